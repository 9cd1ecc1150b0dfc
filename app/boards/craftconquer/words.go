package craftconquer

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"tabula/app/board"
	cc "tabula/engines/craftconquer"
)

// cqCapital starts text with a capital letter.
func cqCapital(text string) string {
	r, n := utf8.DecodeRuneInString(text)
	if n == 0 || !unicode.IsLower(r) {
		return text // empty, or a name (isolated by SeatName) comes first
	}
	return string(unicode.ToUpper(r)) + text[n:]
}

// cqGoodsText lists goods: "1 Wood, 2 Iron".
func cqGoodsText(goods [cc.NumGoods]int8) string {
	var parts []string
	for g, n := range goods {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, cc.Good(g).Plural(int(n))))
		}
	}
	return strings.Join(parts, ", ")
}

// cqCostText is a price: goods, then Peasants; "free" when nothing.
func cqCostText(c cc.Cost) string {
	text := cqGoodsText(c.Goods)
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

// cqShort lists what seat lacks to pay c, or "" when it can pay: "1 Wood,
// 2 Peasants", or with more "1 more Wood, 2 more Peasants" (the rule's
// words).
func cqShort(pl cc.Player, c cc.Cost, more bool) string {
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

// cqRibbonText names an Objective's ribbon colours.
func cqRibbonText(o cc.Objective) string {
	if o.Ribbon[1] == cc.NoColour {
		return o.Ribbon[0].String()
	}
	return o.Ribbon[0].String() + " and " + o.Ribbon[1].String()
}

// cqObjectiveText describes an Objective card: name, points, ribbon and
// icons.
func cqObjectiveText(o cc.Objective) string {
	text := fmt.Sprintf("%s: %d %s, %s ribbon", o.Name, o.Points, board.Plural(int(o.Points), "point", "points"), cqRibbonText(o))
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

// cqTimingText says when an Action card may be played.
func cqTimingText(t cc.Timing) string {
	switch t {
	case cc.YourTurn:
		return "your turn"
	case cc.OtherTurn:
		return "another player's turn"
	}
	return "any turn"
}
