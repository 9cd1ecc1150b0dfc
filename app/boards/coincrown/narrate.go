package coincrown

import (
	"fmt"
	"strings"

	"tabula/app/board"
	"tabula/engines"
	cc "tabula/engines/coincrown"
)

// narrate says in plain words what applying a did beyond the move itself,
// from the events the engine reported (engines.Step), so that nothing the
// rules do by themselves happens silently: a payment made because there
// was only one way, the card a blind draw revealed, the coins a Toll
// Station drew, a Land falling once the defense is met and the next one
// showing, an upgrade completed, a Troop retiring with its last token, a
// Church visit ending with the Income, an Iron coin changing hands, a turn
// ending because nothing was left to do, and the end of a Year: unspent
// Income discarded, the Market seeded and refilled, cards readied, the
// next Year's Start Player and why, and everyone's new Income. The log
// shows the lines under the move, whose player is their subject; other
// players are named with board.Mention.
func narrate(before, after engines.State, _ engines.Action, events []engines.Event) []string {
	b, ok := before.(*cc.State)
	s, ok2 := after.(*cc.State)
	if !ok || !ok2 || b.NPlayers != s.NPlayers || b.Over() {
		return nil
	}
	n := narration{b: b, s: s}
	// The lines follow the parts of an action in a fixed order, whatever
	// order the rules set them off in.
	byKind := map[cc.EventKind][]cc.Event{}
	for _, e := range cc.Events(events) {
		byKind[e.Kind] = append(byKind[e.Kind], e)
	}
	for _, e := range byKind[cc.EventPaid] {
		n.say("Paid %s: the only way to pay it without a needless coin.", e.Coins)
	}
	for _, e := range byKind[cc.EventDrew] {
		n.drawn(e)
	}
	for _, e := range byKind[cc.EventToll] {
		line := fmt.Sprintf("Drew %s into Income", e.Coins)
		if e.Refilled {
			line += " (the purse ran out: the discard pile went back into it)"
		}
		n.say("%s.", line)
	}
	for _, e := range byKind[cc.EventConquered] {
		n.conquered(e)
	}
	for _, e := range byKind[cc.EventUpgraded] {
		how := "with a Land Upgrade Card"
		if e.Level == cc.City {
			how = "turned to its City side"
		}
		pts := cc.LandPoints[e.Level]
		n.say("The bracket is covered: the %s becomes a %s, %s (%d %s).", e.From, e.Level, how, pts, board.Plural(pts, "point", "points"))
	}
	for _, e := range byKind[cc.EventRetired] {
		n.say("That was the %s's last token: it retires.", cc.MarketCards[e.Card].Type)
	}
	if len(byKind[cc.EventChurchEnd]) > 0 {
		n.say("No Income is left: the Church visit ends.")
	}
	n.iron(byKind[cc.EventIron])
	if len(byKind[cc.EventTurnEnd]) > 0 {
		n.say("Nothing else can be done: the turn ends.")
	}
	for _, e := range byKind[cc.EventYearEnd] {
		n.yearEnd(e)
	}
	return n.lines
}

// narration collects the lines about one action.
type narration struct {
	b, s  *cc.State
	lines []string
}

func (n *narration) say(format string, args ...any) {
	n.lines = append(n.lines, fmt.Sprintf(format, args...))
}

// drawn: Pay to Draw reveals the card bought.
func (n *narration) drawn(e cc.Event) {
	mc := cc.MarketCards[e.Card]
	card := mc.Type.String()
	if cc.Types[mc.Type].Troop {
		card += fmt.Sprintf(" (%d attacks)", mc.Attacks)
	}
	n.say("Drew %s from the %s deck.", withArticle(card), mc.Deck)
}

// conquered: a conquest completes once the defense is met or the price
// paid, and the next Land of the deck shows.
func (n *narration) conquered(e cc.Event) {
	lc := cc.LandCards[e.Land]
	pts := cc.LandPoints[lc.Kind]
	if e.Force {
		n.say("Battle Strength meets the %s's defense %d: the %s is conquered (%d %s).", lc.Kind, lc.Defense, lc.Kind, pts, board.Plural(pts, "point", "points"))
	} else {
		n.say("The %s is conquered (%d %s).", lc.Kind, pts, board.Plural(pts, "point", "points"))
	}
	if e.Next >= 0 {
		n.say("The next %s shows: defense %d.", lc.Kind, cc.LandCards[e.Next].Defense)
	} else {
		n.say("The %s deck is empty.", lc.Kind)
	}
}

// iron: Iron coins go to a new majority after an acquisition or at the end
// of the year; each category's coin is told once, from where it was before
// the action to where it is after, in the order of the categories.
func (n *narration) iron(events []cc.Event) {
	from, to := map[cc.Category]int{}, map[cc.Category]int{}
	for _, e := range events {
		if _, ok := from[e.Category]; !ok {
			from[e.Category] = e.FromSeat
		}
		to[e.Category] = e.Seat
	}
	for c := range cc.Category(cc.NumCategories) {
		now, ok := to[c]
		if !ok || now == from[c] {
			continue
		}
		was := ""
		if from[c] >= 0 {
			was = " from " + board.ObjectMention(from[c])
		}
		v := cc.IronValue[c]
		n.say("%s the Iron coin for Most %s (%d %s)%s.", board.SubjectMention(now, "takes", "take"), c, v, board.Plural(v, "point", "points"), was)
	}
}

// yearEnd: when everyone has passed the Year ends (rules, End of Year) and
// the next begins with a new Start Player and new Income.
func (n *narration) yearEnd(e cc.Event) {
	b, s := n.b, n.s
	n.say("Everyone has passed: Year %d ends.", e.Year)
	var unspent []string
	for seat, left := range e.Unspent {
		if left.Count() > 0 {
			unspent = append(unspent, fmt.Sprintf("%s %s", board.Mention(seat), left))
		}
	}
	if len(unspent) > 0 {
		n.say("Unspent Income goes to the discard piles: %s.", strings.Join(unspent, "; "))
	}
	if !s.Over() {
		n.market()
	}
	if anyExhausted(b) {
		n.say("Every exhausted card is ready again.")
	}
	if s.Over() {
		n.say("That was Year %d, the last: the game ends.", cc.Years)
		return
	}
	n.say("Year %d begins. %s the Start Player coin (%s).", s.Year, board.SubjectMention(s.StartPlayer(), "has", "have"), n.startReason())
	var incomes []string
	for seat := range s.NPlayers {
		line := fmt.Sprintf("%s %s", board.Mention(seat), s.Seats[seat].Income)
		if r := b.Seats[seat].Reserved; r != cc.NoCoin {
			line += fmt.Sprintf(" (with the reserved %s)", cc.Denom(r))
		}
		if seat < len(e.Refills) && e.Refills[seat] {
			line += " (the purse ran out: the discard pile went back into it)"
		}
		incomes = append(incomes, line)
	}
	n.say("New Income drawn: %s.", strings.Join(incomes, "; "))
}

// anyExhausted reports whether any card on the table is exhausted.
func anyExhausted(s *cc.State) bool {
	for seat := range s.NPlayers {
		for _, c := range s.Seats[seat].Cards {
			if c.Exhausted && !c.Retired {
				return true
			}
		}
	}
	return false
}

// market: the End of Year seeds a Bonus Coin on every card left in the
// Market (three Bronze on a card turn into a Silver) and refills the
// empty places.
func (n *narration) market() {
	b, s := n.b, n.s
	seeded := 0
	var silvered, refilled []string
	for _, d := range marketRows {
		var fresh []string
		for i := range b.RowSize() {
			was, now := b.Rows[d][i], s.Rows[d][i]
			switch {
			case was.Card >= 0 && was.Card == now.Card && was.Bonus != now.Bonus:
				seeded++
				if now.Bonus[cc.Silver] > was.Bonus[cc.Silver] {
					silvered = append(silvered, "the "+cc.MarketCards[now.Card].Type.String())
				}
			case was.Card < 0 && now.Card >= 0:
				fresh = append(fresh, cc.MarketCards[now.Card].Type.String())
			}
		}
		if len(fresh) > 0 {
			refilled = append(refilled, fmt.Sprintf("%s row %s", d, board.JoinAnd(fresh)))
		}
	}
	if seeded > 0 {
		n.say("A Bonus Bronze goes on each of the %d %s left in the Market.", seeded, board.Plural(seeded, "card", "cards"))
	}
	if len(silvered) > 0 {
		n.say("Three Bronze on %s become a Silver.", board.JoinAnd(silvered))
	}
	if len(refilled) > 0 {
		n.say("The Market is refilled: %s.", strings.Join(refilled, "; "))
	}
}

// startReason says why the Start Player coin went where it did (End of
// Year step 7).
func (n *narration) startReason() string {
	s := n.s
	if s.Year < cc.PointsStartYear(s.NPlayers) {
		return "passed clockwise"
	}
	low, tied := -1, 0
	for seat := range s.NPlayers {
		switch pts := s.LandPoints(seat); {
		case low < 0 || pts < low:
			low, tied = pts, 1
		case pts == low:
			tied++
		}
	}
	if tied > 1 {
		return fmt.Sprintf("fewest Land points, %d, then fewest Market cards in the Tableau", low)
	}
	return fmt.Sprintf("fewest Land points, %d", low)
}

// withArticle puts "a" or "an" before a name.
func withArticle(name string) string {
	if name != "" && strings.ContainsRune("AEIOU", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}
