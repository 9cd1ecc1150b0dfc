package save

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"testing"

	"tabula/engines"
	"tabula/engines/catalog"
	"tabula/engines/rng"
)

// TestRulesVersion2Unchanged: a game played under rules version 2 replays
// exactly as it did before version 3 existed. Each row of
// testdata/rules2-digests.json is a seeded random game of 3 players played
// to the end under version 2 and the digest of its final encoding, pinned at
// commit 404948f, when every game still played as version 2 (that commit
// only added the version to the state); Craft & Conquer's was pinned again
// when Deeds.Bought and Sold were added to its state, which bots alone
// read: the same game, a longer encoding. The same choices under version 3
// lead elsewhere, so each game meets at least one of version 3's changes.
// A game added later has no row: it never played under version 2.
func TestRulesVersion2Unchanged(t *testing.T) {
	var tests []struct {
		Game   string `json:"game"`
		Seed   uint64 `json:"seed"`
		Digest string `json:"digest"`
	}
	if err := readJSON("testdata/rules2-digests.json", &tests); err != nil || len(tests) == 0 {
		t.Fatalf("the pinned digests: %v", err)
	}
	for _, tc := range tests {
		t.Run(fmt.Sprint(tc.Game, " seed ", tc.Seed), func(t *testing.T) {
			g, ok := catalog.Lookup(tc.Game)
			if !ok {
				t.Fatalf("no game %q", tc.Game)
			}
			v2 := playRandom(t, g, 2, tc.Seed, nil)
			if got := digest(t, v2.end); got != tc.Digest {
				t.Errorf("under rules version 2 the game ends as %s, it ended as %s", got, tc.Digest)
			}
			if v3 := playRandom(t, g, 3, tc.Seed, v2.log); v3.trace == v2.trace {
				t.Error("the game plays the same under rules version 3: it tests none of its changes")
			}
		})
	}
}

// played is a game played by playRandom.
type played struct {
	log   []int         // the choices, indices into Legal
	end   engines.State // the final state
	trace string        // a hash of every Legal list and the final scores
}

// playRandom plays a game of g for 3 players under rules version rules from
// seed: the choices given (indices into Legal), or random ones when choices
// is nil, up to the end or to a choice that does not fit.
func playRandom(t *testing.T, g engines.Game, rules int, seed uint64, choices []int) played {
	t.Helper()
	st, err := g.New(engines.Config{Players: 3, Seed: seed, Rules: rules})
	if err != nil {
		t.Fatal(err)
	}
	r := rng.New(seed)
	h := sha256.New()
	var p played
	for step := 0; !st.Over(); step++ {
		legal := st.Legal()
		fmt.Fprint(h, legal)
		i := r.Intn(len(legal))
		if choices != nil {
			if step >= len(choices) || choices[step] >= len(legal) {
				break
			}
			i = choices[step]
		}
		if err := st.Apply(legal[i]); err != nil {
			t.Fatal(err)
		}
		p.log = append(p.log, i)
	}
	fmt.Fprint(h, st.Result().Scores)
	p.end, p.trace = st, hex.EncodeToString(h.Sum(nil))
	return p
}

// digest is a short hash of st's encoding.
func digest(t *testing.T, st engines.State) string {
	t.Helper()
	b, err := st.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:12])
}
