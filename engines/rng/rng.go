// Package rng is a small deterministic random number generator whose whole
// state is one exported value, so it can live inside a game state and be
// cloned and serialized with it.
//
// The generator is SplitMix64: one 64-bit word of state, a fixed increment
// and a finalising mix. It is fast, passes common statistical batteries and,
// above all, is trivially reproducible on every platform Go targets.
package rng

import "math/bits"

//go:generate go tool msgp -tests=false

// RNG is a SplitMix64 generator. The zero value is a valid generator
// (seeded with 0). Copying an RNG copies its state.
type RNG struct {
	S uint64 `msg:"s"`
}

// New returns a generator seeded with seed.
func New(seed uint64) RNG { return RNG{S: seed} }

// Uint64 returns the next pseudo-random 64-bit value.
func (r *RNG) Uint64() uint64 {
	r.S += 0x9e3779b97f4a7c15
	z := r.S
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn returns a value in [0, n). It returns 0 when n <= 0 rather than
// panicking, because engines must never panic on any input.
func (r *RNG) Intn(n int) int {
	if n <= 0 {
		return 0
	}
	// Lemire's multiply-shift with rejection keeps the result unbiased.
	bound := uint64(n)
	for {
		x := r.Uint64()
		hi, lo := bits.Mul64(x, bound)
		if lo >= bound || lo >= (-bound)%bound {
			return int(hi)
		}
	}
}

// Shuffle permutes n elements with the Fisher–Yates algorithm, calling swap
// to exchange elements i and j.
func (r *RNG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.Intn(i+1))
	}
}

// Split returns a new generator derived from this one, advancing this one.
// Use it to give a sub-task (a determinization, a bot) its own stream.
func (r *RNG) Split() RNG { return RNG{S: r.Uint64()} }
