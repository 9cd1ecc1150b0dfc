package coincrown

import (
	"tabula/app/board"
	cc "tabula/engines/coincrown"
)

// Why the rules refuse a target the player may try: a card too dear, a
// Land too strong, an upgrade that cannot be covered, an exchange the Mint
// will not make. The board asks only on the viewer's own turn between
// actions, when such a target would otherwise be a choice, and shows the
// engine's own reason (cc.State.Refusal), which gives the numbers the
// player needs to see it.

// refusing reports whether the board explains refused targets now: the
// viewer chooses, and no payment, conquest, upgrade or Church visit is
// under way.
func refusing(p board.Props, s *cc.State) bool {
	return len(p.Legal) > 0 && s.Current == p.Viewer && (s.Phase == cc.PhaseMain || s.Phase == cc.PhaseAfter)
}

// deciding reports whether the viewer is to make a decision now.
func deciding(p board.Props, s *cc.State) bool {
	return len(p.Legal) > 0 && p.Viewer == s.ToMove()
}

// refusal is why, for a place of the table that is no target now, while
// the viewer decides: why's reason when it gives one, else that the place
// is no choice now and what the decision is (the prompt); nil when the
// viewer does not decide.
func refusal(p board.Props, s *cc.State, why func() string) func() string {
	if !deciding(p, s) {
		return nil
	}
	return func() string {
		if why != nil {
			if r := why(); r != "" {
				return r
			}
		}
		return board.NotAChoice(prompt(p, s))
	}
}
