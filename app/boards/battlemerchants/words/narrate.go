package words

import (
	"fmt"
	"strings"

	"tabula/app/board"
	"tabula/engines"
	bm "tabula/engines/battlemerchants"
)

// Narrate says in plain words what the rules did by themselves when a was
// applied to before: the tiles and cards a sale or a Craft card brought,
// Salesman Steve's sales, the Demand Tokens, the end of a Season with its
// wars, repairs and cleanup, and Year's End. Seats are named through
// board.Mention. events are the engine's report of the move
// (engines.Step).
func Narrate(before, after engines.State, _ engines.Action, events []engines.Event) []string {
	b, ok := before.(*bm.State)
	s, ok2 := after.(*bm.State)
	if !ok || !ok2 {
		return nil
	}
	return narrateEvents(b, s, bm.Events(events))
}

// narrateEvents words the events of one action, from the state before it
// to the state after it.
func narrateEvents(b, after *bm.State, events []bm.Event) []string {
	var lines []string
	var battles []bm.Event
	var repairs []bm.Event
	for i, e := range events {
		switch e.Kind {
		case bm.EventReward:
			lines = append(lines, fmt.Sprintf("%s a Reward tile of the %s: +1 gold on every later sale to them.", board.SubjectMention(e.Seat, "takes", "take"), e.Race))
		case bm.EventRegion:
			lines = append(lines, fmt.Sprintf("%s the %s Region tile with the first Vorpal sale there: +1 gold on every later sale in the %s.", board.SubjectMention(e.Seat, "takes", "take"), e.Region, e.Region))
		case bm.EventBonus:
			lines = append(lines, fmt.Sprintf("First to reach Level %d in %s, %s the %s Craft Bonus card: Forge and Sell once a Season.", bm.BonusLevel, e.Weapon, board.SubjectMention(e.Seat, "takes", "take"), e.Weapon))
		case bm.EventLinked:
			lines = append(lines, linkedText(e))
		case bm.EventSteve:
			lines = append(lines, steveText(b, e))
		case bm.EventToken:
			if e.N == 0 {
				lines = append(lines, fmt.Sprintf("A Demand Token leaves the game: the end of %s is already set.", Season(b.Season)))
			} else if e.N < bm.SeasonSpaces {
				lines = append(lines, fmt.Sprintf("A Demand Token goes to the Season Area (%d of %d for %s).", e.N, bm.SeasonSpaces, Season(b.Season)))
			}
		case bm.EventTrigger:
			third := i > 0 && events[i-1].Kind == bm.EventToken && events[i-1].N == bm.SeasonSpaces
			lines = append(lines, triggerText(b, e, third))
		case bm.EventSeasonEnd:
			lines = append(lines, seasonOverText(e))
		case bm.EventBattle:
			battles = append(battles, e)
			lines = append(lines, Battle(b, e))
		case bm.EventRepairs:
			repairs = append(repairs, e)
			if i+1 < len(events) && events[i+1].Kind == bm.EventRepairs {
				continue
			}
			lines = append(lines, warText(battles), repairsText(repairs))
		case bm.EventCleanup:
			lines = append(lines, cleanupText(b, after, e))
		case bm.EventSeasonStart:
			lines = append(lines, seasonStartText(e))
		case bm.EventYearEnd:
			lines = append(lines, yearEndText(after)...)
		}
	}
	return lines
}

// WarSummary tells the end of a Season in a few lines for the board's war
// report, from its events (EventSeasonEnd on): the end, what each side won
// and lost, the repairs, and what comes next. The battles one by one are
// in the log and on the map.
func WarSummary(events []bm.Event) []string {
	var lines []string
	var battles, repairs []bm.Event
	for _, e := range events {
		switch e.Kind {
		case bm.EventSeasonEnd:
			lines = append(lines, seasonOverText(e))
		case bm.EventBattle:
			battles = append(battles, e)
		case bm.EventRepairs:
			repairs = append(repairs, e)
		case bm.EventSeasonStart:
			lines = append(lines, warText(battles), repairsText(repairs), seasonStartText(e))
		case bm.EventYearEnd:
			lines = append(lines, warText(battles), repairsText(repairs), "Winter is over: Year's End is scored.")
		}
	}
	return lines
}

// seasonOverText tells that a Season is over.
func seasonOverText(e bm.Event) string {
	if e.Passes {
		return fmt.Sprintf("Everyone had to pass: %s is over. War!", Season(e.N))
	}
	return fmt.Sprintf("%s is over. War!", Season(e.N))
}

// seasonStartText tells who starts the next Season.
func seasonStartText(e bm.Event) string {
	return fmt.Sprintf("%s begins; %s.", Season(e.N), board.SubjectMention(e.Seat, "starts", "start"))
}

// Season names Season n.
func Season(n int) string { return SeasonNames[min(max(n, 0), bm.Seasons-1)] }

// ownerName names the owner of a weapon on the board: a seat's mention or
// Salesman Steve.
func ownerName(owner int) string {
	if owner == bm.Steve {
		return "Salesman Steve"
	}
	return board.Mention(owner)
}

// placeText names a Battlefield: "the Forest, Battlefield 2".
func placeText(s *bm.State, space int) string {
	region := s.Regions()[space/bm.SpacesPerRegion].Region
	return fmt.Sprintf("the %s, Battlefield %d", region, space%bm.SpacesPerRegion/2+1)
}

// linkedText says which card a 2-player side board link discarded.
func linkedText(e bm.Event) string {
	box := Box{e.Kingdom, e.Slot}
	if e.Kingdom {
		return fmt.Sprintf("The linked card in %s, %s, is discarded.", box, bm.KingdomCards[e.Card].Name)
	}
	c := bm.CraftCards[e.Card]
	return fmt.Sprintf("The linked card in %s, %s Craft (+%d %s, %s), is discarded.", box, c.Weapon, c.Levels, board.Plural(c.Levels, "Level", "Levels"), CraftCost(c.Cost))
}

// steveText tells Salesman Steve's sale.
func steveText(s *bm.State, e bm.Event) string {
	if e.Space < 0 {
		return fmt.Sprintf("Salesman Steve makes no sale: every space of the %s is taken.", e.Race)
	}
	w := s.SpaceWeapon(e.Space)
	return fmt.Sprintf("Salesman Steve sells a Standard %s to the %s in %s.", w, e.Race, placeText(s, e.Space))
}

// triggerText tells that the end of the Season is set and who still plays.
func triggerText(s *bm.State, e bm.Event, third bool) string {
	why := "the third Demand Token is in the Season Area"
	if !third {
		why = "no Demand Token is left on the board"
	}
	var who []string
	for i := 1; i <= e.N; i++ {
		who = append(who, board.Mention((e.Seat+i)%s.NPlayers))
	}
	last := board.JoinAnd(who) + " have one final turn each"
	if e.N == 1 {
		last = board.SubjectMention((e.Seat+1)%s.NPlayers, "has", "have") + " one final turn"
	}
	return fmt.Sprintf("%s the end of %s: %s. %s.", board.SubjectMention(e.Seat, "sets", "set"), Season(s.Season), why, last)
}

// weaponText names a fighting weapon: "Ann's Vorpal Axe (Elves, Craft 5)".
func weaponText(f bm.Fighter) string {
	if f.Owner == bm.Steve {
		return fmt.Sprintf("Salesman Steve's Standard %s (%s)", f.Weapon, f.Race)
	}
	return fmt.Sprintf("%s %s %s (%s, Craft %d)", board.OwnerMention(f.Owner), f.Quality, f.Weapon, f.Race, f.Craft)
}

// Battle tells one battle and why it went the way it did.
func Battle(s *bm.State, e bm.Event) string {
	f := e.Fighters
	where := placeText(s, e.Space)
	if e.Winner < 0 {
		paid := []string{}
		switch {
		case f[0].Owner >= 0 && f[0].Owner == f[1].Owner:
			// One merchant owns both (rules, Battles: "you get two gold, one
			// for each Weapon"): said once.
			paid = append(paid, fmt.Sprintf("%s %d gold, for both weapons", board.SubjectMention(f[0].Owner, "gets", "get"), f[0].Gold+f[1].Gold))
		default:
			for _, x := range f {
				if x.Owner >= 0 {
					paid = append(paid, fmt.Sprintf("%s %d gold", board.SubjectMention(x.Owner, "gets", "get"), x.Gold))
				}
			}
		}
		why := "equal Craft"
		if f[0].Owner == bm.Steve && f[1].Owner == bm.Steve {
			why = "two of Salesman Steve's"
		}
		line := fmt.Sprintf("In %s, %s and %s tie (%s): both are destroyed", where, weaponText(f[0]), weaponText(f[1]), why)
		if len(paid) > 0 {
			line += "; " + board.JoinAnd(paid)
		}
		return line + "."
	}
	win, lose := f[e.Winner], f[1-e.Winner]
	why := "higher Craft"
	switch {
	case lose.Owner == bm.Steve:
		why = "Salesman Steve's weapons always lose"
	case win.Quality != lose.Quality:
		why = "Vorpal beats Standard"
	}
	return fmt.Sprintf("In %s, %s beats %s (%s): the beaten %s goes to %s Defeated pile.", where, weaponText(win), weaponText(lose), why, lose.Weapon, board.OwnerMention(win.Owner))
}

// warText sums up the battles of a war: what each side won and lost.
func warText(battles []bm.Event) string {
	if len(battles) == 0 {
		return "No battles: no Battlefield has weapons facing each other."
	}
	type tally struct{ won, lost, tied, worth int }
	var order []int
	t := map[int]*tally{}
	get := func(owner int) *tally {
		if t[owner] == nil {
			t[owner] = &tally{}
			order = append(order, owner)
		}
		return t[owner]
	}
	for _, e := range battles {
		if e.Winner < 0 {
			get(e.Fighters[0].Owner).tied++
			get(e.Fighters[1].Owner).tied++
			continue
		}
		win, lose := e.Fighters[e.Winner], e.Fighters[1-e.Winner]
		w := get(win.Owner)
		w.won++
		w.worth += bm.DefeatedWorth[lose.Quality]
		get(lose.Owner).lost++
	}
	parts := make([]string, 0, len(order))
	for _, owner := range order {
		x := t[owner]
		var what []string
		if x.won > 0 {
			what = append(what, fmt.Sprintf("won %d (Defeated pile +%d)", x.won, x.worth))
		}
		if x.lost > 0 {
			what = append(what, fmt.Sprintf("lost %d", x.lost))
		}
		if x.tied > 0 {
			what = append(what, fmt.Sprintf("tied %d", x.tied))
		}
		parts = append(parts, ownerName(owner)+" "+board.JoinAnd(what))
	}
	return fmt.Sprintf("%d %s: %s.", len(battles), board.Plural(len(battles), "battle", "battles"), strings.Join(parts, "; "))
}

// repairsText tells the repair gold of every seat.
func repairsText(repairs []bm.Event) string {
	var paid, none []string
	for _, e := range repairs {
		if e.M == 0 {
			none = append(none, board.ObjectMention(e.Seat))
			continue
		}
		paid = append(paid, fmt.Sprintf("%s %d gold (%d %s × %d)", board.Mention(e.Seat), e.N, e.M, board.Plural(e.M, "weapon", "weapons"), e.N/e.M))
	}
	line := "Repairs: no weapon is left on the board"
	if len(paid) > 0 {
		line = "Repairs: " + strings.Join(paid, ", ")
		if len(none) > 0 {
			line += "; nothing for " + board.JoinAnd(none)
		}
	}
	return line + "."
}

// cleanupText tells how the cards on offer were cleaned up between
// Seasons.
func cleanupText(b, after *bm.State, e bm.Event) string {
	refill := "Reward spaces are filled again and Craft Bonus cards turn face up."
	next := "Spring/Summer"
	if b.Season >= 1 {
		next = "Autumn/Winter"
	}
	if b.NPlayers != 2 {
		return fmt.Sprintf("The %d Kingdom and %d Craft cards on offer are discarded and new ones dealt (Craft cards from the %s deck). %s", e.N, e.M, next, refill)
	}
	if after.LastKind == bm.KindLearn || after.LastKind == bm.KindKingdom {
		return "The side board keeps its cards: the Season's last action took a card. " + refill
	}
	var gone []string
	if e.N > 0 {
		gone = append(gone, "Kingdom 1")
	}
	if e.M > 0 {
		gone = append(gone, "Craft 1")
	}
	if len(gone) == 0 {
		return "The side board slides down and is filled again. " + refill
	}
	return fmt.Sprintf("The %s %s discarded; the side board slides down and is filled again. %s", board.JoinAnd(gone), board.Plural(len(gone), "card is", "cards are"), refill)
}

// yearEndText tells Year's End scoring from the final position.
func yearEndText(s *bm.State) []string {
	category := func(name string, ledger int, extra func(seat int) string) string {
		var parts []string
		for seat := range s.Seats {
			if g := s.Seats[seat].Ledger[ledger]; g != 0 {
				parts = append(parts, fmt.Sprintf("%s %d gold%s", board.Mention(seat), g, extra(seat)))
			}
		}
		if len(parts) == 0 {
			return name + ": nobody."
		}
		return name + ": " + strings.Join(parts, ", ") + "."
	}
	none := func(int) string { return "" }
	finals := make([]string, 0, len(s.Seats))
	for seat := range s.Seats {
		finals = append(finals, fmt.Sprintf("%s %d", board.Mention(seat), s.Seats[seat].Gold))
	}
	return []string{
		"Winter is over: Year's End.",
		category("Unsold weapons at their End value", bm.LedgerUnsold, none),
		category("Defeated weapons bonus", bm.LedgerDefeated, func(seat int) string {
			return fmt.Sprintf(" (pile worth %d)", s.Seats[seat].DefeatedTotal())
		}),
		category("End Kingdom cards", bm.LedgerEndCards, none),
		"Final gold: " + strings.Join(finals, ", ") + ".",
	}
}
