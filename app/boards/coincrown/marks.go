package coincrown

import (
	"slices"

	"tabula/app/board"
	cc "tabula/engines/coincrown"
)

// marks are what the other players' moves since the viewer's last move
// (board.Props.Recent) changed on the table: a Market place bought or
// refilled, a deck drawn from, a Land taken, coins given to the Church, an
// Overseas token moved, an Iron coin that changed hands, a new year or
// Start Player, each seat's new cards and Lands, and who moved. The table rings them
// (class "changed") until the viewer moves again. They compare the
// position before the first of those moves with the current one, so a
// Year's end between them shows as well as the moves themselves.
type marks struct {
	slots    [cc.NumDenoms][cc.MaxRow]bool
	decks    [cc.NumDenoms]bool
	lands    [cc.NumLandKinds]bool
	iron     [cc.NumCategories]bool
	year     bool
	start    bool
	church   []bool
	overseas []bool
	income   []bool
	// seat is, per seat, whether anything of theirs changed: who moved.
	seat []bool
	// cards and owned are, per seat, how many Market cards and Lands it
	// had before (those after are new), or -1 when nothing is marked.
	cards []int
	owned []int
	// levels are, per seat, the sizes its Lands had before.
	levels [][]cc.LandKind
}

// marksOf finds what p.Recent changed in s.
func marksOf(p board.Props, s *cc.State) marks {
	n := s.NPlayers
	m := marks{church: make([]bool, n), overseas: make([]bool, n), income: make([]bool, n), seat: make([]bool, n),
		cards: make([]int, n), owned: make([]int, n), levels: make([][]cc.LandKind, n)}
	for seat := range n {
		m.cards[seat], m.owned[seat] = -1, -1
	}
	if len(p.Recent) == 0 {
		return m
	}
	b, ok := p.Recent[0].Before.(*cc.State)
	if !ok || b.NPlayers != n {
		return m
	}
	for d := range cc.Denom(cc.NumDenoms) {
		for i := range s.RowSize() {
			m.slots[d][i] = b.Rows[d][i] != s.Rows[d][i]
		}
		m.decks[d] = len(b.Decks[d]) != len(s.Decks[d])
	}
	for k := range cc.LandKind(cc.NumLandKinds) {
		m.lands[k] = b.TopLand(k) != s.TopLand(k)
	}
	for c := range cc.Category(cc.NumCategories) {
		m.iron[c] = b.Iron[c] != s.Iron[c]
	}
	m.year = b.Year != s.Year || b.Over() != s.Over()
	m.start = b.StartPlayer() != s.StartPlayer()
	for seat := range n {
		was, now := &b.Seats[seat], &s.Seats[seat]
		m.church[seat] = was.Church != now.Church
		m.overseas[seat] = was.Overseas != now.Overseas
		m.income[seat] = was.Income != now.Income
		m.cards[seat] = len(was.Cards)
		m.owned[seat] = len(was.Lands)
		for _, l := range was.Lands {
			m.levels[seat] = append(m.levels[seat], l.Level)
		}
		m.seat[seat] = m.church[seat] || m.overseas[seat] || m.income[seat] || was.Passed != now.Passed ||
			was.Reserved != now.Reserved || !slices.Equal(was.Cards, now.Cards) || !slices.Equal(was.Lands, now.Lands)
	}
	return m
}

// newCard reports whether seat's i-th Market card came since the marks'
// first move.
func (m marks) newCard(seat, i int) bool {
	return seat < len(m.cards) && m.cards[seat] >= 0 && i >= m.cards[seat]
}

// landChanged reports whether seat's i-th Land is new or grew since the
// marks' first move.
func (m marks) landChanged(seat, i int, level cc.LandKind) bool {
	if seat >= len(m.owned) || m.owned[seat] < 0 {
		return false
	}
	return i >= m.owned[seat] || i < len(m.levels[seat]) && m.levels[seat][i] != level
}

// changed is the class marking a changed element: "changed" when on.
func changed(on bool) string {
	if on {
		return "changed"
	}
	return ""
}
