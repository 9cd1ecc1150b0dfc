package boards

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"tabula/app/board/boardtest"
	"tabula/engines"
)

// promptHeadMax is the longest instruction, in characters, that an upright
// phone of 360 px shows whole: the prompt's first sentence, in three lines
// of about 28 characters beside the table's menu (web/tabula.css; the
// browser test's thumbCheck measures it). Coin & Crown's Fortress action
// once asked "Another action (Fortress): buy a card, conquer a Land or
// upgrade a Land; or end your turn." (89) and was cut.
const promptHeadMax = 80

// TestEveryPromptsInstructionFitsAPhone plays random games of every game
// and, at every other position along them, checks the first sentence of
// the board's prompt for the person to move: the instruction a phone shows
// whole, the rest of the prompt on a tap.
func TestEveryPromptsInstructionFitsAPhone(t *testing.T) {
	for _, g := range All() {
		t.Run(g.ID(), func(t *testing.T) {
			seen := map[string]bool{}
			eachRandomGame(t, g, 200, func(st engines.State, r *rand.Rand, game string) {
				for step := 0; !st.Over() && step < 2000; step++ {
					p := boardtest.Props(g, st)
					if len(p.Legal) > 0 && step%2 == 0 {
						head := instruction(g.NewBoard().Render(p).Prompt)
						if n := utf8.RuneCountInString(head); n > promptHeadMax && !seen[head] {
							seen[head] = true
							t.Errorf("%s, move %d: an instruction of %d characters: %q", game, step, n, head)
						}
					}
					boardtest.PlayRandom(t, st, r, 1)
				}
			})
		})
	}
}

// instruction is a prompt's first sentence, as the table cuts it.
func instruction(prompt string) string {
	for i := 0; i+1 < len(prompt); i++ {
		if strings.ContainsRune(".?!", rune(prompt[i])) && prompt[i+1] == ' ' {
			return prompt[:i+1]
		}
	}
	return prompt
}
