package coincrown

import (
	"fmt"
	"os"
	"testing"

	"tabula/engines"
	"tabula/engines/bots"
)

func TestDebugGreedy(t *testing.T) {
	if os.Getenv("CCDEBUG") == "" {
		t.Skip()
	}
	st, _ := Game{}.New(engines.Config{Players: 4, Seed: 11})
	s := st.(*State)
	var bs []bots.Bot
	for i := range 4 {
		b, _ := bots.New("greedy", uint64(i+1))
		bs = append(bs, b)
	}
	for !s.Over() {
		a, _ := bs[s.Current].Choose(s, s.Current)
		p := &s.Seats[s.Current]
		fmt.Printf("Y%d s%d inc=%v: %s\n", s.Year, s.Current, p.Income, s.Describe(a))
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	fmt.Println(s.Result())
}
