package words

import (
	"math/rand/v2"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	bm "tabula/engines/battlemerchants"
)

// named writes the seats' names into narrated lines, as the table does.
func named(lines []string) string { return namedAs([]string{"Ann", "Bo", "Cy", "Di"}, lines) }

// namedAs writes names into narrated lines, as the table does.
func namedAs(names []string, lines []string) string {
	var out []string
	for _, l := range lines {
		out = append(out, board.NameMentions(l, func(seat int) string { return names[seat] }))
	}
	return strings.Join(out, "\n")
}

// event is an event of kind k concerning seat.
func event(k bm.EventKind, seat int) bm.Event {
	return bm.Event{Kind: k, Seat: seat, Space: -1, Winner: -1}
}

// TestNarrateEveryKind words one event of each kind and checks the words.
func TestNarrateEveryKind(t *testing.T) {
	s3 := newState(t, 3, 1)
	s2 := newState(t, 2, 1)
	forest := -1
	for r, def := range s3.Regions() {
		if def.Region == bm.Forest {
			forest = r
		}
	}
	space := bm.SpaceIndex(forest, 1, 0)
	race := s3.SpaceRace(space)
	w := s3.SpaceWeapon(space)
	other := s3.SpaceRace(space + 1)
	w1 := s3.SpaceWeapon(space + 1)
	fight := func(winner int, f0, f1 bm.Fighter) bm.Event {
		e := event(bm.EventBattle, -1)
		f0.Space, f1.Space = space, space+1
		f0.Weapon, f1.Weapon, f0.Race, f1.Race = w, w1, race, other
		e.Space, e.Fighters, e.Winner = space, [2]bm.Fighter{f0, f1}, winner
		return e
	}
	repairs := func(seat, gold, n int) bm.Event {
		e := event(bm.EventRepairs, seat)
		e.N, e.M = gold, n
		return e
	}
	with := func(e bm.Event, f func(*bm.Event)) bm.Event { f(&e); return e }
	afterSpring := s2.Clone().(*bm.State)
	afterSpring.LastKind = bm.KindLearn
	cases := []struct {
		name   string
		s      *bm.State
		after  *bm.State
		events []bm.Event
		want   []string
	}{
		{"Reward tile", s3, nil, []bm.Event{with(event(bm.EventReward, 1), func(e *bm.Event) { e.Race = bm.Orcs })},
			[]string{"Bo takes a Reward tile of the Orcs: +1 gold on every later sale to them."}},
		{"Region tile", s3, nil, []bm.Event{with(event(bm.EventRegion, 0), func(e *bm.Event) { e.Region = bm.Forest })},
			[]string{"Ann takes the Forest Region tile"}},
		{"Craft Bonus", s3, nil, []bm.Event{with(event(bm.EventBonus, 2), func(e *bm.Event) { e.Weapon = bm.Mace })},
			[]string{"First to reach Level 6 in Mace, Cy takes the Mace Craft Bonus card"}},
		{"linked Kingdom card", s2, nil, []bm.Event{with(event(bm.EventLinked, -1), func(e *bm.Event) { e.Kingdom, e.Slot, e.Card = true, 1, 0 })},
			[]string{"The linked card in Kingdom 2, " + bm.KingdomCards[0].Name + ", is discarded."}},
		{"linked Craft card", s2, nil, []bm.Event{with(event(bm.EventLinked, -1), func(e *bm.Event) { e.Slot, e.Card = 4, 0 })},
			[]string{"The linked card in Craft 5, " + bm.CraftCards[0].Weapon.String() + " Craft"}},
		{"Steve sells", s3, nil, []bm.Event{with(event(bm.EventSteve, -1), func(e *bm.Event) { e.Race, e.Space = race, space })},
			[]string{"Salesman Steve sells a Standard " + w.String() + " to the " + race.String() + " in the Forest, Battlefield 2."}},
		{"Steve cannot sell", s3, nil, []bm.Event{with(event(bm.EventSteve, -1), func(e *bm.Event) { e.Race = bm.Elves })},
			[]string{"Salesman Steve makes no sale: every space of the Elves is taken."}},
		{"token to the Season Area", s3, nil, []bm.Event{with(event(bm.EventToken, -1), func(e *bm.Event) { e.N = 2 })},
			[]string{"A Demand Token goes to the Season Area (2 of 3 for Spring)."}},
		{"token out of the game", s3, nil, []bm.Event{event(bm.EventToken, -1)},
			[]string{"A Demand Token leaves the game: the end of Spring is already set."}},
		{"third token", s3, nil, []bm.Event{with(event(bm.EventToken, -1), func(e *bm.Event) { e.N = 3 }), with(event(bm.EventTrigger, 2), func(e *bm.Event) { e.N = 2 })},
			[]string{"Cy sets the end of Spring: the third Demand Token is in the Season Area. Ann and Bo have one final turn each."}},
		{"last token", s2, nil, []bm.Event{with(event(bm.EventTrigger, 0), func(e *bm.Event) { e.N = 1 })},
			[]string{"no Demand Token is left on the board. Bo has one final turn."}},
		{"Season end", s3, nil, []bm.Event{with(event(bm.EventSeasonEnd, -1), func(e *bm.Event) { e.N = 1 })},
			[]string{"Summer is over. War!"}},
		{"Season end by Passes", s3, nil, []bm.Event{with(event(bm.EventSeasonEnd, -1), func(e *bm.Event) { e.Passes = true })},
			[]string{"Everyone had to pass: Spring is over. War!"}},
		{"a war with its repairs", s3, nil, []bm.Event{
			fight(0, bm.Fighter{Owner: 0, Quality: bm.Vorpal, Craft: 5}, bm.Fighter{Owner: 1, Quality: bm.Standard, Craft: 6}),
			fight(1, bm.Fighter{Owner: 1, Quality: bm.Standard, Craft: 2}, bm.Fighter{Owner: 2, Quality: bm.Standard, Craft: 3}),
			fight(-1, bm.Fighter{Owner: 0, Quality: bm.Standard, Craft: 2, Gold: 1}, bm.Fighter{Owner: 2, Quality: bm.Standard, Craft: 2, Gold: 3}),
			repairs(0, 4, 2), repairs(1, 0, 0), repairs(2, 9, 3)},
			[]string{
				"In the Forest, Battlefield 2, Ann's Vorpal " + w.String() + " (" + race.String() + ", Craft 5) beats Bo's Standard " + w1.String() + " (" + other.String() + ", Craft 6) (Vorpal beats Standard): the beaten " + w1.String() + " goes to Ann's Defeated pile.",
				"Cy's Standard " + w1.String() + " (" + other.String() + ", Craft 3) beats Bo's Standard " + w.String() + " (" + race.String() + ", Craft 2) (higher Craft)",
				"tie (equal Craft): both are destroyed; Ann gets 1 gold and Cy gets 3 gold.",
				"3 battles: Ann won 1 (Defeated pile +1) and tied 1; Bo lost 2; Cy won 1 (Defeated pile +1) and tied 1.",
				"Repairs: Ann 4 gold (2 weapons × 2), Cy 9 gold (3 weapons × 3); nothing for Bo.",
			}},
		{"a war against Steve", s2, nil, []bm.Event{
			fight(1, bm.Fighter{Owner: bm.Steve}, bm.Fighter{Owner: 0, Quality: bm.Standard}),
			fight(-1, bm.Fighter{Owner: bm.Steve}, bm.Fighter{Owner: bm.Steve}),
			repairs(0, 2, 1), repairs(1, 0, 0)},
			[]string{
				"beats Salesman Steve's Standard " + w.String() + " (" + race.String() + ") (Salesman Steve's weapons always lose)",
				"tie (two of Salesman Steve's): both are destroyed.",
				"2 battles: Ann won 1 (Defeated pile +1); Salesman Steve lost 1 and tied 2.",
			}},
		{"no battles", s3, nil, []bm.Event{repairs(0, 0, 0), repairs(1, 0, 0), repairs(2, 0, 0)},
			[]string{"No battles: no Battlefield has weapons facing each other.", "Repairs: no weapon is left on the board."}},
		{"cleanup with 3 players", s3, s3, []bm.Event{with(event(bm.EventCleanup, -1), func(e *bm.Event) { e.N, e.M = 2, 5 })},
			[]string{"The 2 Kingdom and 5 Craft cards on offer are discarded and new ones dealt (Craft cards from the Spring/Summer deck). Reward spaces are filled again"}},
		{"cleanup of the side board", s2, s2, []bm.Event{with(event(bm.EventCleanup, -1), func(e *bm.Event) { e.N, e.M = 1, 1 })},
			[]string{"The Kingdom 1 and Craft 1 cards are discarded; the side board slides down"}},
		{"side board kept", s2, afterSpring, []bm.Event{event(bm.EventCleanup, -1)},
			[]string{"The side board keeps its cards: the Season's last action took a card."}},
		{"next Season", s3, nil, []bm.Event{with(event(bm.EventSeasonStart, 1), func(e *bm.Event) { e.N = 1 })},
			[]string{"Summer begins; Bo starts."}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			after := c.after
			if after == nil {
				after = c.s
			}
			got := named(narrateEvents(c.s, after, c.events))
			for _, want := range c.want {
				if !strings.Contains(got, want) {
					t.Errorf("narration lacks %q:\n%s", want, got)
				}
			}
		})
	}
}

// TestNarrateSpeaksToYou: the seat named You is spoken to, in its own
// grammar ("You take", "your Axe"), where the others are named.
func TestNarrateSpeaksToYou(t *testing.T) {
	s := newState(t, 2, 1)
	space := bm.SpaceIndex(0, 1, 0)
	battle := func(winner int, f0, f1 bm.Fighter) bm.Event {
		e := event(bm.EventBattle, -1)
		f0.Space, f1.Space = space, space+1
		f0.Weapon, f1.Weapon, f0.Race, f1.Race = bm.Axe, bm.Mace, s.SpaceRace(space), s.SpaceRace(space+1)
		e.Space, e.Fighters, e.Winner = space, [2]bm.Fighter{f0, f1}, winner
		return e
	}
	reward := event(bm.EventReward, 0)
	reward.Race = bm.Orcs
	bonus := event(bm.EventBonus, 0)
	bonus.Weapon = bm.Sword
	trigger := event(bm.EventTrigger, 1)
	trigger.N = 1
	season := event(bm.EventSeasonStart, 0)
	season.N = 1
	repairs := event(bm.EventRepairs, 1)
	repairs.N, repairs.M = 2, 1
	got := namedAs([]string{"\u2068You\u2069", "\u2068Bo\u2069"}, narrateEvents(s, s, []bm.Event{
		reward, bonus, trigger, season,
		battle(1, bm.Fighter{Owner: 0, Quality: bm.Standard, Craft: 2}, bm.Fighter{Owner: 1, Quality: bm.Standard, Craft: 4}),
		battle(-1, bm.Fighter{Owner: 0, Quality: bm.Standard, Craft: 3, Gold: 2}, bm.Fighter{Owner: 1, Quality: bm.Standard, Craft: 3, Gold: 1}),
		battle(-1, bm.Fighter{Owner: 0, Quality: bm.Standard, Craft: 3, Gold: 1}, bm.Fighter{Owner: 0, Quality: bm.Standard, Craft: 3, Gold: 1}),
		repairs, event(bm.EventRepairs, 0),
	}))
	for _, want := range []string{
		"Repairs: \u2068Bo\u2069 2 gold (1 weapon × 2); nothing for you.",
		"\u2068You\u2069 take a Reward tile of the Orcs",
		"First to reach Level 6 in Sword, you take the Sword Craft Bonus card",
		"\u2068Bo\u2069 sets the end of Spring",
		"\u2068You\u2069 have one final turn.",
		"Summer begins; you start.",
		"\u2068Bo\u2069's Standard Mace",
		"beats your Standard Axe",
		"the beaten Axe goes to \u2068Bo\u2069's Defeated pile",
		"you get 2 gold and \u2068Bo\u2069 gets 1 gold",
		"both are destroyed; you get 2 gold, for both weapons.",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("narration lacks %q:\n%s", want, got)
		}
	}
	for _, wrong := range []string{"you get 1 gold and you get 1 gold", "You\u2069's", "You\u2069 takes", "You\u2069 has", "You\u2069 gets", "You\u2069 starts"} {
		if strings.Contains(got, wrong) {
			t.Errorf("narration says %q:\n%s", wrong, got)
		}
	}
}

// TestNarrateYearEnd words Year's End from a finished game's ledgers.
func TestNarrateYearEnd(t *testing.T) {
	s := newState(t, 3, 9)
	boardtest.PlayRandom(t, s, rand.New(rand.NewPCG(1, 2)), 6000)
	if !s.Over() {
		t.Fatal("the game did not end")
	}
	got := named(narrateEvents(s, s, []bm.Event{event(bm.EventYearEnd, -1)}))
	for _, want := range []string{"Winter is over: Year's End.", "Unsold weapons at their End value:", "Defeated weapons bonus:", "End Kingdom cards:", "Final gold: Ann "} {
		if !strings.Contains(got, want) {
			t.Errorf("Year's End lacks %q:\n%s", want, got)
		}
	}
}

// TestNarrateInPlay narrates every action of random games and checks that
// each automatic event the position shows is told: Steve's sales, every
// Season's end with its war and repairs, the trigger, Year's End.
func TestNarrateInPlay(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	ends := 0
	for game := range 6 {
		s := newState(t, 2+game%3, uint64(30+game))
		for !s.Over() {
			legal := s.Legal()
			a := legal[r.IntN(len(legal))]
			before := s.Clone().(*bm.State)
			step, err := s.Step(a)
			if err != nil {
				t.Fatal(err)
			}
			text := named(Narrate(before, s, a, step.Events))
			if strings.Contains(text, "{seat") || strings.Contains(text, "{owner") || strings.Contains(text, "{subject") {
				t.Fatalf("a mention is left: %s", text)
			}
			sale := a.Kind == bm.KindSell || a.Kind == bm.KindForgeSell
			if got := strings.Contains(text, "Salesman Steve sells") || strings.Contains(text, "Salesman Steve makes no sale"); got != (s.NPlayers == 2 && sale) {
				t.Fatalf("Steve's sale told %t after %q with %d players:\n%s", got, before.Describe(a), s.NPlayers, text)
			}
			if before.Trigger < 0 && s.Trigger >= 0 && !strings.Contains(text, "sets the end of") {
				t.Fatalf("the trigger is not told:\n%s", text)
			}
			if s.Season != before.Season || s.Over() {
				ends++
				for _, want := range []string{Season(before.Season) + " is over. War!", "Repairs: "} {
					if !strings.Contains(text, want) {
						t.Fatalf("a Season's end lacks %q:\n%s", want, text)
					}
				}
				if s.Over() != strings.Contains(text, "Final gold: ") {
					t.Fatalf("Year's End told %t, game over %t", !s.Over(), s.Over())
				}
			}
		}
	}
	if ends < 20 {
		t.Fatalf("only %d Season ends narrated", ends)
	}
}

func TestNarrateRefusesOtherStates(t *testing.T) {
	if lines := Narrate(nil, nil, bm.Pass(), nil); lines != nil {
		t.Errorf("narrated %q for no state", lines)
	}
	s := newState(t, 3, 2)
	if lines := Narrate(s, s, bm.Sell(0, bm.Vorpal), nil); lines != nil {
		t.Errorf("narrated %q for a move with no events", lines)
	}
}
