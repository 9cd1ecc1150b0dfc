package coincrown

import (
	"fmt"
	"os"
	"testing"

	"tabula/engines"
	"tabula/engines/rng"
)

func TestDebugLog(t *testing.T) {
	if os.Getenv("CCDEBUG") == "" {
		t.Skip()
	}
	st, _ := Game{}.New(engines.Config{Players: 4, Seed: 3})
	s := st.(*State)
	r := rng.New(5)
	n := 0
	kinds := map[uint8]int{}
	for !s.Over() {
		l := s.Legal()
		a := l[r.Intn(len(l))]
		fmt.Printf("Y%d seat %d (%d legal): %s\n", s.Year, s.Current, len(l), s.Describe(a))
		kinds[a.Kind]++
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		n++
	}
	fmt.Println(n, kinds, s.Result())
}

func TestDebugStats(t *testing.T) {
	if os.Getenv("CCDEBUG") == "" {
		t.Skip()
	}
	for _, n := range []int{2, 3, 4} {
		total, mx := 0, 0
		for seed := range uint64(1000) {
			k, err := enginetestPlayout(n, seed)
			if err != nil {
				t.Fatal(err)
			}
			total += k
			mx = max(mx, k)
		}
		fmt.Println(n, float64(total)/1000, mx)
	}
}
