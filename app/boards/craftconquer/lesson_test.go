package craftconquer

import (
	"testing"

	"tabula/app/board"
	cc "tabula/engines/craftconquer"
)

// TestLessonStory checks what the lesson's words say the seed's dice do:
// you play first, the flaming arrow ties the Warrior at 3, Weak Fight wins
// the fight (+2 Craftpoints), and the Movement die shows a 2. A change to
// the rules or the dice that makes the words wrong fails here.
func TestLessonStory(t *testing.T) {
	st, err := cc.Game{}.New(lesson.Config())
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
	for _, k := range lesson.Steps {
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
