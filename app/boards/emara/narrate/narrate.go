package narrate

import (
	"fmt"
	"strings"

	"tabula/app/board"
	"tabula/app/boards/emara/words"
	"tabula/engines"
	em "tabula/engines/emara"
)

// Move say in plain words what applying a did beyond the move itself,
// so nothing happens silently. What the decision itself brings comes from
// the action and the positions: an Action or Advisor card's effect, a hut
// filled, a noble rank taken, the Favor Tokens discarded. The steps the
// rules took by themselves come from the events the engine reported
// (engines.Step, em.Happening): the Councilors placed, a Countryside take
// or a Location with nothing to do, the B stack refilling a space, the
// round's Event adding points, a marker turning or going back to the box,
// Favor Tokens drawn and their stack reshuffled, a turn with nothing left
// ending, the last card of a hand going on its slot by itself, and the
// round events: the end of a round with its Event,
// Victoria's scoring, the Statue passing, the cards drawn, the next
// round's Event, and the end of the game with its scoring. The log shows
// the lines under the move, whose player is their subject; other players
// are named by seat order. Hidden things (the cards drawn, the Favor
// Tokens drawn) are only counted.
func Move(before, after engines.State, a engines.Action, events []engines.Event) []string {
	b, ok := before.(*em.State)
	s, ok2 := after.(*em.State)
	if !ok || !ok2 || b.NPlayers != s.NPlayers || b.Over() {
		return nil
	}
	n := narration{b: b, s: s, a: a, mover: b.Current, byKind: map[em.HappeningKind][]em.Happening{}}
	// The lines follow the parts of an action in a fixed order, whatever
	// order the rules set them off in.
	for _, e := range em.Happenings(events) {
		n.byKind[e.Kind] = append(n.byKind[e.Kind], e)
	}
	n.setup()
	n.card()
	n.arrival()
	n.recruit()
	n.hire()
	n.noble()
	n.eventPoints()
	n.markers()
	n.favors()
	n.turnEnd()
	n.round()
	n.lastCard()
	return n.lines
}

// narration collects the lines about one action.
type narration struct {
	b, s   *em.State
	a      engines.Action
	mover  int
	byKind map[em.HappeningKind][]em.Happening
	lines  []string
}

// happened reports whether the rules set off an event of kind k.
func (n *narration) happened(k em.HappeningKind) bool { return len(n.byKind[k]) > 0 }

func (n *narration) say(format string, args ...any) {
	n.lines = append(n.lines, fmt.Sprintf(format, args...))
}

// seatName names a seat by its order at the table.
func seatName(seat int) string { return fmt.Sprintf("the %s player", board.Ordinal(seat+1)) }

// roundEnded reports whether the action finished a round (or the game).
func (n *narration) roundEnded() bool {
	return n.s.Round != n.b.Round || n.s.Over()
}

// setup: the Councilors placed from the Event card and the first resource.
func (n *narration) setup() {
	for _, e := range n.byKind[em.HappeningCouncilors] {
		if n.s.Phase == em.PhaseRelocate {
			continue
		}
		ev := em.Events[e.Card]
		n.say("The Councilors are placed from the Event card “%s”: the start player's at the %s and the %s, the others' clockwise after them.", ev.Name, ev.StartCountry, ev.StartTown)
		if e.Resource {
			n.say("Everyone takes 1 resource of the Location of their Countryside Councilor.")
		}
	}
}

// card: a resource or Signet Ring card gives its item as it is played.
func (n *narration) card() {
	if n.a.Kind != em.KindPlay {
		return
	}
	c := em.Card(n.a.A)
	switch c {
	case em.CardWood, em.CardCloth, em.CardGrain, em.CardStone:
		n.say("The %s card gives 1 %s.", c, em.Resource(c))
	case em.CardRing:
		n.say("The Signet Ring card gives 1 Signet Ring.")
	}
}

// arrival: a Councilor reaching a Location where the rules leave no
// choice: the Countryside's resources are taken, or nothing can be done.
func (n *narration) arrival() {
	switch n.a.Kind {
	case em.KindMove, em.KindCardMove, em.KindCardTown:
	default:
		return
	}
	for _, e := range n.byKind[em.HappeningCollected] {
		n.say("At the %s: takes %d %s.", e.Loc, e.N, e.Loc.Yield())
	}
	for _, e := range n.byKind[em.HappeningNothing] {
		n.say("Nothing can be done at the %s now.", e.Loc)
	}
}

// recruit: an Advisor joining, with its one-time gains, and its space
// refilled from the B stack.
func (n *narration) recruit() {
	pb, ps := &n.b.Seats[n.mover], &n.s.Seats[n.mover]
	if len(ps.Advisors) <= len(pb.Advisors) {
		return
	}
	id := ps.Advisors[len(ps.Advisors)-1]
	a := em.Advisors[id]
	gains := words.AdvisorGains(a, n.b.BuildingGain(n.mover, a.Buildings))
	text := fmt.Sprintf("%s joins: %s.", words.TheAdvisor(a, true), board.JoinAnd(gains))
	if p, ok := words.Power[a.Power]; ok {
		text += " " + p
	}
	n.say("%s", text)
	for _, e := range n.byKind[em.HappeningBStack] {
		if e.Advisor >= 0 {
			n.say("%s comes from the B stack to the free space at the %s.", em.Advisors[e.Advisor].Name, e.Loc)
		} else {
			n.say("The B stack is empty: the space at the %s stays empty.", e.Loc)
		}
	}
}

// hire: a Craftsman moving into a hut, and its Citizen Points.
func (n *narration) hire() {
	for l := em.Forest; l < em.Castle; l++ {
		for h := range em.HutsPerCountryside {
			if n.b.HutOwner(l, h) < 0 && n.s.HutOwner(l, h) == n.mover {
				pts := em.CraftsmanCitizens[n.b.Seats[n.mover].Hired]
				n.say("A Craftsman moves into hut %d at the %s: %d Citizen %s.", h+1, l, pts, board.Plural(pts, "Point", "Points"))
			}
		}
	}
}

// noble: the Nobility card taken.
func (n *narration) noble() {
	pb, ps := &n.b.Seats[n.mover], &n.s.Seats[n.mover]
	if len(ps.Nobility) <= len(pb.Nobility) {
		return
	}
	r := em.Rank(len(pb.Nobility))
	n.say("Takes the top %s card of the Nobility board: %d Citizen Points.", r, n.s.NobilityCard(n.mover, r))
}

// eventPoints: the round's Event adding to (or taking from) points the
// action brought.
func (n *narration) eventPoints() {
	switch n.a.Kind {
	case em.KindEventReward, em.KindDecline:
		return // the reward is the move itself
	}
	if n.b.Phase == em.PhaseEvent {
		return
	}
	card, cit, bld := -1, 0, 0
	for _, e := range n.byKind[em.HappeningEventPoints] {
		if e.Seat == n.mover {
			card, cit, bld = e.Card, cit+e.Citizens, bld+e.Buildings
		}
	}
	if card < 0 {
		return
	}
	name := em.Events[card].Name
	if cit > 0 {
		n.say("The Event “%s” adds %d Citizen Points.", name, cit)
	}
	switch {
	case bld > 0:
		n.say("The Event “%s” adds %d Building %s.", name, bld, board.Plural(bld, "Point", "Points"))
	case bld < 0:
		n.say("The Event “%s” takes %d Building %s off.", name, -bld, board.Plural(-bld, "Point", "Points"))
	}
}

// markerName names marker m.
func markerName(m em.MarkerKind) string {
	switch {
	case m < em.GiftMarker:
		return fmt.Sprintf("The %s Donation Marker", em.Resource(m-em.DonationMarker))
	case m < em.StoneMarker:
		return fmt.Sprintf("The %s Gift Marker", em.Resource(m-em.GiftMarker))
	case m == em.StoneMarker:
		return "The Stone Marker"
	}
	return "The Bread Marker"
}

// markerMeaning says what a marker's value means.
func markerMeaning(m em.MarkerKind, v int) string {
	switch {
	case m < em.GiftMarker:
		return fmt.Sprintf("a donation of %s costs %d", em.Resource(m-em.DonationMarker), v)
	case m < em.StoneMarker:
		return fmt.Sprintf("a gift of %s costs %d", em.Resource(m-em.GiftMarker), v)
	case m == em.StoneMarker:
		return fmt.Sprintf("a Stone brings %d Citizen %s", v, board.Plural(v, "Point", "Points"))
	}
	return fmt.Sprintf("a Bread brings %d Citizen %s", v, board.Plural(v, "Point", "Points"))
}

// victoriaActed reports whether Victoria scored with this action.
func (n *narration) victoriaActed() bool { return n.happened(em.HappeningVictoria) }

// markers: markers turning, or going back to the box, after a use (those
// Victoria turns are told with her scoring).
func (n *narration) markers() {
	for k := range em.NumMarkers {
		m := em.MarkerKind(k)
		if n.victoriaActed() && (m == em.StoneMarker || m == em.BreadMarker) {
			continue
		}
		n.markerLine(m)
	}
}

// markerLine tells how marker m changed, if it did: where it ended after
// all its turns in the action.
func (n *narration) markerLine(m em.MarkerKind) {
	turned, boxed, was, now := false, false, 0, 0
	for _, e := range n.byKind[em.HappeningMarker] {
		if e.Marker != m {
			continue
		}
		if !turned {
			was = e.From
		}
		turned, boxed, now = true, boxed || e.Boxed, e.Value
	}
	switch {
	case boxed:
		n.say("%s goes back to the box: from now on the board's value counts, %s.", markerName(m), markerMeaning(m, now))
	case turned && was != now:
		n.say("%s turns: %s now.", markerName(m), markerMeaning(m, now))
	}
}

// favors: Favor Tokens drawn to choose from (only their number: the
// others do not see them), the discards of a choice, and a reshuffle: the
// discard pile is shuffled into a new stack whenever the stack runs out,
// during a draw or (from rules version 3) the moment it is empty.
func (n *narration) favors() {
	for _, e := range n.byKind[em.HappeningFavorsDrawn] {
		if e.N > 0 {
			n.say("Draws %d Favor %s to keep one.", e.N, board.Plural(e.N, "Token", "Tokens"))
		}
	}
	if n.a.Kind == em.KindKeepFavor {
		var out []string
		for _, t := range n.b.DrawnFavors() {
			if t != int(n.a.A) {
				tok := em.FavorTokens[t]
				out = append(out, fmt.Sprintf("%s (%s)", tok.Loc, words.Reward(tok.Reward)))
			}
		}
		if len(out) > 0 {
			n.say("Discards face up: %s.", strings.Join(out, ", "))
		}
	}
	if n.happened(em.HappeningFavorReshuffle) {
		n.say("The Favor Token stack runs out: the discard pile is shuffled into a new face-down stack.")
	}
}

// lastCard: the one card left in a hand, which goes on the one empty slot
// by itself, named with what it gives at once (the next player's card, so
// everyone sees which it was, as at the table).
func (n *narration) lastCard() {
	for _, e := range n.byKind[em.HappeningLastCard] {
		c := em.Card(e.Card)
		text := fmt.Sprintf("%s last card, %s, goes by itself on the %d-step slot", board.OwnerMention(e.Seat), c, em.SlotSteps[e.Slot])
		switch c {
		case em.CardWood, em.CardCloth, em.CardGrain, em.CardStone:
			text += fmt.Sprintf(": %s 1 %s", board.SubjectMention(e.Seat, "takes", "take"), em.Resource(c))
		case em.CardRing:
			text += fmt.Sprintf(": %s 1 Signet Ring", board.SubjectMention(e.Seat, "takes", "take"))
		}
		n.say("%s.", text)
	}
}

// turnEnd: a turn the rules ended because nothing was left to do in it.
func (n *narration) turnEnd() {
	if n.happened(em.HappeningTurnEnd) {
		n.say("Nothing else can be done this turn: it ends.")
	}
}

// round: the end of a round and what follows it.
func (n *narration) round() {
	for _, e := range n.byKind[em.HappeningRoundEnd] {
		ev := em.Events[e.Card]
		switch {
		case n.s.Phase == em.PhaseEvent:
			n.say("Round %d ends. %s: %s In turn order, each player may take it.", e.Round+1, ev.Name, words.Event(ev))
		case n.happened(em.HappeningRoundFinish):
			n.say("Round %d ends.", e.Round+1)
		}
	}
	if n.happened(em.HappeningRoundFinish) {
		n.victoria()
		for _, e := range n.byKind[em.HappeningGameEnd] {
			n.gameEnd(e)
			return
		}
		for _, e := range n.byKind[em.HappeningStatue] {
			n.say("The Statue passes to %s, who starts round %d.", seatName(e.Seat), e.Round+1)
		}
		for _, e := range n.byKind[em.HappeningCardsBack] {
			if e.Full {
				n.say("All 9 Action Cards return to every hand.")
			} else {
				n.say("Everyone shuffles all 9 Action Cards into a new draw pile.")
			}
		}
		if n.happened(em.HappeningDrew) {
			n.say("Everyone draws %d Action Cards.", em.HandSize)
		}
	}
	for _, e := range n.byKind[em.HappeningRoundBegin] {
		ev := em.Events[e.Card]
		n.say("Round %d begins with the Event “%s”: %s", e.Round+1, ev.Name, words.Event(ev))
	}
}

// victoria: Victoria's scoring at the end of a solo round.
func (n *narration) victoria() {
	for _, e := range n.byKind[em.HappeningVictoria] {
		text := fmt.Sprintf("Victoria scores %d Citizen Points as if she delivered 1 Stone and 1 Bread at the Construction Site", e.Built)
		if e.Rank >= 0 {
			text += fmt.Sprintf(", and becomes %s for %d more", e.Rank, e.More)
		}
		n.say("%s: %d in all.", text, e.Score)
		n.markerLine(em.StoneMarker)
		n.markerLine(em.BreadMarker)
	}
}

// gameEnd: the end scoring of the leftovers and the final scores.
func (n *narration) gameEnd(e em.Happening) {
	s := n.s
	n.say("The game ends after round %d. Leftovers score: 2 per Signet Ring; 1 per Gold Coin, Favor Token, Book and Bread; 1 per 2 resources.", em.Rounds)
	var finals []string
	for seat := range s.NPlayers {
		ps := &s.Seats[seat]
		c, d := e.Cit[seat], e.Bld[seat]
		who := words.UpperFirst(seatName(seat))
		if s.NPlayers == 1 {
			who = "You"
		}
		n.say("%s: %d %s from leftovers (%d to Citizens, %d to Buildings).", who, c+d, board.Plural(c+d, "point", "points"), c, d)
		finals = append(finals, fmt.Sprintf("%d (Citizens %d, Buildings %d)", ps.FinalScore(), ps.Citizens(), ps.Buildings()))
	}
	if s.NPlayers == 1 {
		n.say("Final score %s against Victoria's %d: %s", finals[0], s.VictoriaScore(),
			map[bool]string{true: "you beat her.", false: "she wins (a tie does not beat her)."}[s.SoloWon()])
		return
	}
	n.say("Final scores, the lower track, in seat order: %s.", strings.Join(finals, "; "))
}
