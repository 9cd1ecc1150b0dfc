package save

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"io"
	"strings"
)

// Share links put a whole saved game (without its cached state) in a URL
// fragment: "s=" + base64url(LinkFormat byte + deflate(Encode(save))).
// Fragments never reach a server and work offline.
const (
	// LinkPrefix starts the fragment of a share link.
	LinkPrefix = "s="
	// LinkFormat is the first byte of a decoded link: raw deflate of Encode.
	LinkFormat = 1
	// MaxLinkChars bounds the fragment text ParseLink reads.
	MaxLinkChars = 64 << 10
)

const (
	msgLinkTooNew = "This link was made by a newer version of Tabula. Reload the page or update the app to open it."
	msgTwoLinks   = "This address holds more than one link (it has more than one “#”), so none of them was opened. Open each link on its own."
)

// Link returns the share-link fragment for s, without the leading '#':
// "s=" followed by base64url text. The cached State is left out; s is not
// modified.
func Link(s *Save) (string, error) {
	if s == nil {
		return "", damaged("nil save")
	}
	c := *s
	c.State = nil
	raw, err := Encode(&c)
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	buf.WriteByte(LinkFormat)
	zw, err := flate.NewWriter(&buf, flate.BestCompression)
	if err != nil {
		return "", newError(ErrBadSave, msgDamaged, err, "starting compression")
	}
	if _, err := zw.Write(raw); err != nil {
		return "", newError(ErrBadSave, msgDamaged, err, "compressing")
	}
	if err := zw.Close(); err != nil {
		return "", newError(ErrBadSave, msgDamaged, err, "compressing")
	}
	return LinkPrefix + base64.RawURLEncoding.EncodeToString(buf.Bytes()), nil
}

// ParseLink decodes and fully validates a share-link fragment. It accepts
// the fragment with or without its leading '#', or a whole URL (everything
// up to its first '#' is ignored), and refuses a fragment holding another
// '#', which base64url never does. Input is bounded before and after
// inflating. Every error wraps ErrBadLink and carries a Message a player
// can read; a link from a newer format also wraps ErrTooNew. ParseLink does
// not replay the log: call Replay before offering the game to the player.
func ParseLink(fragment string) (*Save, error) {
	return ParseLinkWithin(fragment, MaxSaveBytes)
}

// ParseLinkWithin is ParseLink for a link that cannot inflate to more than
// maxBytes (at most MaxSaveBytes) of encoded save: a caller that knows the
// largest save a link could hold (LinkBound) refuses a longer one before
// decoding it.
func ParseLinkWithin(fragment string, maxBytes int) (*Save, error) {
	maxBytes = min(maxBytes, MaxSaveBytes)
	if len(fragment) > MaxLinkChars {
		return nil, badLink(nil, "%d characters, at most %d", len(fragment), MaxLinkChars)
	}
	f := strings.TrimSpace(fragment)
	if !strings.HasPrefix(f, LinkPrefix) {
		if i := strings.IndexByte(f, '#'); i >= 0 {
			f = f[i+1:]
		}
	}
	if n := strings.Count(f, "#"); n > 0 {
		// "/#s=A#s=B": the browser's fragment is everything after the first
		// '#'. Reading either link would open a game the player may not
		// have seen in the address.
		return nil, newError(ErrBadLink, msgTwoLinks, nil, "%d more '#' in the fragment", n)
	}
	text, ok := strings.CutPrefix(f, LinkPrefix)
	if !ok {
		return nil, badLink(nil, "fragment does not start with %q", LinkPrefix)
	}
	data, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(text, "="))
	if err != nil {
		return nil, badLink(err, "base64")
	}
	if len(data) == 0 {
		return nil, badLink(nil, "empty")
	}
	switch v := data[0]; {
	case v > LinkFormat:
		return nil, newError(ErrBadLink, msgLinkTooNew, ErrTooNew, "link format %d, this build reads up to %d", v, LinkFormat)
	case v != LinkFormat:
		return nil, badLink(nil, "unknown link format %d", v)
	}
	br := bytes.NewReader(data[1:])
	zr := flate.NewReader(br)
	raw, err := io.ReadAll(io.LimitReader(zr, int64(maxBytes)+1))
	if err != nil {
		return nil, badLink(err, "inflating")
	}
	if len(raw) > maxBytes {
		return nil, newError(ErrBadLink, msgTooLarge, nil, "inflates to more than %d bytes", maxBytes)
	}
	if br.Len() != 0 {
		return nil, badLink(nil, "%d bytes after the compressed data", br.Len())
	}
	s, err := Decode(raw)
	if err != nil {
		switch msg := Message(err); {
		case errors.Is(err, ErrTooNew):
			return nil, newError(ErrBadLink, msgLinkTooNew, err, "")
		case msg == msgDamaged || msg == msgNotSave:
			return nil, badLink(err, "")
		default: // a sentence that says what is wrong, such as a name too long
			return nil, newError(ErrBadLink, msg, err, "")
		}
	}
	if s.State != nil {
		return nil, badLink(nil, "link carries a cached state")
	}
	return s, nil
}

func badLink(cause error, format string, args ...any) *Error {
	return newError(ErrBadLink, msgBadLink, cause, format, args...)
}

// LinkBound is the most a link of s's game for any of its seats could be,
// in characters and in encoded bytes, with a log of at most maxLog actions
// (the game's engines.Info.MaxDecisions): s's setup and seats, the largest
// summary a save may carry, and every action at its largest encoding, with
// no compression at all. A longer link is not one of this game's.
func LinkBound(s *Save, maxLog int) (chars, bytes int, err error) {
	c := *s
	c.Log, c.State, c.Progress, c.Lesson = nil, nil, "", ""
	raw, err := Encode(&c)
	if err != nil {
		return 0, 0, err
	}
	const (
		summary  = 4*MaxProgressRunes + 2*MaxIDBytes + 48 // progress line, lesson, times, flags, headers
		perEntry = 5                                      // a log index below MaxLegalIndex, as msgp writes it
	)
	bytes = len(raw) + summary + perEntry*min(maxLog, MaxLog)
	deflated := 1 + bytes + 5*(bytes/65535+1) // the format byte; stored blocks, 5 bytes each
	chars = len(LinkPrefix) + (4*deflated+2)/3
	return min(chars, MaxLinkChars), min(bytes, MaxSaveBytes), nil
}
