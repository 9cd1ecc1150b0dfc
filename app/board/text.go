package board

import (
	"fmt"
	"strconv"
	"strings"
)

// SeatName names a seat of the board, for labels. The name is wrapped in
// Unicode's first-strong isolate (U+2068 … U+2069), so that a name written
// right to left never reorders the text around it, wherever the board puts
// it (a label, a title, a sentence).
func (p Props) SeatName(seat int) string {
	if seat >= 0 && seat < len(p.Seats) && p.Seats[seat].Name != "" {
		return "\u2068" + p.Seats[seat].Name + "\u2069"
	}
	return fmt.Sprintf("Player %d", seat+1)
}

// SeatClass is the CSS class giving a seat's colour (--seat).
func (p Props) SeatClass(seat int) string {
	if seat >= 0 && seat < len(p.Seats) {
		return fmt.Sprintf("seat-c%d", p.Seats[seat].Colour)
	}
	return "seat-c5"
}

// Slug is a name as a CSS class suffix: "Hobgoblins" → "hobgoblins".
func Slug(name string) string { return strings.ToLower(name) }

// LegalKinds counts the legal choices of each action kind.
func LegalKinds(legal []Choice) map[uint8]int {
	kinds := map[uint8]int{}
	for _, c := range legal {
		kinds[c.Action.Kind]++
	}
	return kinds
}

// JoinOr writes "a", "a or b", "a, b or c".
func JoinOr(parts []string) string {
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}

// Plural picks the singular or plural form for n.
func Plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// JoinAnd writes "a", "a and b", "a, b and c".
func JoinAnd(parts []string) string {
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// Ordinal writes a rank as "1st", "2nd", "3rd", "4th" ….
func Ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(n) + suffix
}

// Initial is the first letter of a name, for small tokens.
func Initial(name string) string {
	for _, r := range name {
		return strings.ToUpper(string(r))
	}
	return "?"
}
