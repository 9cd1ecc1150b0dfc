package app

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines/save"
)

func TestNewIDIsValid(t *testing.T) {
	seen := map[string]bool{}
	for range 100 {
		id := newID()
		if !validID(id) {
			t.Fatalf("newID() = %q is not valid", id)
		}
		if seen[id] {
			t.Fatalf("newID() repeated %q", id)
		}
		seen[id] = true
	}
}

func TestValidID(t *testing.T) {
	for id, want := range map[string]bool{
		"abcdefgh2345":  true,
		"ABCDEFGH2345":  false, // newID lowercases
		"abcdefgh234":   false,
		"abcdefgh23456": false,
		"abcdefgh2389":  false, // 8 and 9 are not base32
		"../../etc/pa":  false,
		"":              false,
	} {
		if got := validID(id); got != want {
			t.Errorf("validID(%q) = %t, want %t", id, got, want)
		}
	}
}

func TestListRepairsTheIndexFromTheSaves(t *testing.T) {
	a, b := newToySession(t, 6, save.Human, save.Computer), newToySession(t, 7, save.Human, save.Human)
	a.save.Updated, b.save.Updated = 1000, 2000
	ids := func(es []entry) []string {
		var out []string
		for _, e := range es {
			out = append(out, e.ID)
		}
		return out
	}
	tests := []struct {
		name string
		edit func(kv *memStorage)
		want []string
	}{
		{"in step", func(*memStorage) {}, []string{b.id, a.id}},
		{"entry without a save is dropped", func(kv *memStorage) { delete(kv.data, savePrefix+a.id) }, []string{b.id}},
		{"save missing from the index is listed", func(kv *memStorage) { kv.data[indexKey] = []byte("[]") }, []string{b.id, a.id}},
		{"unreadable index", func(kv *memStorage) { kv.data[indexKey] = []byte("{") }, []string{b.id, a.id}},
		{"duplicate entries are merged", func(kv *memStorage) {
			kv.data[indexKey] = mustJSON(t, []entry{{ID: a.id}, {ID: a.id, Updated: 9}, {ID: b.id}})
		}, []string{b.id, a.id}},
		{"foreign keys are ignored", func(kv *memStorage) {
			kv.data[savePrefix+"../x"] = []byte(`"x"`)
			kv.data["other"] = []byte(`"y"`)
		}, []string{b.id, a.id}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			kv := newMemStorage()
			st := store{kv, toyGames()}
			for _, ses := range []*session{a, b} {
				if err := st.put(ses.id, ses.save); err != nil {
					t.Fatal(err)
				}
			}
			tt.edit(kv)
			got := st.list()
			if !slices.Equal(ids(got), tt.want) {
				t.Fatalf("listed %v, want %v", ids(got), tt.want)
			}
			if stored := st.index(); !slices.EqualFunc(stored, got, sameEntry) {
				t.Fatalf("the index was not rewritten from the saves:\n%+v\n%+v", stored, got)
			}
		})
	}
}

// A stranger's edited index entry (a game ID "chess", a name of
// 200,000 characters) was listed as written, and Continue showed it.
func TestListRebuildsAnEditedEntryFromItsSave(t *testing.T) {
	kv := newMemStorage()
	st := store{kv, toyGames()}
	ses := newToySession(t, 8, save.Human, save.Computer)
	if err := st.put(ses.id, ses.save); err != nil {
		t.Fatal(err)
	}
	huge := strings.Repeat("W", 200_000)
	kv.data[indexKey] = mustJSON(t, []entry{{ID: ses.id, Game: "chess", Seats: []string{huge, "Mallory"},
		Progress: "Claim your prize at evil.example", Updated: 1 << 50}})
	want := entryOf(ses.id, ses.save)
	want.Sum = sum(st.text(ses.id), want)
	for name, got := range map[string]func() (entry, bool){
		"list":   func() (entry, bool) { l := st.list(); return l[0], len(l) == 1 },
		"latest": st.latest,
	} {
		e, ok := got()
		if !ok || !sameEntry(e, want) || e.Problem != "" {
			t.Errorf("%s = %+v, %t; want %+v", name, e, ok, want)
		}
	}
	if raw := string(kv.data[indexKey]); strings.Contains(raw, "chess") || strings.Contains(raw, huge) {
		t.Error("the edited entry is still in the stored index")
	}
	html := app.HTMLString(&homePage{screen: toyScreen(), last: must(st.latest()), hasLast: true})
	if strings.Contains(html, "chess") || strings.Contains(html, "WWWW") || !strings.Contains(html, "Toy Game") {
		t.Errorf("Continue shows the edited entry: %.300s", html)
	}
}

// mustJSON is v as go-app's local storage holds it.
func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// must is the entry of a lookup that must succeed.
func must(e entry, ok bool) entry {
	if !ok {
		panic("no entry")
	}
	return e
}

func TestStorePutListLoadRemove(t *testing.T) {
	ses := newToySession(t, 1, save.Human, save.Computer)
	st := store{newMemStorage(), toyGames()}
	if err := st.put(ses.id, ses.save); err != nil {
		t.Fatal(err)
	}
	list := st.list()
	if len(list) != 1 || list[0].ID != ses.id || list[0].Game != "toygame" || list[0].Progress != ses.save.Progress {
		t.Fatalf("list = %+v", list)
	}
	// Listed as this device names them: the one person at the device is You.
	if !slices.Equal(list[0].Seats, []string{"You", "Beatrix"}) {
		t.Fatalf("seats = %v", list[0].Seats)
	}
	got, err := st.load(ses.id)
	if err != nil {
		t.Fatal(err)
	}
	if got.Seed != ses.save.Seed || len(got.Log) != len(ses.save.Log) {
		t.Fatalf("loaded %+v, saved %+v", got, ses.save)
	}
	if last, ok := st.latest(); !ok || last.ID != ses.id {
		t.Fatalf("latest = %+v, %t", last, ok)
	}
	st.remove(ses.id)
	if list := st.list(); len(list) != 0 {
		t.Fatalf("after remove: %+v", list)
	}
	if _, err := st.load(ses.id); err == nil {
		t.Fatal("load after remove: want an error")
	}
}

func TestStoreFullQuotaKeepsTheLastGoodSave(t *testing.T) {
	ses := newToySession(t, 2, save.Human, save.Human)
	kv := newMemStorage()
	st := store{kv, toyGames()}
	if err := st.put(ses.id, ses.save); err != nil {
		t.Fatal(err)
	}
	if err := ses.play(ses.state.Legal()[0], 2000); err != nil {
		t.Fatal(err)
	}
	kv.full = true
	err := st.put(ses.id, ses.save)
	if !errors.Is(err, ErrStorage) || !errors.Is(err, errQuota) {
		t.Fatalf("put into a full storage: got %v, want ErrStorage wrapping the quota error", err)
	}
	kv.full = false
	got, err := st.load(ses.id)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Log) != 0 {
		t.Fatalf("the previous save was replaced: log %v", got.Log)
	}
}

func TestStoreRecoversFromAFailedIndexWrite(t *testing.T) {
	ses := newToySession(t, 3, save.Human, save.Computer)
	kv := newMemStorage()
	st := store{kv, toyGames()}
	if err := st.put(ses.id, ses.save); err != nil {
		t.Fatal(err)
	}
	delete(kv.data, indexKey) // as if the index write had failed
	list := st.list()
	if len(list) != 1 || list[0].ID != ses.id || list[0].Progress != ses.save.Progress {
		t.Fatalf("list = %+v", list)
	}
}

func TestStoreLoadRejectsBadData(t *testing.T) {
	kv := newMemStorage()
	st := store{kv, toyGames()}
	const id = "aaaaaaaaaaaa"
	for name, value := range map[string]string{
		"missing":    "",
		"not base64": `"%%%"`,
		"not a save": `"aGVsbG8="`,
	} {
		t.Run(name, func(t *testing.T) {
			if value != "" {
				kv.data[savePrefix+id] = []byte(value)
			}
			if _, err := st.load(id); err == nil {
				t.Fatal("want an error")
			}
		})
	}
	if _, err := st.load("../../x"); err == nil {
		t.Fatal("bad ID: want an error")
	}
}

func TestLatestSkipsFinishedGames(t *testing.T) {
	st := store{newMemStorage(), toyGames()}
	done := newToySession(t, 4, save.Computer, save.Computer)
	for !done.state.Over() {
		if err := done.play(done.state.Legal()[0], 5000); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.put(done.id, done.save); err != nil {
		t.Fatal(err)
	}
	if _, ok := st.latest(); ok {
		t.Fatal("a finished game is not continued")
	}
	open := newToySession(t, 5, save.Human, save.Computer)
	if err := st.put(open.id, open.save); err != nil {
		t.Fatal(err)
	}
	if last, ok := st.latest(); !ok || last.ID != open.id {
		t.Fatalf("latest = %+v, %t; want %s", last, ok, open.id)
	}
}

// Listing 526 saved games of 4,015 moves replayed every one of
// them in one browser task (15.8 s). A game is now read and replayed only
// when its index entry's Sum does not match its stored text, and a listing
// goes a slice at a time.
func TestListingReadsOnlyGamesThatChanged(t *testing.T) {
	a := playedToySession(t, 80)
	b := playedToySession(t, 81)
	b.save.Updated++
	tests := []struct {
		name    string
		edit    func(t *testing.T, kv *memStorage)
		problem map[string]bool // by ID: whether the game is listed with a problem
	}{
		// No game is read: with the engine gone, reading one would fail.
		{"sums match", func(*testing.T, *memStorage) {}, map[string]bool{a.id: false, b.id: false}},
		{"a save changed", func(t *testing.T, kv *memStorage) {
			other := playedToySession(t, 82)
			if err := (store{kv, toyGames()}).put(other.id, other.save); err != nil {
				t.Fatal(err)
			}
			kv.data[savePrefix+a.id] = kv.data[savePrefix+other.id]
			store{kv, toyGames()}.remove(other.id)
		}, map[string]bool{a.id: true, b.id: false}},
		{"an entry changed", func(t *testing.T, kv *memStorage) {
			var index []entry
			if err := json.Unmarshal(kv.data[indexKey], &index); err != nil {
				t.Fatal(err)
			}
			index[0].Progress = "Claim your prize"
			kv.data[indexKey] = mustJSON(t, index)
		}, map[string]bool{b.id: true, a.id: false}},
		{"an entry without a sum", func(t *testing.T, kv *memStorage) {
			var index []entry
			if err := json.Unmarshal(kv.data[indexKey], &index); err != nil {
				t.Fatal(err)
			}
			index[1].Sum = ""
			kv.data[indexKey] = mustJSON(t, index)
		}, map[string]bool{b.id: false, a.id: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			kv := newMemStorage()
			st := store{kv, toyGames()}
			for _, ses := range []*session{a, b} {
				if err := st.put(ses.id, ses.save); err != nil {
					t.Fatal(err)
				}
			}
			if l := st.list(); len(l) != 2 || l[0].Sum == "" || l[1].Sum == "" {
				t.Fatalf("the first listing gave no sums: %+v", l)
			}
			tt.edit(t, kv)
			st.games = nil // from here, a game that is read cannot be opened
			l := st.listing()
			for step := 1; !l.next(0); step++ {
				if got := len(l.entries()); got != step {
					t.Fatalf("step %d listed %d games", step, got)
				}
			}
			got := l.entries()
			if len(got) != 2 || got[0].ID != b.id {
				t.Fatalf("listed %+v", got)
			}
			for _, e := range got {
				if (e.Problem != "") != tt.problem[e.ID] {
					t.Errorf("%s: problem %q, want a problem %v", e.ID, e.Problem, tt.problem[e.ID])
				}
			}
		})
	}
}
