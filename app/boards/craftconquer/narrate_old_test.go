package craftconquer

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/engines"
	cc "tabula/engines/craftconquer"
)

// oldNarrate is the narration before events, kept to compare; it says in plain words what a move set off beyond itself (the
// table logs the move's own description): a card played in reaction, the
// Movement die, the combat dice and who won, soldiers lost and the
// Craftpoints won for them, Peasants and Settlements captured, sieges,
// Objectives completed or forfeit, Peasants placed at the end of a turn,
// the next turn with what its player draws and collects, the last round
// and the end of the game. Players are named by mentions (board.Mention),
// which the table writes as it names the seats ("you", "Beatrix").
func oldNarrate(before, after engines.State, a engines.Action, _ []engines.Event) []string {
	b, ok1 := before.(*cc.State)
	s, ok2 := after.(*cc.State)
	if !ok1 || !ok2 || len(b.Seats) != len(s.Seats) {
		return nil
	}
	n := oldNarrator{b: b, s: s, a: a}
	var out []string
	for _, part := range []func() []string{
		n.reaction, n.movement, n.dice, n.losses, n.occupations, n.sieges,
		n.objectives, n.peasants, n.lastRound, n.end, n.nextTurn,
	} {
		out = append(out, part()...)
	}
	return out
}

// oldNarrator compares the positions before and after one move.
type oldNarrator struct {
	b, s *cc.State
	a    engines.Action
}

// place names space x as it was before the move.
func (n oldNarrator) place(x int) string {
	names := cqNames(n.b, board.OwnerMention)
	if x < 0 || x >= len(names) {
		return "the map"
	}
	return names[x]
}

// settlement names Settlement i of st: "Beatrix's Farm", with its tile
// when its owner has more than one of its kind.
func (n oldNarrator) settlement(st *cc.State, i int) string {
	if i < 0 || i >= len(st.Settlements) {
		return "a Settlement"
	}
	if l := cqSettlementLabels(st, board.OwnerMention); l[i] != "" {
		return l[i]
	}
	x := st.Settlements[i]
	return board.OwnerMention(int(x.Owner)) + " " + x.Kind.String()
}

// reaction: a card played in a window opened by another move (a roll, an
// attack declared, the dice rolled).
func (n oldNarrator) reaction() []string {
	if n.a.Kind != cc.KindCard || n.b.Phase != cc.PhaseReact {
		return nil
	}
	k := cc.CardKind(n.a.A)
	line := fmt.Sprintf("Reaction card: %s %s", board.SubjectMention(n.b.Asked, "plays", "play"), k)
	if e := cqReactionEffects[k]; e != "" {
		line += " — " + e
	}
	return []string{line + "."}
}

// movement: the Movement die rolled for a soldier, or Misdirection's roll.
func (n oldNarrator) movement() []string {
	from, allow, rolled, ok := n.s.Moving()
	if !ok || rolled == 0 {
		return nil
	}
	if _, _, r0, was := n.b.Moving(); was && r0 == rolled && n.b.Phase == n.s.Phase {
		return nil
	}
	so, _ := n.s.SoldierAt(from)
	return []string{fmt.Sprintf("The Movement die shows %d: %s %s may go up to %d %s.",
		rolled, board.OwnerMention(int(so.Owner)), so.Type, allow, board.Plural(allow, "space", "spaces"))}
}

// oldRollKey is what tells one roll of the dice from another.
type oldRollKey struct {
	round, attacking int8
	dice             [2]int8
	faces            [2][cc.NumFaces]int8
	halved           [2]bool
}

func oldKeyOf(f cc.Fight) oldRollKey {
	k := oldRollKey{round: f.Round, attacking: f.Attacking}
	for i, sd := range f.Sides {
		k.dice[i], k.faces[i], k.halved[i] = sd.Dice, sd.Faces, sd.Halved
	}
	return k
}

// dice: the combat dice rolled (or changed by a card), and the round's
// result once it is decided.
func (n oldNarrator) dice() []string {
	var out []string
	was, _ := cqShownFight(n.b)
	now, current := cqShownFight(n.s)
	if now.Sides[0].Dice+now.Sides[1].Dice == 0 {
		return nil
	}
	// A roll changes the dice shown, or (rarely, the same faces again)
	// brings dice to a table that had none in play.
	inPlay := n.b.Fight.Active && n.b.Fight.Sides[0].Dice+n.b.Fight.Sides[1].Dice > 0
	if oldKeyOf(was) != oldKeyOf(now) || !inPlay && (current || n.s.LastFight != n.b.LastFight) {
		var parts []string
		for k, sd := range now.Sides {
			role := board.SubjectMention(int(sd.Seat), "defends", "defend")
			if k == int(now.Attacking) {
				role = board.SubjectMention(int(sd.Seat), "attacks", "attack")
			}
			parts = append(parts, fmt.Sprintf("%s with %d %s: %s", role, sd.Dice, board.Plural(int(sd.Dice), "die", "dice"), cqFacesText(sd)))
		}
		out = append(out, "Dice: "+strings.Join(parts, "; ")+".")
	}
	if n.s.LastFight != n.b.LastFight {
		f := n.s.LastFight
		win := f.Winner()
		atk := int(f.Attacking)
		line := fmt.Sprintf("%s the round, %d against %d", board.SubjectMention(int(f.Sides[win].Seat), "wins", "win"), f.Sides[win].Total(), f.Sides[1-win].Total())
		switch {
		case win != atk && n.s.Phase == cc.PhaseCounter:
			line += ", and may counter-attack"
		case win != atk:
			line += ": the defender holds"
		case n.s.Phase == cc.PhaseCasualty:
			line += ": one of the two Warriors must fall"
		}
		out = append(out, line+".")
	}
	return out
}

// losses: soldiers defeated in a fight (not retired, not moved), and the
// Craftpoints their victors collect.
func (n oldNarrator) losses() []string {
	var out []string
	moved := -1
	if from, _, ok := cqMoveOf(n.b, n.a); ok {
		moved = from
	}
	for seat := range n.s.Seats {
		lost := n.s.Seats[seat].Lost - n.b.Seats[seat].Lost
		if lost <= 0 {
			continue
		}
		var gone []string
		for _, so := range n.b.Soldiers {
			if int(so.Owner) != seat || int(so.Space) == moved {
				continue
			}
			if now, ok := n.s.SoldierAt(int(so.Space)); ok && now.Owner == so.Owner {
				continue
			}
			gone = append(gone, fmt.Sprintf("%s %s on %s", board.TheirMention(seat), so.Type, n.place(int(so.Space))))
		}
		what := board.JoinAnd(gone)
		if len(gone) != lost {
			what = fmt.Sprintf("%d %s", lost, board.Plural(lost, "soldier", "soldiers"))
		}
		out = append(out, fmt.Sprintf("%s %s.", board.SubjectMention(seat, "loses", "lose"), what))
	}
	for seat := range n.s.Seats {
		if len(out) == 0 {
			break
		}
		if got := n.s.Seats[seat].In[cc.Craftpoint] - n.b.Seats[seat].In[cc.Craftpoint]; got > 0 && n.a.Kind != cc.KindBuy && !(n.a.Kind == cc.KindCard && cc.CardKind(n.a.A) == cc.Craftpoints) {
			out = append(out, fmt.Sprintf("%s %d %s for the victory.", board.SubjectMention(seat, "collects", "collect"), got, cc.Craftpoint.Plural(got)))
		}
	}
	return out
}

// occupations: Settlements occupied or freed, and Peasants captured.
func (n oldNarrator) occupations() []string {
	var out []string
	for i := range n.s.Settlements {
		if i >= len(n.b.Settlements) {
			continue
		}
		was, now := n.b.Occupier(i), n.s.Occupier(i)
		switch {
		case was < 0 && now >= 0:
			out = append(out, fmt.Sprintf("%s %s.", board.SubjectMention(now, "occupies", "occupy"), n.settlement(n.b, i)))
		case was >= 0 && now < 0:
			out = append(out, fmt.Sprintf("%s is free of %s again.", cqCapital(n.settlement(n.s, i)), board.ObjectMention(was)))
		}
	}
	for seat := range n.s.Seats {
		if got := n.s.Seats[seat].Captured - n.b.Seats[seat].Captured; got > 0 {
			var from []string
			for other := range n.s.Seats {
				if other != seat && n.s.Seats[other].Taken > n.b.Seats[other].Taken {
					from = append(from, board.OwnerMention(other))
				}
			}
			whose := board.JoinAnd(from) + " "
			if len(from) == 0 {
				whose = "an enemy "
			}
			out = append(out, fmt.Sprintf("%s %s%s: %d %s for the end of the game.", board.SubjectMention(seat, "captures", "capture"), whose,
				board.Plural(got, "Peasant", "Peasants"), got, board.Plural(got, "point", "points")))
		}
	}
	return out
}

// sieges: Settlements coming under siege, and sieges lifted.
func (n oldNarrator) sieges() []string {
	var out []string
	for i := range n.s.Settlements {
		if i >= len(n.b.Settlements) || n.b.Occupier(i) != n.s.Occupier(i) {
			continue
		}
		was, now := n.b.Besieged(i), n.s.Besieged(i)
		switch {
		case !was && now:
			out = append(out, fmt.Sprintf("%s is under siege.", cqCapital(n.settlement(n.s, i))))
		case was && !now:
			out = append(out, fmt.Sprintf("The siege of %s is lifted.", n.settlement(n.s, i)))
		}
	}
	return out
}

// objectives: Objectives completed (with the count towards the end) and
// declared Objectives forfeit.
func (n oldNarrator) objectives() []string {
	var out []string
	for seat := range n.s.Seats {
		was, now := n.b.Seats[seat], n.s.Seats[seat]
		if len(now.Done) > len(was.Done) {
			var names []string
			for _, id := range now.Done[len(was.Done):] {
				names = append(names, fmt.Sprintf("%q", cc.Objectives[id].Name))
			}
			out = append(out, fmt.Sprintf("%s %s: %d of %d Objectives.", board.SubjectMention(seat, "completes", "complete"), board.JoinAnd(names), len(now.Done), n.s.ObjectivesToWin()))
		}
		for _, d := range was.Declared {
			kept := false
			for _, e := range now.Declared {
				kept = kept || e.Card == d.Card
			}
			for _, id := range now.Done {
				kept = kept || id == d.Card
			}
			if !kept {
				out = append(out, fmt.Sprintf("%s declared Objective %q is forfeit.", board.OwnerMention(seat), cc.Objectives[d.Card].Name))
			}
		}
	}
	return out
}

// peasants: Peasants the rules put back on a player's Settlements at the
// end of the turn, without the player choosing.
func (n oldNarrator) peasants() []string {
	byOwner := map[int][]cqKindOn{}
	for i := range n.s.Settlements {
		if i >= len(n.b.Settlements) || n.b.Settlements[i].Peasant || !n.s.Settlements[i].Peasant {
			continue
		}
		if n.a.Kind == cc.KindPlacePeasant && int(n.a.A) == i {
			continue
		}
		owner := int(n.s.Settlements[i].Owner)
		byOwner[owner] = append(byOwner[owner], cqSettlementKindOn(n.s, i))
	}
	var out []string
	for seat := range n.s.Seats {
		if on := byOwner[seat]; len(on) > 0 {
			out = append(out, fmt.Sprintf("Peasants placed for %s on %s %s.", board.ObjectMention(seat), board.TheirMention(seat), cqCounted(on)))
		}
	}
	return out
}

// lastRound: a player has completed the final Objective.
func (n oldNarrator) lastRound() []string {
	if n.b.Finisher >= 0 || n.s.Finisher < 0 {
		return nil
	}
	return []string{fmt.Sprintf("%s completed %d Objectives: %s turn ends at once and the last round begins — every other player has one more turn.",
		board.SubjectMention(n.s.Finisher, "has", "have"), n.s.ObjectivesToWin(), board.TheirMention(n.s.Finisher))}
}

// end: the game is over, with the winners and their points.
func (n oldNarrator) end() []string {
	if n.b.Over() || !n.s.Over() {
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
func (n oldNarrator) nextTurn() []string {
	var out []string
	s, b := n.s, n.b
	cur := s.Current
	if s.Turn > b.Turn && !s.Over() {
		if b.Turn == 0 {
			out = append(out, fmt.Sprintf("Everyone rolls the attack dice: %s first.", board.SubjectMention(cur, "plays", "play")))
		}
		line := fmt.Sprintf("%s turn (round %d)", board.OwnerMention(cur), s.Round())
		objs := len(s.Seats[cur].Objectives) + len(s.Seats[cur].Done) - len(b.Seats[cur].Objectives) - len(b.Seats[cur].Done)
		acts := len(s.Seats[cur].Actions) - len(b.Seats[cur].Actions)
		if objs > 0 || acts > 0 {
			line += fmt.Sprintf(": %s %d Objective and %d Action %s", board.SubjectMention(cur, "draws", "draw"), max(objs, 0), max(acts, 0), board.Plural(max(acts, 0), "card", "cards"))
		}
		out = append(out, line+".")
		if s.Phase == cc.PhaseSiege {
			out = append(out, fmt.Sprintf("Siege Rule: %s first craft soldiers with %s goods and deploy them at once.", board.SubjectMention(cur, "may", "may"), board.TheirMention(cur)))
		}
	}
	opened := s.Phase == cc.PhaseMain && (s.Turn > b.Turn || b.Phase == cc.PhaseSiege || b.Phase == cc.PhaseDraw)
	if opened && !s.Over() {
		var got []string
		for g := range cc.Good(cc.NumGoods) {
			if d := s.Seats[cur].In[g] - b.Seats[cur].In[g]; d > 0 {
				got = append(got, fmt.Sprintf("%d %s", d, g.Plural(d)))
			}
		}
		if len(got) == 0 {
			out = append(out, fmt.Sprintf("%s nothing this turn.", board.SubjectMention(cur, "collects", "collect")))
		} else {
			out = append(out, fmt.Sprintf("%s %s from %s Settlements.", board.SubjectMention(cur, "collects", "collect"), board.JoinAnd(got), board.TheirMention(cur)))
		}
	}
	return out
}

// TestNarrateFromEventsAsBefore plays 40 random games and checks that the
// narration from the engine's events words every move exactly as the
// narration that compared the positions did.
func TestNarrateFromEventsAsBefore(t *testing.T) {
	lines, steps := 0, 0
	for game := range 40 {
		players := 2 + game%3
		length := cc.VariantLength30
		if players == 4 {
			length = cc.VariantLength60
		}
		s := newCraftState(t, players, uint64(500+game), length)
		r := rand.New(rand.NewPCG(uint64(game), 91))
		for step := 0; step < 6000 && !s.Over(); step++ {
			a := cqEager(s, r)
			b := s.Clone().(*cc.State)
			st, err := s.Step(a)
			if err != nil {
				t.Fatal(err)
			}
			steps++
			want := oldNarrate(b, s, a, nil)
			got := cqNarrate(b, s, a, st.Events)
			lines += len(want)
			if !slices.Equal(got, want) {
				t.Fatalf("game %d step %d %+v:\n got %q\nwant %q", game, step, a, got, want)
			}
		}
	}
	t.Logf("%d moves, %d lines alike", steps, lines)
}
