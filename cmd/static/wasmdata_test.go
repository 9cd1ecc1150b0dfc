package main

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// module is a wasm module of the given sections, each an id and a payload.
func module(sections ...[]byte) []byte {
	b := append([]byte(nil), wasmHeader...)
	for _, s := range sections {
		b = append(b, s[0])
		b = appendULEB(b, uint64(len(s)-1))
		b = append(b, s[1:]...)
	}
	return b
}

// section is a section's id followed by its payload.
func section(id byte, payload []byte) []byte { return append([]byte{id}, payload...) }

// sections lists a module's sections but its data section, and reads
// that: what its segments write into a zeroed memory, from the lowest
// address they write, and the segments' count.
func sections(t *testing.T, b []byte) (other [][]byte, mem []byte, from uint32, segments int) {
	t.Helper()
	r := wasmReader{b: b, at: len(wasmHeader)}
	var segs []dataSegment
	for r.at < len(b) {
		id := r.byte()
		payload := r.take(int(r.uleb()))
		if id != wasmDataSection {
			other = append(other, section(id, payload))
			continue
		}
		var err error
		if segs, err = readDataSection(payload); err != nil {
			t.Fatal(err)
		}
	}
	if r.err != nil {
		t.Fatal(r.err)
	}
	from = ^uint32(0)
	for _, s := range segs {
		from = min(from, s.at)
	}
	for _, s := range segs {
		if end := int(s.at-from) + len(s.bytes); end > len(mem) {
			mem = append(mem, make([]byte, end-len(mem))...)
		}
		copy(mem[s.at-from:], s.bytes)
	}
	return other, mem, from, len(segs)
}

// samePacked reports how in and its packing out differ, if they do: in
// what their data writes into memory, or in their other sections.
func samePacked(t *testing.T, in, out []byte) string {
	t.Helper()
	inOther, inMem, inFrom, _ := sections(t, in)
	outOther, outMem, outFrom, _ := sections(t, out)
	switch {
	case !bytes.Equal(inMem, outMem) || (len(inMem) > 0 && inFrom != outFrom):
		return "the packed module writes other bytes into memory"
	case !slices.EqualFunc(inOther, outOther, bytes.Equal):
		return "the other sections changed"
	}
	return ""
}

func TestPackData(t *testing.T) {
	code := section(10, []byte{1, 2, 0, 0x0b})
	seg := func(at uint32, s string) dataSegment { return dataSegment{at: at, bytes: []byte(s)} }
	for _, tc := range []struct {
		name     string
		segs     []dataSegment
		segments int // after packing
	}{
		{"joined over a gap", []dataSegment{seg(16, "ab"), seg(40, "cd"), seg(42, "ef")}, 1},
		{"sorted first", []dataSegment{seg(4000, "late"), seg(8, "early"), seg(100, "middle")}, 1},
		{"far apart stay apart", []dataSegment{seg(0, "low"), seg(maxDataGap+3, "just joined"), seg(2*maxDataGap+200, "apart")}, 2},
		{"an address with its sign bit set", []dataSegment{seg(1<<31+5, "high"), seg(1<<31+9, "er")}, 1},
		{"no data", nil, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := module(section(1, []byte{0}), code, section(wasmDataSection, dataSection(tc.segs)), section(0, []byte("\x04name\x00")))
			out, err := packData(in)
			if err != nil {
				t.Fatal(err)
			}
			if diff := samePacked(t, in, out); diff != "" {
				t.Error(diff)
			}
			if _, _, _, segments := sections(t, out); segments != tc.segments {
				t.Errorf("%d segments, want %d", segments, tc.segments)
			}
		})
	}
}

// TestPackDataKeepsMemory packs random layouts of segments: the memory
// they write is the same.
func TestPackDataKeepsMemory(t *testing.T) {
	rng := rand.New(rand.NewPCG(60, 1))
	for range 200 {
		var segs []dataSegment
		at := uint32(rng.IntN(1000))
		for range rng.IntN(40) {
			b := make([]byte, 1+rng.IntN(30))
			for i := range b {
				b[i] = byte(rng.IntN(4)) // zeros among them
			}
			segs = append(segs, dataSegment{at: at, bytes: b})
			at += uint32(len(b) + rng.IntN(3)*rng.IntN(maxDataGap))
		}
		rng.Shuffle(len(segs), func(i, j int) { segs[i], segs[j] = segs[j], segs[i] })
		in := module(section(wasmDataSection, dataSection(segs)))
		out, err := packData(in)
		if err != nil {
			t.Fatal(err)
		}
		if diff := samePacked(t, in, out); diff != "" {
			t.Fatal(diff)
		}
		_, _, _, n := sections(t, in)
		if _, _, _, m := sections(t, out); m > n || (n > 0 && m == 0) {
			t.Fatalf("%d segments packed into %d", n, m)
		}
	}
}

func TestPackDataRefuses(t *testing.T) {
	data := func(payload ...byte) []byte { return module(section(wasmDataSection, payload)) }
	for _, tc := range []struct {
		name, err string
		wasm      []byte
	}{
		{"not wasm", "not a wasm module", []byte("\x00asm\x02\x00\x00\x00")},
		{"a section cut short", "truncated", module(section(10, []byte{1, 2}))[:11]},
		{"overlapping segments", "overlap", module(section(wasmDataSection, dataSection([]dataSegment{{at: 10, bytes: []byte("abcd")}, {at: 12, bytes: []byte("x")}})))},
		{"a passive segment", "not an active segment", data(1, 1, 3, 'a', 'b', 'c')},
		{"another memory's segment", "not an active segment", data(1, 2, 1, wasmI32Const, 0, wasmEnd, 1, 'a')},
		{"an address that is not a constant", "not an i32.const", data(1, 0, 0x23, 0, wasmEnd, 1, 'a')},
		{"an address expression too long", "not a constant", data(1, 0, wasmI32Const, 0, 0x6a, wasmEnd, 1, 'a')},
		{"a segment past 4 GiB", "past 4 GiB", data(1, 0, wasmI32Const, 0x7f, wasmEnd, 2, 'a', 'b')},
		{"more segments than bytes", "segments in", data(0x80, 0x01, 0)},
		{"bytes after the segments", "after the last segment", data(0, 7)},
		{"a number too long", "longer than 32 bits", data(0xff, 0xff, 0xff, 0xff, 0xff, 0x01)},
		{"an address past 32 bits", "longer than 32 bits", data(1, 0, wasmI32Const, 0x80, 0x80, 0x80, 0x80, 0x08, wasmEnd, 1, 'a')},
		{"a data count section", "data count", module(section(wasmDataCountSection, []byte{1}))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := packData(tc.wasm)
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Fatalf("got %v, want an error with %q", err, tc.err)
			}
		})
	}
}
