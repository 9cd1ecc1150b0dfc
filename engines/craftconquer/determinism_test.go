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
// giving the same game. A deliberate rules change is gated on a new rules
// version and adds digests under it; the digests of an older version stay,
// unless a field is added to the state (Deeds.Bought and Sold,
// which only bots read: the same games, a longer msgp state).
func TestPlayoutDigests(t *testing.T) {
	tests := []struct {
		rules    int
		players  int
		seed     uint64
		variants []string
		want     string
	}{
		{2, 2, 1, nil, "2f03df00fb0dbe6410e69702"},
		{2, 2, 2, nil, "b44191279d82b4bf26b5b4b2"},
		{2, 3, 1, nil, "d7aec54c8ea192e6a36e705a"},
		{2, 3, 2, nil, "b4a71710e3f1ae0b6e7856e0"},
		{2, 4, 1, nil, "770770e53e2a0d860fc31c82"},
		{2, 4, 2, nil, "4a209370c861ec51363a7d79"},
		{2, 2, 3, []string{VariantRandom, VariantRivers, VariantChoose}, "1bf7c45a434c21c8af1a0a88"},
		{2, 3, 3, []string{VariantAlternative, VariantLength90}, "6bd6382110175b3f715e7916"},
		{2, 4, 3, []string{VariantRandom, VariantChoose}, "b845df970457779ef6666724"},
	}
	for _, tt := range tests {
		name := fmt.Sprintf("rules%d-%dp-seed%d-%v", tt.rules, tt.players, tt.seed, tt.variants)
		t.Run(name, func(t *testing.T) {
			if got := playoutDigest(t, tt.rules, tt.players, tt.seed, tt.variants); got != tt.want {
				t.Errorf("digest %s, want %s", got, tt.want)
			}
		})
	}
}

// playoutDigest plays a random game as contract.RandomPlayout chooses, but
// carries on from a clone every 37 actions so that clones are covered too,
// and returns the digest of what it observed under rules version rules.
func playoutDigest(t *testing.T, rules, players int, seed uint64, variants []string) string {
	t.Helper()
	st, err := Game{}.New(engines.Config{Players: players, Seed: seed, Variants: variants, Rules: rules})
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
