package boardtest

import (
	"strconv"
	"strings"
)

// Element is one element of HTML drawn by UIHTML or HTML: its tag, its
// attributes and the element it is in (nil at the top).
type Element struct {
	Tag    string
	Attrs  map[string]string
	Parent *Element
}

// Class reports whether e has the class c.
func (e *Element) Class(c string) bool {
	for _, have := range strings.Fields(e.Attrs["class"]) {
		if have == c {
			return true
		}
	}
	return false
}

// Up returns e or the nearest element it is in that has the class c, or
// nil.
func (e *Element) Up(c string) *Element {
	for ; e != nil; e = e.Parent {
		if e.Class(c) {
			return e
		}
	}
	return nil
}

// Elements parses the HTML htm as go-app's HTMLString writes it (every
// element closed, attribute values quoted, a raw drawing's elements
// self-closed) and returns its elements in document order.
func Elements(htm string) []*Element {
	var all []*Element
	var open *Element
	for i := 0; i < len(htm); {
		lt := strings.IndexByte(htm[i:], '<')
		if lt < 0 {
			break
		}
		i += lt + 1
		switch {
		case strings.HasPrefix(htm[i:], "/"):
			if open != nil {
				open = open.Parent
			}
			i += strings.IndexByte(htm[i:], '>') + 1
			continue
		case strings.HasPrefix(htm[i:], "!"):
			i += strings.IndexByte(htm[i:], '>') + 1
			continue
		}
		e := &Element{Attrs: map[string]string{}, Parent: open}
		j := i
		for j < len(htm) && !strings.ContainsRune(" \n\t/>", rune(htm[j])) {
			j++
		}
		e.Tag, i = htm[i:j], j
		closed := false
		for i < len(htm) {
			for i < len(htm) && strings.ContainsRune(" \n\t", rune(htm[i])) {
				i++
			}
			if htm[i] == '>' {
				i++
				break
			}
			if strings.HasPrefix(htm[i:], "/>") {
				i, closed = i+2, true
				break
			}
			j := i
			for j < len(htm) && !strings.ContainsRune("= \n\t/>", rune(htm[j])) {
				j++
			}
			name := htm[i:j]
			i = j
			if i < len(htm) && htm[i] == '=' {
				i++
				v, n := quoted(htm[i:])
				e.Attrs[name], i = v, i+n
			} else {
				e.Attrs[name] = ""
			}
		}
		all = append(all, e)
		if !closed {
			open = e
		}
	}
	return all
}

// quoted reads the attribute value at the start of s, quoted with " (Go
// escapes inside, as go-app writes some values) or bare, and returns it
// and its length in s.
func quoted(s string) (string, int) {
	if s == "" || s[0] != '"' {
		n := strings.IndexAny(s, " \n\t>")
		if n < 0 {
			n = len(s)
		}
		return s[:n], n
	}
	for n := 1; n < len(s); n++ {
		switch s[n] {
		case '\\':
			n++
		case '"':
			if v, err := strconv.Unquote(s[:n+1]); err == nil {
				return v, n + 1
			}
			return s[1:n], n + 1
		}
	}
	return s[1:], len(s)
}
