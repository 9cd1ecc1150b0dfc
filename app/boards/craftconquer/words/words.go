package words

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"tabula/app/board"
	cc "tabula/engines/craftconquer"
)

// Capital starts text with a capital letter.
func Capital(text string) string {
	r, n := utf8.DecodeRuneInString(text)
	if n == 0 || !unicode.IsLower(r) {
		return text // empty, or a name (isolated by SeatName) comes first
	}
	return string(unicode.ToUpper(r)) + text[n:]
}

// Goods lists goods: "1 Wood, 2 Iron".
func Goods(goods [cc.NumGoods]int8) string {
	var parts []string
	for g, n := range goods {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, cc.Good(g).Plural(int(n))))
		}
	}
	return strings.Join(parts, ", ")
}

// Cost is a price: goods, then Peasants; "free" when nothing.
func Cost(c cc.Cost) string {
	text := Goods(c.Goods)
	if c.Peasants > 0 {
		pe := fmt.Sprintf("%d %s", c.Peasants, board.Plural(int(c.Peasants), "Peasant", "Peasants"))
		if text == "" {
			return pe
		}
		text = pe + ", " + text
	}
	if text == "" {
		return "free"
	}
	return text
}

// Short lists what seat lacks to pay c, or "" when it can pay: "1 Wood,
// 2 Peasants", or with more "1 more Wood, 2 more Peasants" (the rule's
// words).
func Short(pl cc.Player, c cc.Cost, more bool) string {
	count := func(n int, what string) string {
		if more {
			return fmt.Sprintf("%d more %s", n, what)
		}
		return fmt.Sprintf("%d %s", n, what)
	}
	var parts []string
	if n := int(c.Peasants) - pl.Peasants; n > 0 {
		parts = append(parts, count(n, board.Plural(n, "Peasant", "Peasants")))
	}
	for g, need := range c.Goods {
		if n := int(need) - pl.Goods[g]; n > 0 {
			parts = append(parts, count(n, cc.Good(g).Plural(n)))
		}
	}
	return strings.Join(parts, ", ")
}

// Ribbon names an Objective's ribbon colours.
func Ribbon(o cc.Objective) string {
	if o.Ribbon[1] == cc.NoColour {
		return o.Ribbon[0].String()
	}
	return o.Ribbon[0].String() + " and " + o.Ribbon[1].String()
}

// Objective describes an Objective card: name, points, ribbon and
// icons.
func Objective(o cc.Objective) string {
	text := fmt.Sprintf("%s: %d %s, %s ribbon", o.Name, o.Points, board.Plural(int(o.Points), "point", "points"), Ribbon(o))
	if o.EitherOr {
		text += ", Either/Or"
	}
	if o.InTurns > 0 && !o.Declare {
		text += fmt.Sprintf(", in %d %s", o.InTurns, board.Plural(int(o.InTurns), "turn", "turns"))
	}
	if o.Declare {
		text += fmt.Sprintf(", declare and hold %d turns", o.InTurns)
	}
	return text
}

// Timing says when an Action card may be played.
func Timing(t cc.Timing) string {
	switch t {
	case cc.YourTurn:
		return "your turn"
	case cc.OtherTurn:
		return "another player's turn"
	}
	return "any turn"
}
