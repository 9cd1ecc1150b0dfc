package narrate

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tabula/app/board"
	"tabula/app/boards/craftconquer/dice"
	"tabula/app/boards/craftconquer/places"
	"tabula/app/boards/craftconquer/words"
	"tabula/engines"
	cc "tabula/engines/craftconquer"
)

// Move says in plain words what a move set off beyond itself (the
// table logs the move's own description): a card played in reaction, the
// Movement die, the combat dice and who won, soldiers lost and the
// Craftpoints won for them, Peasants and Settlements captured, sieges,
// Objectives completed or forfeit, Peasants placed at the end of a turn,
// the next turn with what its player draws and collects, the last round
// and the end of the game. Players are named by mentions (board.Mention),
// which the table writes as it names the seats ("you", "Beatrix"). What
// happened comes from the engine's events (cc.Event, reported by Step);
// the positions before and after serve only to name places, Settlements
// and the final scores.
func Move(before, after engines.State, a engines.Action, events []engines.Event) []string {
	b, ok1 := before.(*cc.State)
	s, ok2 := after.(*cc.State)
	if !ok1 || !ok2 || len(b.Seats) != len(s.Seats) {
		return nil
	}
	n := narrator{b: b, s: s, a: a, events: cc.Events(events)}
	var out []string
	for _, part := range []func() []string{
		n.reaction, n.movement, n.dice, n.losses, n.occupations, n.sieges,
		n.objectives, n.peasants, n.lastRound, n.end, n.nextTurn,
	} {
		out = append(out, part()...)
	}
	return out
}

// narrator tells one move from its events and the positions before
// and after it.
type narrator struct {
	b, s   *cc.State
	a      engines.Action
	events []cc.Event
}

// of is the move's events of kind k, in order.
func (n narrator) of(k cc.EventKind) []cc.Event {
	var out []cc.Event
	for _, e := range n.events {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// place names space x as it was before the move.
func (n narrator) place(x int) string {
	names := places.Names(n.b, board.OwnerMention)
	if x < 0 || x >= len(names) {
		return "the map"
	}
	return names[x]
}

// settlement names Settlement i of st: "Beatrix's Farm", with its tile
// when its owner has more than one of its kind.
func (n narrator) settlement(st *cc.State, i int) string {
	if i < 0 || i >= len(st.Settlements) {
		return "a Settlement"
	}
	if l := places.SettlementLabels(st, board.OwnerMention); l[i] != "" {
		return l[i]
	}
	x := st.Settlements[i]
	return board.OwnerMention(int(x.Owner)) + " " + x.Kind.String()
}

// reactionEffects say what a reaction card does, after its name.
var reactionEffects = map[cc.CardKind]string{
	cc.AddedDefense:     "one more defense die for the rest of the fight",
	cc.WeakFight:        "one of the enemy's dice is taken away, and a tie goes to the card's player",
	cc.WeakerFight:      "the enemy's total is halved",
	cc.StrategicRetreat: "the soldier attacked slips away and the attack is forfeit",
	cc.ShieldWall:       "a second Warrior joins the defense (Double Defend)",
	cc.HinderedPath:     "the moving soldier may go only half as far",
	cc.Misdirection:     "the card's player rolls and moves the soldier instead",
}

// reaction: a card played in a window opened by another move (a roll, an
// attack declared, the dice rolled).
func (n narrator) reaction() []string {
	if n.a.Kind != cc.KindCard || n.b.Phase != cc.PhaseReact {
		return nil
	}
	k := cc.CardKind(n.a.A)
	line := fmt.Sprintf("Reaction card: %s %s", board.SubjectMention(n.b.Asked, "plays", "play"), k)
	if e := reactionEffects[k]; e != "" {
		line += " — " + e
	}
	return []string{line + "."}
}

// movement: the Movement die rolled for a soldier, or Misdirection's roll.
func (n narrator) movement() []string {
	var out []string
	for _, e := range n.of(cc.EventMoveRoll) {
		out = append(out, fmt.Sprintf("The Movement die shows %d: %s %s may go up to %d %s.",
			e.Rolled, board.OwnerMention(e.Seat), e.Type, e.Allowance, board.Plural(e.Allowance, "space", "spaces")))
	}
	return out
}

// dice: the combat dice rolled (or changed by a card), and the round's
// result once it is decided.
func (n narrator) dice() []string {
	var out []string
	if rolls := n.of(cc.EventDice); len(rolls) > 0 {
		f := rolls[len(rolls)-1].Fight
		var parts []string
		for k, sd := range f.Sides {
			role := board.SubjectMention(int(sd.Seat), "defends", "defend")
			if k == int(f.Attacking) {
				role = board.SubjectMention(int(sd.Seat), "attacks", "attack")
			}
			parts = append(parts, fmt.Sprintf("%s with %d %s: %s", role, sd.Dice, board.Plural(int(sd.Dice), "die", "dice"), dice.FacesText(sd)))
		}
		out = append(out, "Dice: "+strings.Join(parts, "; ")+".")
	}
	if rounds := n.of(cc.EventRound); len(rounds) > 0 {
		e := rounds[len(rounds)-1]
		f := e.Fight
		win := f.Winner()
		atk := int(f.Attacking)
		line := fmt.Sprintf("%s the round, %d against %d", board.SubjectMention(int(f.Sides[win].Seat), "wins", "win"), f.Sides[win].Total(), f.Sides[1-win].Total())
		switch {
		case win != atk && e.Counter:
			line += ", and may counter-attack"
		case win != atk && noCounterText[e.NoCounter] != "":
			line += ": the defender holds; its counter-attack face brings no counter-attack, " + noCounterText[e.NoCounter]
		case win != atk:
			line += ": the defender holds"
		case e.Casualty:
			line += ": one of the two Warriors must fall"
		}
		out = append(out, line+".")
	}
	return out
}

// noCounterText says why a counter-attack face rolled by the winning
// defender brings no counter-attack.
var noCounterText = [...]string{
	cc.NoCounterDouble:    "as none follows a Double Attack or Double Defend",
	cc.NoCounterRounds:    fmt.Sprintf("as the engagement has lasted %d rounds, the most", cc.MaxFightRounds),
	cc.NoCounterOccupying: "as an occupying soldier may not counter-attack",
	cc.NoCounterRange:     "as the attacker is out of its reach",
	cc.NoCounterAmmo:      "as it has no ammo to shoot back with",
}

// losses: soldiers defeated in a fight, and the Craftpoints their victors
// collect.
func (n narrator) losses() []string {
	var out []string
	gone := make([][]string, len(n.s.Seats))
	won := make([]int, len(n.s.Seats))
	for _, e := range n.of(cc.EventDefeated) {
		if e.Seat < 0 || e.Seat >= len(gone) || e.Winner < 0 || e.Winner >= len(won) {
			continue
		}
		gone[e.Seat] = append(gone[e.Seat], fmt.Sprintf("%s %s on %s", board.TheirMention(e.Seat), e.Type, n.place(e.Space)))
		won[e.Winner] += e.Craftpoints
	}
	for seat, g := range gone {
		if len(g) > 0 {
			out = append(out, fmt.Sprintf("%s %s.", board.SubjectMention(seat, "loses", "lose"), board.JoinAnd(g)))
		}
	}
	for seat, got := range won {
		if got > 0 {
			out = append(out, fmt.Sprintf("%s %d %s for the victory.", board.SubjectMention(seat, "collects", "collect"), got, cc.Craftpoint.Plural(got)))
		}
	}
	return out
}

// occupations: Settlements occupied or freed, and Peasants captured.
func (n narrator) occupations() []string {
	var out []string
	for _, e := range n.events {
		switch e.Kind {
		case cc.EventOccupied:
			out = append(out, fmt.Sprintf("%s %s.", board.SubjectMention(e.Seat, "occupies", "occupy"), n.settlement(n.b, e.Settlement)))
		case cc.EventFreed:
			out = append(out, fmt.Sprintf("%s is free of %s again.", words.Capital(n.settlement(n.s, e.Settlement)), board.ObjectMention(e.Seat)))
		}
	}
	got := make([]int, len(n.s.Seats))
	from := make([][]bool, len(n.s.Seats))
	for _, e := range n.of(cc.EventCaptured) {
		if e.Seat < 0 || e.Seat >= len(got) || e.From < 0 || e.From >= len(got) {
			continue
		}
		got[e.Seat]++
		if from[e.Seat] == nil {
			from[e.Seat] = make([]bool, len(got))
		}
		from[e.Seat][e.From] = true
	}
	for seat, got := range got {
		if got > 0 {
			var owners []string
			for other, ok := range from[seat] {
				if ok {
					owners = append(owners, board.OwnerMention(other))
				}
			}
			whose := board.JoinAnd(owners) + " "
			out = append(out, fmt.Sprintf("%s %s%s: %d %s for the end of the game.", board.SubjectMention(seat, "captures", "capture"), whose,
				board.Plural(got, "Peasant", "Peasants"), got, board.Plural(got, "point", "points")))
		}
	}
	return out
}

// sieges: Settlements coming under siege, and sieges lifted.
func (n narrator) sieges() []string {
	var out []string
	for _, e := range n.events {
		switch e.Kind {
		case cc.EventSiege:
			out = append(out, fmt.Sprintf("%s is under siege.", words.Capital(n.settlement(n.s, e.Settlement))))
		case cc.EventLifted:
			out = append(out, fmt.Sprintf("The siege of %s is lifted.", n.settlement(n.s, e.Settlement)))
		}
	}
	return out
}

// objectives: Objectives completed (with the count towards the end) and
// declared Objectives forfeit.
func (n narrator) objectives() []string {
	var out []string
	for seat := range n.s.Seats {
		var names []string
		done := 0
		for _, e := range n.of(cc.EventCompleted) {
			if e.Seat == seat {
				names = append(names, fmt.Sprintf("%q", cc.Objectives[e.Card].Name))
				done = e.Done
			}
		}
		if len(names) > 0 {
			out = append(out, fmt.Sprintf("%s %s: %d of %d Objectives.", board.SubjectMention(seat, "completes", "complete"), board.JoinAnd(names), done, n.s.ObjectivesToWin()))
		}
		for _, e := range n.of(cc.EventForfeit) {
			if e.Seat == seat {
				out = append(out, fmt.Sprintf("%s declared Objective %q is forfeit.", board.OwnerMention(seat), cc.Objectives[e.Card].Name))
			}
		}
	}
	return out
}

// peasants: Peasants the rules put back on a player's Settlements at the
// end of the turn (or at setup), without the player choosing; a Settlement
// new with the move goes unsaid.
func (n narrator) peasants() []string {
	byOwner := map[int][]kindOn{}
	for _, e := range n.of(cc.EventPeasant) {
		if e.Settlement < 0 || e.Settlement >= len(n.b.Settlements) || e.Settlement >= len(n.s.Settlements) {
			continue
		}
		byOwner[e.Seat] = append(byOwner[e.Seat], settlementKindOn(n.s, e.Settlement))
	}
	var out []string
	for seat := range n.s.Seats {
		if on := byOwner[seat]; len(on) > 0 {
			out = append(out, fmt.Sprintf("Peasants placed for %s on %s %s.", board.ObjectMention(seat), board.TheirMention(seat), counted(on)))
		}
	}
	return out
}

// counted joins the names of Settlements, each said once with its count:
// "2 home Farms and Village".
func counted(names []kindOn) string {
	count := map[kindOn]int{}
	var parts []kindOn
	for _, name := range names {
		if count[name] == 0 {
			parts = append(parts, name)
		}
		count[name]++
	}
	out := make([]string, len(parts))
	for i, p := range parts {
		words := []string{p.before, p.kind.String(), p.after}
		if c := count[p]; c > 1 {
			words = []string{strconv.Itoa(c), p.before, settlementPlural(p.kind), p.after}
		}
		out[i] = strings.Join(slices.DeleteFunc(words, func(w string) bool { return w == "" }), " ")
	}
	return board.JoinAnd(out)
}

// settlementPlural is the plural of a kind of Settlement.
func settlementPlural(k cc.SettlementKind) string {
	switch k {
	case cc.Quarry:
		return "Quarries"
	case cc.Avalon:
		return "Cities of Avalon"
	}
	return k.String() + "s"
}

// kindOn names a Settlement after its owner's name: its kind, with
// words before ("home") or after ("in Open Fields") where the owner has
// several of that kind.
type kindOn struct {
	before string
	kind   cc.SettlementKind
	after  string
}

// settlementKindOn names Settlement i of s after its owner's name: "Farm",
// or with several of its kind "home Farm" or "Farm in Open Fields".
func settlementKindOn(s *cc.State, i int) kindOn {
	st := s.Settlements[i]
	same := 0
	for _, o := range s.Settlements {
		if o.Owner == st.Owner && o.Kind == st.Kind {
			same++
		}
	}
	name := kindOn{kind: st.Kind}
	if same > 1 {
		t := s.Board().Spaces[st.Spaces[0]].Tile
		if pt := s.Tiles[t]; pt.Tile < 0 && pt.Seat == st.Owner {
			name.before = "home"
		} else {
			name.after = "in " + places.Region(s.Tiles, t, board.OwnerMention)
		}
	}
	return name
}

// lastRound: a player has completed the final Objective.
func (n narrator) lastRound() []string {
	var out []string
	for _, e := range n.of(cc.EventLastRound) {
		out = append(out, fmt.Sprintf("%s completed %d Objectives: %s turn ends at once and the last round begins — every other player has one more turn.",
			board.SubjectMention(e.Seat, "has", "have"), n.s.ObjectivesToWin(), board.TheirMention(e.Seat)))
	}
	return out
}

// end: the game is over, with the winners and their points.
func (n narrator) end() []string {
	if len(n.of(cc.EventOver)) == 0 {
		return nil
	}
	r := n.s.Result()
	var names []string
	for _, w := range r.Winners() {
		names = append(names, board.ObjectMention(w))
	}
	if len(names) == 0 {
		return []string{"The game is over."}
	}
	winners := board.JoinAnd(names) + " share the win"
	if len(names) == 1 {
		winners = board.SubjectMention(r.Winners()[0], "wins", "win")
	}
	pts := r.Scores[r.Winners()[0]]
	return []string{fmt.Sprintf("The game is over: %s with %d %s.", winners, pts, board.Plural(pts, "point", "points"))}
}

// nextTurn: the first turn after setup, a new turn with the cards its
// player draws, and what they collect once their step 4 opens.
func (n narrator) nextTurn() []string {
	var out []string
	for _, e := range n.events {
		switch e.Kind {
		case cc.EventTurn:
			if e.First {
				out = append(out, fmt.Sprintf("Everyone rolls the attack dice: %s first.", board.SubjectMention(e.Seat, "plays", "play")))
			}
			line := fmt.Sprintf("%s turn (round %d)", board.OwnerMention(e.Seat), e.Round)
			for _, d := range n.of(cc.EventDrew) {
				if d.Seat == e.Seat && (d.Objectives > 0 || d.Actions > 0) {
					line += fmt.Sprintf(": %s %d Objective and %d Action %s", board.SubjectMention(e.Seat, "draws", "draw"), d.Objectives, d.Actions, board.Plural(d.Actions, "card", "cards"))
				}
			}
			out = append(out, line+".")
			if e.Siege {
				out = append(out, fmt.Sprintf("Siege Rule: %s first craft soldiers with %s goods and deploy them at once.", board.SubjectMention(e.Seat, "may", "may"), board.TheirMention(e.Seat)))
			}
		case cc.EventCollected:
			var got []string
			for g, d := range e.Goods {
				if d > 0 {
					got = append(got, fmt.Sprintf("%d %s", d, cc.Good(g).Plural(d)))
				}
			}
			if len(got) == 0 {
				out = append(out, fmt.Sprintf("%s nothing this turn.", board.SubjectMention(e.Seat, "collects", "collect")))
			} else {
				out = append(out, fmt.Sprintf("%s %s from %s Settlements.", board.SubjectMention(e.Seat, "collects", "collect"), board.JoinAnd(got), board.TheirMention(e.Seat)))
			}
		}
	}
	return out
}
