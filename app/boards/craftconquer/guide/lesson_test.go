package guide

import (
	"fmt"
	"strings"
	"testing"

	"tabula/app/board"
	"tabula/app/board/boardtest"
	cc "tabula/engines/craftconquer"
)

// TestLessonStory checks what the lesson's words say the seed's dice do:
// you play first, the flaming arrow ties the Warrior at 3, Weak Fight wins
// the fight (+2 Craftpoints), and the Movement die shows a 2. A change to
// the rules or the dice that makes the words wrong fails here.
func TestLessonStory(t *testing.T) {
	st, err := cc.Game{}.New(Lesson.Config())
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*cc.State)
	craftpoints := 0 // before the fight
	checks := map[string]func(){
		"Gather, then craft": func() {
			if s.ToMove() != 0 {
				t.Errorf("seat %d plays first, the lesson says you do", s.ToMove())
			}
		},
		"Shoot the Warrior": func() { craftpoints = s.Seats[0].Goods[cc.Craftpoint] },
		"An Action card turns the fight": func() {
			attack, defense := s.Totals()
			if attack != 3 || defense != 3 {
				t.Errorf("the flaming arrow rolled %d against %d, the lesson says 3 against 3", attack, defense)
			}
		},
		"Move a soldier": func() {
			if _, ok := s.SoldierAt(s.Board().Index(3, -3)); ok {
				t.Error("the Warrior survived the arrow; the lesson says it is defeated")
			}
			if won := s.Seats[0].Goods[cc.Craftpoint] - craftpoints; won != 2 {
				t.Errorf("the fight won you %d Craftpoints, the lesson says 2", won)
			}
		},
		"Where to": func() {
			if _, _, rolled, _ := s.Moving(); rolled != 2 {
				t.Errorf("the Movement die shows %d, the lesson says 2", rolled)
			}
		},
	}
	seen := 0
	for _, k := range Lesson.Steps {
		if check, ok := checks[k.Title]; ok {
			check()
			seen++
		}
		if k.Play == "" {
			continue
		}
		a, err := board.Expected(s, k)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("%s: %v", k.Title, err)
		}
	}
	if seen != len(checks) {
		t.Errorf("checked %d steps, want %d", seen, len(checks))
	}
}

// TestLessonSaysWhatTheEngineDoes checks the numbers and facts the lesson
// and the rules page state against the engine's data, and that Tabula's
// own values (board.Own) are marked as such in both.
func TestLessonSaysWhatTheEngineDoes(t *testing.T) {
	faction := func(name string) cc.Faction {
		for _, f := range cc.Factions {
			if f.Name == name {
				return f
			}
		}
		t.Fatalf("no Faction %s", name)
		return cc.Faction{}
	}
	greyfen, ironhold := faction("Greyfen Bowmen"), faction("Ironhold Clans")
	if greyfen.Farms != 2 || greyfen.Soldiers[0] != cc.Archer || greyfen.Soldiers[1] != cc.Archer || greyfen.Perk != cc.PerkFletchers || ironhold.Perk != cc.PerkDrill {
		t.Error("the Factions are not what the lesson says: two Farms and two Archers, a coin off flaming arrows, a Craftpoint off upgrades")
	}
	if cc.SettlementGap != 3 {
		t.Errorf("Settlements stand %d spaces apart; the lesson says two empty spaces between them", cc.SettlementGap)
	}
	farm := cc.Settlements[cc.Farm].Price
	least, most := 99, 0
	for _, o := range cc.Objectives {
		least, most = min(least, int(o.Points)), max(most, int(o.Points))
	}
	boardtest.LessonClaims(t, Lesson, []boardtest.Claim{
		{Where: "Place your first Farm", Says: "at least two empty spaces must lie between any two Settlements"},
		{Where: "And a second one", Says: "Your Faction card gives you two Farms", Own: true},
		{Where: "Deploy an Archer", Says: "Your Faction starts with two Archers", Own: true},
		{Where: "Gather, then craft", Says: "it costs a Peasant {Peasant}, a Wood and a coin", Own: true},
		{Where: "Claim an Objective", Says: fmt.Sprintf("It is worth %d point, and harder ones up to %d", least, most), Own: true},
		{Where: "Craft a flaming arrow", Says: "pay a coin less for it", Own: true},
		{Where: "Godfrey's answer", Says: fmt.Sprintf("%d for a Tier 1 soldier, %d for Tier 2, %d for Tier 3", cc.KillCraftpoints[1], cc.KillCraftpoints[2], cc.KillCraftpoints[3])},
		{Where: "Godfrey upgrades", Says: "pay a Craftpoint less for upgrades", Own: true},
		{Where: "Build a Farm", Says: fmt.Sprintf("A new Farm {Farm} costs %d Wood, %d Stone, %d Craftpoint and %d coins", farm.Goods[cc.Wood], farm.Goods[cc.Stone], farm.Goods[cc.Craftpoint], farm.Goods[cc.Coin]), Own: true},
		{Where: "Build a Farm", Says: fmt.Sprintf("up to %s Settlements", []string{3: "three", 4: "four", 5: "five"}[cc.MaxSettlements])},
		{Where: "Back to the Farm", Says: fmt.Sprintf("Another would cost %d coins", cc.PeasantBuy)},
		{Where: "Trade and build", Says: fmt.Sprintf("any Resource for %d coins {Coin} and sell one back for %d; a Craftpoint {Craftpoint} costs %d", cc.ResourceBuy, cc.ResourceSell, cc.CraftpointBuy)},
		{Where: "Counting the points", Says: fmt.Sprintf("earn %d more, once a game for each player", cc.RibbonSetPoints)},
		{Where: "Counting the points", Says: "and so does the Kidnapped card"},
		{Where: "You are ready", Says: fmt.Sprintf("the full game to %d Objectives", cc.ObjectiveTarget[cc.DefaultLength][2])},
	})
	boardtest.PageClaims(t, Rules(), []boardtest.Claim{
		{Says: "two Farms, two Peasants and two Tier 1 soldiers", Own: true},
		{Says: fmt.Sprintf("with at least %d spaces between any two Settlements", cc.SettlementGap-1)},
		{Says: "only the Siege Rule, at the start of your turn, deploys next to it"},
		{Says: "capturing the Peasant on it"},
		{Says: "An occupying soldier cannot attack, and when attacked it defends but cannot counter-attack"},
		{Says: "play no Action card and claim no Objective"},
		{Says: "4 for the Sunspire Order", Own: true},
		{Says: "A Declare card is announced and laid face up on the table"},
	})
}

// TestLessonTeachesAFirstGamesNeeds replays the lesson and checks that it
// teaches what a first game needs: the turn's five steps at the
// turn's first step, before "End step 4" is asked for; a Farm bought and
// placed; the counter-attack face while the Warrior shows one (and cannot
// use it against an Archer out of its reach); sieges and occupation where
// Godfrey's front Farm, its Warrior gone, could be occupied; and the last
// round's limits.
func TestLessonTeachesAFirstGamesNeeds(t *testing.T) {
	st, err := cc.Game{}.New(Lesson.Config())
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*cc.State)
	explained, endAsked := -1, -1
	taught := map[string]bool{}
	for k, step := range Lesson.Steps {
		if strings.Contains(step.Text, "4, craft, deploy, move, attack and claim, in any order, until you end step 4") && explained < 0 {
			explained = k
			if step.Title != "Gather, then craft" {
				t.Errorf("the turn's steps are told at %q, not at the turn's first step", step.Title)
			}
		}
		if strings.Contains(step.Text+step.Play, "step 4") && endAsked < 0 && explained != k {
			endAsked = k
		}
		switch step.Title {
		case "The counter-attack face":
			if !s.Fight.Active || s.Fight.Sides[1].Faces[cc.FaceCounter] == 0 {
				t.Error("the lesson explains the counter-attack face where the Warrior shows none")
			}
			taught["counter-attack"] = true
		case "Sieges and occupation":
			front := s.SettlementAt(s.Board().Index(3, -1))
			if front < 0 || s.Settlements[front].Owner != 1 || s.Defended(front) {
				t.Error("the lesson says Godfrey's front Farm is undefended; it is not")
			}
			for _, want := range []string{"captures the Peasant", "cannot attack", "without counter-attacking", "under siege"} {
				if !strings.Contains(step.Text, want) {
					t.Errorf("the occupation step does not say %q", want)
				}
			}
			taught["occupation"] = true
		case "The last round":
			for _, want := range []string{"claim several Objectives, up to the agreed number", "ends their turn at once too", "plays no Action card and claims nothing more", "may counter-attack"} {
				if !strings.Contains(step.Text, want) {
					t.Errorf("the last step does not say %q", want)
				}
			}
			taught["last round"] = true
		}
		if step.Play == "" {
			continue
		}
		farms, setup := mine(s), s.Phase == cc.PhaseSetupSettle
		a, err := board.Expected(s, step)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("%s: %v", step.Title, err)
		}
		if !setup && mine(s) > farms {
			taught["a Farm built"] = true
		}
	}
	if explained < 0 || endAsked >= 0 && endAsked < explained {
		t.Errorf("step 4 is named at step %d, explained at step %d", endAsked+1, explained+1)
	}
	for _, want := range []string{"counter-attack", "occupation", "last round", "a Farm built"} {
		if !taught[want] {
			t.Errorf("the lesson does not teach %s", want)
		}
	}
}

// mine counts your Settlements (seat 0's).
func mine(s *cc.State) int {
	n := 0
	for _, x := range s.Settlements {
		if x.Owner == 0 {
			n++
		}
	}
	return n
}
