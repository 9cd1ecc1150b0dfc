package coincrown

import (
	"fmt"
	"strings"

	"tabula/app/board"
	"tabula/engines"
	cc "tabula/engines/coincrown"
)

// narrate says in plain words what applying a did beyond the move itself,
// so that nothing the rules do by themselves happens silently: a payment
// made because there was only one way, the card a blind draw revealed, the
// coins a Toll Station drew, a Land falling once the defense is met and the
// next one showing, an upgrade completed, a Troop retiring with its last
// token, a Church visit ending with the Income, an Iron coin changing hands,
// a turn ending because nothing was left to do, and the end of a Year:
// unspent Income discarded, the Market seeded and refilled, cards readied,
// the next Year's Start Player and why, and everyone's new Income. The log
// shows the lines under the move, whose player is their subject; other
// players are named with board.Mention.
func narrate(before, after engines.State, a engines.Action, _ []engines.Event) []string {
	b, ok := before.(*cc.State)
	s, ok2 := after.(*cc.State)
	if !ok || !ok2 || b.NPlayers != s.NPlayers || b.Over() {
		return nil
	}
	n := narration{b: b, s: s, a: a, seat: b.Current, yearEnded: s.Year != b.Year || s.Over()}
	n.payment()
	n.drawn()
	n.toll()
	n.lands()
	n.retired()
	n.church()
	n.iron()
	n.turnEnd()
	n.yearEnd()
	return n.lines
}

// narration collects the lines about one action.
type narration struct {
	b, s      *cc.State
	a         engines.Action
	seat      int
	yearEnded bool
	lines     []string
}

func (n *narration) say(format string, args ...any) {
	n.lines = append(n.lines, fmt.Sprintf(format, args...))
}

// payment: an action whose price can be paid only one way is paid at
// once.
func (n *narration) payment() {
	switch n.a.Kind {
	case cc.KindBuy, cc.KindDraw, cc.KindBuyTop, cc.KindDiplomacy, cc.KindAdvance:
	case cc.KindOverseas:
		if n.a.B == cc.RedeemToken {
			return
		}
	default:
		return
	}
	if n.s.Phase == cc.PhasePay || n.yearEnded {
		return
	}
	paid := n.b.Seats[n.seat].Income.Sub(n.s.Seats[n.seat].Income)
	if n.a.Kind == cc.KindBuy {
		paid = paid.Add(n.b.Rows[n.a.A][n.a.B].Bonus)
	}
	n.say("Paid %s: the only way to pay it without a needless coin.", paid)
}

// drawn: Pay to Draw reveals the card bought.
func (n *narration) drawn() {
	draw := n.a.Kind == cc.KindDraw || n.a.Kind == cc.KindPay && n.b.PayFor == cc.PayDraw
	was, now := n.b.Seats[n.seat].Cards, n.s.Seats[n.seat].Cards
	if !draw || len(now) <= len(was) {
		return
	}
	mc := cc.MarketCards[now[len(was)].ID]
	card := mc.Type.String()
	if cc.Types[mc.Type].Troop {
		card += fmt.Sprintf(" (%d attacks)", mc.Attacks)
	}
	n.say("Drew %s from the %s deck.", withArticle(card), mc.Deck)
}

// toll: a Toll Station draws coins from the purse.
func (n *narration) toll() {
	if n.a.Kind != cc.KindToll || n.yearEnded {
		return
	}
	got := n.s.Seats[n.seat].Income.Sub(n.b.Seats[n.seat].Income)
	line := fmt.Sprintf("Drew %s into Income", got)
	if n.s.Seats[n.seat].Discard.Count() < n.b.Seats[n.seat].Discard.Count() {
		line += " (the purse ran out: the discard pile went back into it)"
	}
	n.say("%s.", line)
}

// lands: a conquest completes once the defense is met or the price paid,
// and the next Land of the deck shows; an upgrade completes once its
// bracket is covered.
func (n *narration) lands() {
	was, now := n.b.Seats[n.seat].Lands, n.s.Seats[n.seat].Lands
	for i := len(was); i < len(now); i++ {
		l := now[i]
		lc := cc.LandCards[l.ID]
		pts := cc.LandPoints[l.Level]
		if n.b.Phase == cc.PhaseForce || n.a.Kind == cc.KindPay && n.b.Back == cc.PhaseForce {
			n.say("Battle Strength meets the %s's defense %d: the %s is conquered (%d %s).", l.Level, lc.Defense, l.Level, pts, board.Plural(pts, "point", "points"))
		} else {
			n.say("The %s is conquered (%d %s).", l.Level, pts, board.Plural(pts, "point", "points"))
		}
		if top := n.s.TopLand(lc.Kind); top >= 0 {
			n.say("The next %s shows: defense %d.", lc.Kind, cc.LandCards[top].Defense)
		} else {
			n.say("The %s deck is empty.", lc.Kind)
		}
	}
	for i := range min(len(was), len(now)) {
		if now[i].Level == was[i].Level {
			continue
		}
		how := "with a Land Upgrade Card"
		if now[i].Level == cc.City {
			how = "turned to its City side"
		}
		pts := cc.LandPoints[now[i].Level]
		n.say("The bracket is covered: the %s becomes a %s, %s (%d %s).", was[i].Level, now[i].Level, how, pts, board.Plural(pts, "point", "points"))
	}
}

// retired: a deployed Troop whose last token is spent retires.
func (n *narration) retired() {
	if n.a.Kind != cc.KindDeploy {
		return
	}
	was, now := n.b.Seats[n.seat].Cards, n.s.Seats[n.seat].Cards
	for i := range min(len(was), len(now)) {
		if now[i].Retired && !was[i].Retired && cc.Types[cc.MarketCards[now[i].ID].Type].Troop {
			n.say("That was the %s's last token: it retires.", cc.MarketCards[now[i].ID].Type)
		}
	}
}

// church: a Church visit ends by itself when the Income is all given.
func (n *narration) church() {
	if n.a.Kind == cc.KindDonate && n.s.Phase != cc.PhaseChurch && !n.yearEnded {
		n.say("No Income is left: the Church visit ends.")
	}
}

// iron: Iron coins go to a new majority after an acquisition or at the end
// of the year.
func (n *narration) iron() {
	for c := range cc.Category(cc.NumCategories) {
		was, now := int(n.b.Iron[c]), int(n.s.Iron[c])
		if was == now || now < 0 {
			continue
		}
		from := ""
		if was >= 0 {
			from = " from " + board.ObjectMention(was)
		}
		v := cc.IronValue[c]
		n.say("%s the Iron coin for Most %s (%d %s)%s.", board.SubjectMention(now, "takes", "take"), c, v, board.Plural(v, "point", "points"), from)
	}
}

// turnEnd: a turn with nothing left to do but End turn ends by itself.
func (n *narration) turnEnd() {
	if n.s.Turn != n.b.Turn && n.a.Kind != cc.KindPass && n.a.Kind != cc.KindEndTurn {
		n.say("Nothing else can be done: the turn ends.")
	}
}

// yearEnd: when everyone has passed the Year ends (rules, End of Year) and
// the next begins with a new Start Player and new Income.
func (n *narration) yearEnd() {
	if !n.yearEnded {
		return
	}
	b, s := n.b, n.s
	n.say("Everyone has passed: Year %d ends.", b.Year)
	var unspent []string
	for seat := range b.NPlayers {
		left, known := b.Seats[seat].Income, true
		if seat == n.seat {
			left, known = n.moverLeft()
		}
		if known && left.Count() > 0 {
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
		if b.Seats[seat].Purse.Count() < cc.IncomeDraw && s.Seats[seat].Discard.Count() == 0 &&
			b.Seats[seat].Discard.Count()+b.Seats[seat].Income.Count() > 0 {
			line += " (the purse ran out: the discard pile went back into it)"
		}
		incomes = append(incomes, line)
	}
	n.say("New Income drawn: %s.", strings.Join(incomes, "; "))
}

// moverLeft is the mover's Income when their action ended the Year, and
// whether it can be told from the action: a pass or End turn leaves it as
// it was; a payment, a gift, a reserve or an exchange changes it by known
// coins (a bought card's Bonus Coins join it).
func (n *narration) moverLeft() (cc.Coins, bool) {
	in := n.b.Seats[n.seat].Income
	a := n.a
	switch a.Kind {
	case cc.KindPass, cc.KindEndTurn:
		return in, true
	case cc.KindPay:
		in = in.Sub(cc.Coins{int(a.A), int(a.B), int(a.C)})
		if n.b.PayFor == cc.PayBuy {
			in = in.Add(n.b.Rows[n.b.PayA][n.b.PayB].Bonus)
		}
		return in, true
	case cc.KindDonate, cc.KindReserve:
		in[a.A]--
		return in, true
	case cc.KindMint:
		from, to := cc.Denom(a.A), cc.Denom(a.B)
		if to > from {
			in[from], in[to] = in[from]-cc.MintRate, in[to]+1
		} else {
			in[from], in[to] = in[from]-1, in[to]+cc.MintRate
		}
		return in, true
	}
	return in, false
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
