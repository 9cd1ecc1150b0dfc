package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log"
	"reflect"
	"slices"
	"strings"
	"time"

	"tabula/engines"
	"tabula/engines/catalog"
	"tabula/engines/rng"
)

// snapshotPlayers and snapshotSeed set up the games whose states are
// encoded.
const (
	snapshotPlayers = 3
	snapshotSeed    = 1
	opTime          = 300 * time.Millisecond // per timed operation
)

// codecFigures compares msgp and encoding/json on one state.
type codecFigures struct {
	msgpBytes, jsonBytes int
	msgpEnc, jsonEnc     time.Duration
	msgpDec, jsonDec     time.Duration
	jsonFaithful         bool // decoding the JSON gives back the same state
}

// savesSection encodes a mid-game and an end-game state of every game with
// msgp (what saves cached before they only kept the log) and encoding/json.
func savesSection(_ options, m *machine) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, `## State snapshots: msgp against encoding/json

A save holds the action log, msgp-encoded; it no longer caches a msgp snapshot of the state
(`+"`State.MarshalMsg`"+`), since a game is always opened by replaying its log (why, with
figures: [bench/resume.md](bench/resume.md)). Here states are encoded with msgp and with
`+"`encoding/json`"+` (the state's own Go struct) and decoded again (msgp: `+"`Game.Decode`"+`; JSON:
`+"`json.Unmarshal`"+` into a new value of the state's type). The states come from a random %d-player
game with seed %d: mid-game is after half of its actions, end-game after the last. Times are per operation, in-process: the
median over batches of operations run for %s each
(`+"`go run ./cmd/benchtable -skip engines,links,web,server`"+`). The ratios are JSON ÷ msgp:
above 1 msgp is smaller or faster.

| Game | state | msgp size | JSON size | size ratio | msgp encode | JSON encode | ratio | msgp decode | JSON decode | ratio |
|---|---|---|---|---|---|---|---|---|---|---|
`, snapshotPlayers, snapshotSeed, opTime)
	var lossy []string
	for _, g := range catalog.All() {
		name := gameName(g.Info().ID)
		log.Printf("saves: %s, msgp and encoding/json in-process (load average %s)", name, m.loadAverage())
		mid, end, err := snapshotStates(g)
		if err != nil {
			return b.String(), err
		}
		for _, s := range []struct {
			label string
			st    engines.State
		}{{"mid-game", mid}, {"end-game", end}} {
			f, err := measureCodecs(g, s.st)
			if err != nil {
				return b.String(), fmt.Errorf("%s %s: %w", name, s.label, err)
			}
			if !f.jsonFaithful {
				lossy = append(lossy, name+" "+s.label)
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %.1f× | %s | %s | %.1f× | %s | %s | %.1f× |\n",
				name, s.label, kiB(f.msgpBytes), kiB(f.jsonBytes), float64(f.jsonBytes)/float64(f.msgpBytes),
				µs(f.msgpEnc), µs(f.jsonEnc), float64(f.jsonEnc)/float64(f.msgpEnc),
				µs(f.msgpDec), µs(f.jsonDec), float64(f.jsonDec)/float64(f.msgpDec))
		}
	}
	if len(lossy) == 0 {
		b.WriteString("\nEvery JSON round trip gave back the same state (its msgp bytes compared), so both encode the same data.\n")
	} else {
		fmt.Fprintf(&b, "\nThe JSON round trip lost data for %s (the state has fields encoding/json does not see), so JSON is not a usable save format for those as it stands.\n", strings.Join(lossy, ", "))
	}
	return b.String(), nil
}

// snapshotStates plays the snapshot game to its end and returns the state
// after half of its actions and the final state.
func snapshotStates(g engines.Game) (mid, end engines.State, err error) {
	info := g.Info()
	cfg := engines.Config{Players: min(max(snapshotPlayers, info.MinPlayers), info.MaxPlayers), Seed: snapshotSeed}
	st, err := g.New(cfg)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", info.ID, err)
	}
	r := rng.New(snapshotSeed)
	var log []engines.Action
	for !st.Over() && len(log) < info.MaxDecisions {
		legal := st.Legal()
		a := legal[r.Intn(len(legal))]
		if err := st.Apply(a); err != nil {
			return nil, nil, fmt.Errorf("%s: %w", info.ID, err)
		}
		log = append(log, a)
	}
	if mid, err = g.New(cfg); err != nil {
		return nil, nil, err
	}
	for _, a := range log[:len(log)/2] {
		if err := mid.Apply(a); err != nil {
			return nil, nil, fmt.Errorf("%s replaying: %w", info.ID, err)
		}
	}
	return mid, st, nil
}

// measureCodecs times both encodings of st and checks the JSON round trip.
func measureCodecs(g engines.Game, st engines.State) (codecFigures, error) {
	var f codecFigures
	mb, err := st.MarshalMsg(nil)
	if err != nil {
		return f, fmt.Errorf("msgp encoding: %w", err)
	}
	jb, err := json.Marshal(st)
	if err != nil {
		return f, fmt.Errorf("JSON encoding: %w", err)
	}
	f.msgpBytes, f.jsonBytes = len(mb), len(jb)
	typ := reflect.TypeOf(st).Elem()
	fromJSON := func() (any, error) {
		v := reflect.New(typ).Interface()
		return v, json.Unmarshal(jb, v)
	}
	back, err := fromJSON()
	if err != nil {
		return f, fmt.Errorf("JSON decoding: %w", err)
	}
	if s, ok := back.(engines.State); ok {
		again, err := s.MarshalMsg(nil)
		f.jsonFaithful = err == nil && bytes.Equal(again, mb)
	}
	var buf []byte
	var failed error
	f.msgpEnc = perOp(func() { buf, _ = st.MarshalMsg(buf[:0]) })
	f.jsonEnc = perOp(func() { _, _ = json.Marshal(st) })
	f.msgpDec = perOp(func() {
		if _, err := g.Decode(mb); err != nil {
			failed = err
		}
	})
	f.jsonDec = perOp(func() {
		if _, err := fromJSON(); err != nil {
			failed = err
		}
	})
	if failed != nil {
		return f, fmt.Errorf("decoding: %w", failed)
	}
	return f, nil
}

// perOp is the time of one op: the median over batches run for opTime (at
// least five), each batch long enough (5 ms) to time, so that a pause of
// the process on a busy machine spoils one batch and not the figure.
func perOp(op func()) time.Duration {
	batch := 1
	for ; batch < 1<<20; batch *= 2 {
		start := time.Now()
		for range batch {
			op()
		}
		if time.Since(start) >= 5*time.Millisecond {
			break
		}
	}
	var times []time.Duration
	for start := time.Now(); time.Since(start) < opTime || len(times) < 5; {
		t0 := time.Now()
		for range batch {
			op()
		}
		times = append(times, time.Since(t0)/time.Duration(batch))
	}
	slices.Sort(times)
	return times[len(times)/2]
}

func kiB(n int) string { return fmt.Sprintf("%.1f KiB", float64(n)/1024) }

func µs(d time.Duration) string { return fmt.Sprintf("%.1f µs", float64(d.Nanoseconds())/1e3) }

// gameName is the display name of a game ID.
func gameName(id string) string {
	if g, ok := catalog.Lookup(id); ok {
		return g.Info().Name
	}
	return id
}
