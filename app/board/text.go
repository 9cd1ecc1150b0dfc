package board

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// SeatName names a seat of the board, for labels. A name with a letter
// written right to left is wrapped in Unicode's first-strong isolate
// (U+2068 … U+2069), so that it never reorders the text around it,
// wherever the board puts it (a label, a title, a sentence); any other
// name is left bare, as a screen reader's accessible names are best
// without characters that are not read.
func (p Props) SeatName(seat int) string {
	if seat >= 0 && seat < len(p.Seats) && p.Seats[seat].Name != "" {
		name := p.Seats[seat].Name
		if rightToLeft(name) {
			return "\u2068" + name + "\u2069"
		}
		return name
	}
	return fmt.Sprintf("Player %d", seat+1)
}

// rightToLeft reports whether s holds a character of Unicode's
// right-to-left blocks (Hebrew to the end of Arabic Extended, the Hebrew
// and Arabic presentation forms, and the right-to-left blocks of the
// supplementary planes): text that could reorder the words around it.
// save.CleanName has already taken out the direction controls.
func rightToLeft(s string) bool {
	for _, r := range s {
		switch {
		case r >= 0x0590 && r <= 0x08FF, r >= 0xFB1D && r <= 0xFDFF, r >= 0xFE70 && r <= 0xFEFF,
			r >= 0x10800 && r <= 0x10FFF, r >= 0x1E800 && r <= 0x1EFFF:
			return true
		}
	}
	return false
}

// You is the name setup gives the one person at a device in a game against
// computers: text speaks to that seat ("your Axe", "You take").
const You = "You"

// isYou reports whether name, bare or as SeatName writes it, is You.
func isYou(name string) bool { return strings.Trim(name, "\u2068\u2069") == You }

// Owner names a seat as an owner, for labels: "Beatrix's", or "your" for
// the seat named You.
func (p Props) Owner(seat int) string {
	if seat >= 0 && seat < len(p.Seats) && p.Seats[seat].Name == You {
		return "your"
	}
	return Possessive(p.SeatName(seat))
}

// Possessive is a name as an owner: "Beatrix's", "Thornwood Rangers'" (the
// name may end in the isolate SeatName closes it with).
func Possessive(name string) string {
	if strings.HasSuffix(strings.TrimSuffix(name, "\u2069"), "s") {
		return name + "'"
	}
	return name + "'s"
}

// Mention stands for a seat's name in a narration: Game.Narrate knows the
// seats by number only, and the table writes each seat's name in place of
// its mention (NameMentions).
func Mention(seat int) string { return "{seat " + strconv.Itoa(seat) + "}" }

// ObjectMention stands for a seat's name after a verb or a preposition in
// a narration ("from Beatrix"): "you" for the seat named You.
func ObjectMention(seat int) string { return "{object " + strconv.Itoa(seat) + "}" }

// OwnerMention stands for a seat as an owner in a narration: "Beatrix's",
// or "your" ("Your" to begin a sentence) for the seat named You.
func OwnerMention(seat int) string { return "{owner " + strconv.Itoa(seat) + "}" }

// TheirMention stands for a seat as an owner once the sentence has named
// it ("Beatrix collects 2 coins from their Settlements"): "their", or
// "your" ("Your" to begin a sentence) for the seat named You.
func TheirMention(seat int) string { return "{their " + strconv.Itoa(seat) + "}" }

// SubjectMention stands for a seat with its verb in a narration: "Beatrix
// takes", or "You take" for the seat named You ("you take" within a
// sentence). verb is the form that follows a name ("takes", "has", "is"),
// base the one that follows "You" ("take", "have", "are"); neither may
// hold a space.
func SubjectMention(seat int, verb, base string) string {
	return fmt.Sprintf("{subject %d %s %s}", seat, verb, base)
}

// mention finds the mentions in a line: the kind, the seat and, for a
// subject, its two verb forms. It and the package's other expressions are
// compiled at their first use: at the package's initialization they held
// up the app's start on Home.
var mention = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\{(seat|object|owner|their|subject) (\d+)(?: ([^ {}]+) ([^ {}]+))?\}`)
})

// NameMentions writes each mention in text with name(seat), the seat's name
// as SeatName writes it (see Mention, ObjectMention, OwnerMention,
// TheirMention and SubjectMention).
func NameMentions(text string, name func(seat int) string) string {
	if !strings.Contains(text, "{") {
		return text
	}
	var b strings.Builder
	last := 0
	for _, m := range mention().FindAllStringSubmatchIndex(text, -1) {
		kind, verbs := text[m[2]:m[3]], m[6] >= 0
		if verbs != (kind == "subject") {
			continue
		}
		seat, _ := strconv.Atoi(text[m[4]:m[5]])
		who := name(seat)
		b.WriteString(text[last:m[0]])
		switch kind {
		case "seat":
			b.WriteString(who)
		case "object":
			if isYou(who) {
				who = "you"
			}
			b.WriteString(who)
		case "owner", "their":
			switch {
			case !isYou(who) && kind == "owner":
				b.WriteString(Possessive(who))
			case !isYou(who):
				b.WriteString("their")
			case sentenceStart(text[:m[0]]):
				b.WriteString("Your")
			default:
				b.WriteString("your")
			}
		case "subject":
			verb := text[m[6]:m[7]]
			if isYou(who) {
				verb = text[m[8]:m[9]]
				if !sentenceStart(text[:m[0]]) {
					who = "you"
				}
			}
			b.WriteString(who + " " + verb)
		}
		last = m[1]
	}
	b.WriteString(text[last:])
	return b.String()
}

// sentenceStart reports whether what comes after before begins a sentence.
func sentenceStart(before string) bool {
	before = strings.TrimRight(before, " ")
	return before == "" || strings.HasSuffix(before, ".") || strings.HasSuffix(before, "!")
}

// FullStop ends text with a full stop, unless it ends with one already (or
// with "!", "?" or "…"): a move's description that ends with a card's own
// sentence ("Sell up to two Weapons this turn.") is quoted as a sentence
// without a second stop.
func FullStop(text string) string {
	if strings.HasSuffix(text, ".") || strings.HasSuffix(text, "!") || strings.HasSuffix(text, "?") || strings.HasSuffix(text, "…") {
		return text
	}
	return text + "."
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

// ThirdPerson turns a move as a button says it to the seat that plays it
// ("Upgrade your Hamlet", "Merchant: pay 1 Wood") into the same move said
// of that seat, for a log line that names it first ("Upgrades their
// Hamlet", "Merchant: pays 1 Wood"): the verbs (the game's, Game.Verbs)
// that begin its clauses (at the start, after a label such as a card's
// name, after "and") take the third person, and "you", "your", "yours"
// and "yourself" become "they" ("them" after a verb or preposition that
// takes it as its object), "their", "theirs" and "themselves". A card's
// own text, which begins with a capital after the move ("Take Market Day:
// Collect 3 gold"), keeps its verbs. Seat mentions are left for
// NameMentions.
func ThirdPerson(text string, verbs []string) string {
	seen := false // a verb has been conjugated
	text = clauseStart().ReplaceAllStringFunc(text, func(m string) string {
		sep, word := "", m
		if i := strings.LastIndexByte(m, ' '); i >= 0 {
			sep, word = m[:i+1], m[i+1:]
		}
		lower := word == strings.ToLower(word)
		switch {
		case !slices.Contains(verbs, strings.ToLower(word)):
			return m
		case sep == "", sep == ": " && (lower || !seen), sep == " and " && lower && seen:
			seen = true
			return sep + conjugate(word)
		}
		return m
	})
	var b strings.Builder
	last := 0
	for _, m := range secondPerson().FindAllStringIndex(text, -1) {
		w := text[m[0]:m[1]]
		they := thirdPersonWords[strings.ToLower(w)]
		if they == "they" && objectBefore().MatchString(text[:m[0]]) {
			they = "them" // "Vorpal Weapons cost you 3 gold less"
		}
		if w[0] == 'Y' {
			they = strings.ToUpper(they[:1]) + they[1:]
		}
		b.WriteString(text[last:m[0]] + they)
		last = m[1]
	}
	b.WriteString(text[last:])
	return b.String()
}

// objectBefore matches the end of a text after which "you" is an object: a
// verb or a preposition that takes one.
var objectBefore = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?i:cost|costs|give|gives|let|lets|show|shows|tell|tells|to|for|with|from|of|by|than|against|beside)\s+$`)
})

// clauseStart finds the words that may begin a clause of a move.
var clauseStart = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?:^|: | and )[A-Za-z][a-z-]*\b`) })

// conjugate is a verb's third person singular: "pays", "passes", "carries".
func conjugate(verb string) string {
	lower := strings.ToLower(verb)
	switch {
	case strings.HasSuffix(lower, "y") && len(lower) > 1 && !strings.ContainsRune("aeiou", rune(lower[len(lower)-2])):
		return verb[:len(verb)-1] + "ies"
	case strings.HasSuffix(lower, "s"), strings.HasSuffix(lower, "sh"), strings.HasSuffix(lower, "ch"),
		strings.HasSuffix(lower, "x"), strings.HasSuffix(lower, "z"), strings.HasSuffix(lower, "o"):
		return verb + "es"
	}
	return verb + "s"
}

// secondPerson finds the words ThirdPerson replaces.
var secondPerson = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\b(?i:you|your|yours|yourself)\b`) })

var thirdPersonWords = map[string]string{"you": "they", "your": "their", "yours": "theirs", "yourself": "themselves"}
