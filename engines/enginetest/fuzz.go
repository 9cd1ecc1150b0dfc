package enginetest

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"testing"

	"tabula/engines"
	"tabula/engines/contract"
	"tabula/engines/rng"
)

// Operations of a FuzzApply input, chosen by the low three bits of an
// operation byte; legal choices are the most common so that inputs reach
// deep into games.
const (
	opLegal   = iota // pick legal[uint16 % len]: 2 more bytes
	opMutate         // a legal action with one field shifted: 4 more bytes
	opRaw            // an arbitrary action: 9 more bytes
	opAdvance        // n random legal actions from the seed's generator: 1 more byte
	opCount   = 8    // opLegal takes every code from opAdvance+1 up
)

// FuzzApply fuzzes g's Apply with arbitrary action sequences from random
// states. An input sets up a game (player count, seed and variants from its
// first 10 bytes) and then runs operations: legal choices, legal actions
// with one field changed, arbitrary actions, and runs of random legal
// actions that carry the game to later states. It checks that nothing
// panics (the fuzzing engine reports any panic), that every action Legal
// lists applies, that every other action is rejected with an error wrapping
// engines.ErrIllegal and leaves the state's encoding unchanged, and that
// contract.CheckState (the contract and the engine's InvariantChecker) and
// contract.CheckResult hold after every applied action. Engines call it
// from their FuzzApply; `go test` runs the seed corpus, `go test -fuzz`
// explores.
func FuzzApply(f *testing.F, g engines.Game) {
	for _, seed := range fuzzSeeds() {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		if err := applyInput(g, in); err != nil {
			t.Fatal(err)
		}
	})
}

// fuzzSeeds is the seed corpus: a few setups, each with a mix of
// operations, some carrying the game to its end.
func fuzzSeeds() [][]byte {
	var seeds [][]byte
	for i, players := range []byte{0, 1, 2, 3} {
		in := []byte{players, byte(i), 0, 0, 0, 0, 0, 0, 0, byte(i)}
		in = append(in, opLegal, 0, 1, opMutate, 0, 0, 1, 1, opRaw, 1, 0, 0, 0, 0, 0, 0, 0, 0)
		in = append(in, opAdvance, 40, opMutate, 0, 3, 2, 0xff, opLegal+4, 0x12, 0x34)
		seeds = append(seeds, in)
		long := slices.Clone(in[:10])
		for range 200 {
			long = append(long, opAdvance, 255)
		}
		seeds = append(seeds, long)
	}
	return seeds
}

// fuzzInput reads a FuzzApply input; reading past its end gives zeros.
type fuzzInput struct{ b []byte }

func (in *fuzzInput) bytes(n int) []byte {
	out := make([]byte, n)
	in.b = in.b[copy(out, in.b):]
	return out
}

func (in *fuzzInput) byte() byte { return in.bytes(1)[0] }

// applyInput runs one FuzzApply input and returns the first broken check.
func applyInput(g engines.Game, raw []byte) (err error) {
	info := g.Info()
	in := &fuzzInput{b: raw}
	head := in.bytes(10)
	cfg := engines.Config{
		Players: info.MinPlayers + int(head[0])%(info.MaxPlayers-info.MinPlayers+1),
		Seed:    binary.LittleEndian.Uint64(head[1:9]),
	}
	for i, v := range info.Variants {
		if head[9]&(1<<i) != 0 {
			cfg.Variants = append(cfg.Variants, v.ID)
		}
	}
	st, err := g.New(cfg)
	if errors.Is(err, engines.ErrConfig) && len(cfg.Variants) > 0 {
		return nil // a variant this player count does not allow
	}
	if err != nil {
		return fmt.Errorf("New(%+v): %w", cfg, err)
	}
	r := rng.New(cfg.Seed ^ contract.ChoiceSalt)
	step := 0
	where := func() string { return fmt.Sprintf("%s %+v, action index %d", info.ID, cfg, step) }
	legal, err := contract.CheckState(st, cfg.Players)
	if err != nil {
		return fmt.Errorf("%s after setup: %w", where(), err)
	}
	apply := func(a engines.Action) error {
		if step >= info.MaxDecisions {
			return fmt.Errorf("%s: %w (%d)", where(), contract.ErrTooLong, info.MaxDecisions)
		}
		if !slices.Contains(legal, a) {
			before, err := st.MarshalMsg(nil)
			if err != nil {
				return fmt.Errorf("%s: MarshalMsg: %w", where(), err)
			}
			if err := st.Apply(a); !errors.Is(err, engines.ErrIllegal) {
				return fmt.Errorf("%s: Apply(%+v), not in Legal, returned %v, want an error wrapping engines.ErrIllegal", where(), a, err)
			}
			after, err := st.MarshalMsg(nil)
			if err != nil {
				return fmt.Errorf("%s: MarshalMsg: %w", where(), err)
			}
			if !bytes.Equal(before, after) {
				return fmt.Errorf("%s: rejected Apply(%+v) changed the state", where(), a)
			}
			return nil
		}
		if err := st.Apply(a); err != nil {
			return fmt.Errorf("%s: Apply(%+v), in Legal: %w", where(), a, err)
		}
		step++
		if legal, err = contract.CheckState(st, cfg.Players); err != nil {
			return fmt.Errorf("%s after %+v: %w", where(), a, err)
		}
		if err := contract.CheckResult(st.Result(), cfg.Players, st.Over()); err != nil {
			return fmt.Errorf("%s after %+v: %w", where(), a, err)
		}
		return nil
	}
	for len(in.b) > 0 {
		op := in.byte() % opCount
		if op > opAdvance {
			op = opLegal
		}
		var a engines.Action
		switch op {
		case opLegal, opMutate:
			if len(legal) == 0 {
				a = engines.Action{Kind: in.byte()}
				break
			}
			a = legal[int(binary.LittleEndian.Uint16(in.bytes(2)))%len(legal)]
			if op == opMutate {
				m := in.bytes(2)
				d := int16(int8(m[1]))
				switch m[0] % 5 {
				case 0:
					a.Kind += uint8(d)
				case 1:
					a.A += d
				case 2:
					a.B += d
				case 3:
					a.C += d
				default:
					a.D += d
				}
			}
		case opRaw:
			b := in.bytes(9)
			a = engines.Action{Kind: b[0],
				A: int16(binary.LittleEndian.Uint16(b[1:])), B: int16(binary.LittleEndian.Uint16(b[3:])),
				C: int16(binary.LittleEndian.Uint16(b[5:])), D: int16(binary.LittleEndian.Uint16(b[7:]))}
		case opAdvance:
			for n := int(in.byte()); n > 0 && len(legal) > 0; n-- {
				if err := apply(legal[r.Intn(len(legal))]); err != nil {
					return err
				}
			}
			continue
		}
		if err := apply(a); err != nil {
			return err
		}
	}
	return nil
}
