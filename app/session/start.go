package session

import (
	"crypto/rand"
	"encoding/binary"
	"time"

	"tabula/app/board"
	"tabula/engines"
)

// RandomSeed draws a seed for a game started without one.
func RandomSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails
	return binary.LittleEndian.Uint64(b[:])
}

// Begin tells the game's own part of the form (board.Setup; nil for
// none) that the new game ses has begun, so that it makes the first
// decisions the form chose (Crown of Emara's Buildings' start) and notes
// what it keeps. Every new game from a form starts through it: the setup
// screen's and the lesson's first game against Beginner.
func Begin(kv board.Storage, extra board.Setup, ses *Session, players int, variants []string) error {
	if extra == nil {
		return nil
	}
	play := func(a engines.Action) error { return ses.Play(a, time.Now().UnixMilli()) }
	return extra.Begin(kv, ses.ID, ses.State, players, variants, play)
}
