package battlemerchants

import (
	"tabula/app/board"
	"tabula/app/boards/battlemerchants/words"
	bm "tabula/engines/battlemerchants"
)

// marks are what the board marks as changed (the CSS class "changed")
// until the viewer moves again: what the other players' moves changed, and
// what the rules did by themselves meanwhile, after the viewer's own last
// move too (Salesman Steve's sale after theirs, the war their last turn of
// a Season set off).
type marks struct {
	spaces  map[int]bool       // Weapon Spaces sold to, or emptied by a battle
	steve   map[int]bool       // Weapon Spaces Salesman Steve sold to
	tokens  map[int]bool       // Demand Tokens that moved, by region*6+battlefield
	rewards map[[2]int]bool    // Reward spaces emptied or filled, by race and seat
	regions map[bm.Region]bool // Region tiles taken
	season  bool               // the Season Area
	steveAt bool               // Salesman Steve's cube
	kingdom [bm.KingdomRowSize]bool
	craft   [bm.CraftRowSize]bool
	bonus   [bm.NumWeapons]bool
	seats   []seatMarks
	// battles are the battles of the last war set off since, for the map.
	battles []bm.Event
	// war tells the last Season's end set off since (its war, repairs and
	// cleanup), seats named; nil when none was.
	war       []string
	warSeason int
}

// seatMarks are the parts of a seat's mat that changed.
type seatMarks struct {
	gold, unsold, kingdom, defeated, rewards, crafts bool
	levels                                           [bm.NumWeapons]bool
}

// traced is a move's events and the position after it.
type traced struct {
	after  *bm.State
	events []bm.Event
}

// newMarks collects the marks of the position s for p: the others' moves
// (Props.Recent) and the events of the viewer's own move before them
// (Props.Own), as the engine reported them.
func (b *battleBoard) newMarks(p board.Props, s *bm.State) *marks {
	m := &marks{
		spaces: map[int]bool{}, steve: map[int]bool{}, tokens: map[int]bool{},
		rewards: map[[2]int]bool{}, regions: map[bm.Region]bool{},
		seats: make([]seatMarks, s.NPlayers),
	}
	moves := p.Recent
	if p.Own != nil {
		moves = append([]board.Step{*p.Own}, moves...)
	}
	var first *bm.State
	for i, r := range moves {
		after := s
		if i+1 < len(moves) {
			next, ok := moves[i+1].Before.(*bm.State)
			if !ok {
				continue
			}
			after = next
		}
		if r.Events != nil {
			m.addEvents(p, s, traced{after, bm.Events(r.Events)})
		}
		if before, ok := r.Before.(*bm.State); ok && first == nil && (p.Own == nil || i > 0) {
			first = before
		}
	}
	if first != nil {
		m.addDiff(first, s)
	}
	return m
}

// addEvents marks what the automatic events of one move changed that is
// still on the table in s.
func (m *marks) addEvents(p board.Props, s *bm.State, t traced) {
	for i, e := range t.events {
		switch e.Kind {
		case bm.EventSteve:
			m.steveAt = true
			if e.Space >= 0 {
				m.spaces[e.Space] = true
				m.steve[e.Space] = s.Spaces[e.Space].Owner == bm.Steve
			}
		case bm.EventToken:
			m.tokens[e.Space] = true
			m.season = true
		case bm.EventTrigger:
			m.season = true
		case bm.EventSeasonEnd:
			m.season = true
			m.battles = m.battles[:0]
			m.war = nil
			for _, line := range words.WarSummary(t.events[i:]) {
				m.war = append(m.war, board.NameMentions(line, p.SeatName))
			}
			m.warSeason = e.N
		case bm.EventBattle:
			if s.Season == t.after.Season && s.Over() == t.after.Over() {
				m.battles = append(m.battles, e)
				m.spaces[e.Fighters[0].Space] = true
				m.spaces[e.Fighters[1].Space] = true
			}
		}
	}
}

// addDiff marks what differs between the position before the others'
// moves and s.
func (m *marks) addDiff(a, s *bm.State) {
	for i := range s.Spaces {
		if a.Spaces[i] != s.Spaces[i] {
			m.spaces[i] = true
		}
	}
	for i := range s.Tokens {
		if a.Tokens[i] != s.Tokens[i] {
			m.tokens[i] = true
		}
	}
	if a.SeasonArea != s.SeasonArea || a.Season != s.Season || a.Trigger != s.Trigger {
		m.season = true
	}
	m.steveAt = m.steveAt || a.StevePos != s.StevePos
	for i := range s.KingdomRow {
		m.kingdom[i] = a.KingdomRow[i] != s.KingdomRow[i]
	}
	for i := range s.CraftRow {
		m.craft[i] = a.CraftRow[i] != s.CraftRow[i]
	}
	for w := range s.BonusOwner {
		m.bonus[w] = a.BonusOwner[w] != s.BonusOwner[w] || a.BonusUsed[w] != s.BonusUsed[w]
	}
	for race := range s.RewardSpaces {
		for seat := range s.NPlayers {
			if a.RewardSpaces[race][seat] != s.RewardSpaces[race][seat] {
				m.rewards[[2]int{race, seat}] = true
			}
		}
	}
	for region := range s.RegionOwner {
		if a.RegionOwner[region] != s.RegionOwner[region] {
			m.regions[bm.Region(region)] = true
		}
	}
	for seat := range s.Seats {
		x, y := &a.Seats[seat], &s.Seats[seat]
		sm := &m.seats[seat]
		sm.gold = x.Gold != y.Gold
		sm.unsold = handTotal(x) != handTotal(y) || x.Hand != y.Hand
		sm.kingdom = len(x.Kingdom) != len(y.Kingdom)
		sm.defeated = x.Defeated != y.Defeated
		sm.rewards = x.Rewards != y.Rewards
		sm.crafts = len(x.Crafts) != len(y.Crafts)
		for w := range y.Levels {
			sm.levels[w] = x.Levels[w] != y.Levels[w] || x.Discount[w] != y.Discount[w]
		}
	}
}

// handTotal counts a player's unsold weapons.
func handTotal(p *bm.Player) int {
	n := 0
	for w := range p.Hand {
		n += p.Hand[w][bm.Standard] + p.Hand[w][bm.Vorpal]
	}
	return n
}
