package craftconquer

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"testing"

	"tabula/engines"
	"tabula/engines/contract"
	"tabula/engines/rng"
)

// TestPlayoutDigests pins seeded random games to digests of everything a
// player, a bot or a save can observe: every Legal list in order, the choice,
// and at intervals the heuristic, the running Result, views and
// determinizations; at the end the full msgp state and the Result. An
// optimisation of the engine must leave every digest unchanged: games in
// progress, saved logs and bot matches all rely on the same seed and actions
// giving the same game. A deliberate rules change updates the digests, and
// so does a field added to the state (issue 44's Deeds.Bought and Sold,
// which only bots read: the same games, a longer msgp state).
func TestPlayoutDigests(t *testing.T) {
	tests := []struct {
		players  int
		seed     uint64
		variants []string
		want     string
	}{
		{2, 1, nil, "3cce97231ef9e23599918ee5"},
		{2, 2, nil, "3e4f141cd40f26832c099b72"},
		{3, 1, nil, "aee07763215c78bf66e16bb0"},
		{3, 2, nil, "3bb47832aa5972ebbb9cc798"},
		{4, 1, nil, "84ebdedd6cfd2f1b1641a731"},
		{4, 2, nil, "12ad443a192d2bba2a105f0f"},
		{2, 3, []string{VariantRandom, VariantRivers, VariantChoose}, "81b21e54847e0d263a68697a"},
		{3, 3, []string{VariantAlternative, VariantLength90}, "5e2182601ea02cd249348bd8"},
		{4, 3, []string{VariantRandom, VariantChoose}, "e2e04d10fd121fde2ef805ac"},
	}
	for _, tt := range tests {
		name := fmt.Sprintf("%dp-seed%d-%v", tt.players, tt.seed, tt.variants)
		t.Run(name, func(t *testing.T) {
			if got := playoutDigest(t, tt.players, tt.seed, tt.variants); got != tt.want {
				t.Errorf("digest %s, want %s", got, tt.want)
			}
		})
	}
}

// playoutDigest plays a random game as contract.RandomPlayout chooses, but
// carries on from a clone every 37 actions so that clones are covered too,
// and returns the digest of what it observed.
func playoutDigest(t *testing.T, players int, seed uint64, variants []string) string {
	t.Helper()
	st, err := Game{}.New(engines.Config{Players: players, Seed: seed, Variants: variants})
	if err != nil {
		t.Fatal(err)
	}
	h := sha256.New()
	put := func(vs ...int) {
		for _, v := range vs {
			h.Write(binary.LittleEndian.AppendUint64(nil, uint64(v)))
		}
	}
	putMsg := func(s engines.State) {
		b, err := s.MarshalMsg(nil)
		if err != nil {
			t.Fatal(err)
		}
		put(len(b))
		h.Write(b)
	}
	putResult := func(r engines.Result) {
		for seat := range r.Scores {
			put(r.Points[seat]...)
			put(r.Scores[seat], r.TieBreak[seat])
		}
		put(r.Rank...)
	}
	r := rng.New(seed ^ contract.ChoiceSalt)
	bots := rng.New(seed)
	for n := 0; !st.Over(); n++ {
		if n > 30000 {
			t.Fatal("game too long")
		}
		legal := st.Legal()
		put(st.ToMove(), len(legal))
		for _, a := range legal {
			put(int(a.Kind), int(a.A), int(a.B), int(a.C), int(a.D))
		}
		i := r.Intn(len(legal))
		put(i)
		if n%29 == 0 {
			for seat := range players {
				// Rounded: an architecture that fuses multiply-adds may
				// differ in the last bits.
				put(int(math.Round(st.(engines.Heuristic).Evaluate(seat) * 1e6)))
			}
			putResult(st.Result())
			seat := n / 29 % players
			putMsg(st.View(seat))
			putMsg(st.Determinize(seat, &bots))
		}
		if n%37 == 0 {
			st = st.Clone()
		}
		if err := st.Apply(legal[i]); err != nil {
			t.Fatalf("action %d: %v", n, err)
		}
	}
	putMsg(st)
	putResult(st.Result())
	return hex.EncodeToString(h.Sum(nil)[:12])
}
