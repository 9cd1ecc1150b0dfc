package playtest

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	"tabula/engines"
	cc "tabula/engines/craftconquer"
)

// NewState starts a Craft & Conquer game.
func NewState(t *testing.T, players int, seed uint64, variants ...string) *cc.State {
	t.Helper()
	return boardtest.NewState[*cc.State](t, cc.Game{}, engines.Config{Players: players, Seed: seed, Variants: variants})
}

// Eager picks a move as an eager player would, so that games reach
// fights, reactions, captures and claims quickly: claim whatever can be
// claimed, play a card whenever a reaction window allows one, attack when
// possible, and otherwise act at random, ending a step only now and then.
func Eager(s *cc.State, r *rand.Rand) engines.Action {
	legal := s.Legal()
	var claims, cards, attacks, moves, others []engines.Action
	for _, a := range legal {
		switch {
		case a.Kind == cc.KindClaim || a.Kind == cc.KindDeclare:
			claims = append(claims, a)
		case a.Kind == cc.KindCard && s.Phase == cc.PhaseReact:
			cards = append(cards, a)
		case a.Kind == cc.KindAttack || a.Kind == cc.KindDoubleAttack || a.Kind == cc.KindCounter:
			attacks = append(attacks, a)
		case a.Kind == cc.KindMoveTo || a.Kind == cc.KindMove:
			moves = append(moves, a)
		case a.Kind != cc.KindDone:
			others = append(others, a)
		}
	}
	pickFrom := func(xs []engines.Action) engines.Action { return xs[r.IntN(len(xs))] }
	switch {
	case len(claims) > 0:
		return pickFrom(claims)
	case len(cards) > 0 && r.IntN(4) > 0:
		return pickFrom(cards)
	case len(attacks) > 0 && r.IntN(3) > 0:
		return pickFrom(attacks)
	case len(moves) > 0 && r.IntN(3) > 0:
		return pickFrom(moves)
	case len(others) > 0 && r.IntN(3) > 0:
		return pickFrom(others)
	}
	return pickFrom(legal)
}

// CheckNamed checks a narration line as the table writes it, the first
// seat named You: every mention named, no Faction named (the table names
// the seats), and the person spoken to in the second person.
func CheckNamed(t *testing.T, line string) {
	t.Helper()
	names := []string{"\u2068You\u2069", "\u2068Bo\u2069", "\u2068Cy\u2069", "\u2068Di\u2069"}
	got := board.NameMentions(line, func(seat int) string { return names[seat] })
	if strings.ContainsAny(got, "{}") {
		t.Fatalf("a mention is left in %q (from %q)", got, line)
	}
	for _, f := range cc.Factions {
		if strings.Contains(got, f.Name) {
			t.Fatalf("a line names the %s: %q", f.Name, got)
		}
	}
	if m := thirdPersonYou.FindString(got); m != "" {
		t.Fatalf("a line says %q: %q", m, got)
	}
}

// thirdPersonYou matches the person named in the third person: "You's",
// "You plays", "You has".
var thirdPersonYou = regexp.MustCompile(`(?i)\byou\x{2069}?('s|s'| [a-z]+s\b| has\b| is\b)`)

// Has reports whether the rendered html contains text, as text or as an
// attribute value (go-app's HTMLString writes a quote in an attribute as
// \").
func Has(htm, text string) bool {
	return boardtest.Has(htm, text) || strings.Contains(htm, strings.ReplaceAll(text, `"`, `\"`))
}
