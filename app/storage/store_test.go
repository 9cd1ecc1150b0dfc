package storage

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"tabula/app/storage/storagetest"

	"tabula/engines"
	"tabula/engines/bots"
	"tabula/engines/enginetest/toygame"
	"tabula/engines/save"
)

// openToy opens the toy game's saves as the app opens a game: found by
// its ID and its setup checked against the bots' levels and six colours.
func openToy(s *save.Save) (*save.Save, engines.Game, error) {
	g, err := save.Find(s, func(id string) (engines.Game, bool) { return toygame.Game{}, id == toygame.Game{}.Info().ID })
	if err != nil {
		return nil, nil, err
	}
	s, err = save.Check(s, g.Info(), save.Playable{Levels: bots.Names(), Colours: 6})
	if err != nil {
		return nil, nil, err
	}
	return s, g, nil
}

// openNone opens no game: that of every save is unknown.
func openNone(s *save.Save) (*save.Save, engines.Game, error) {
	g, err := save.Find(s, func(string) (engines.Game, bool) { return nil, false })
	return nil, g, err
}

// toyStore is the store in kv of the toy game's saves.
func toyStore(kv KV) Store { return Store{KV: kv, Prepare: openToy} }

// toyGame is a toy game being played, as the table keeps one: its ID,
// its save and its position.
type toyGame struct {
	id    string
	save  *save.Save
	state engines.State
}

// newToyGame starts a toy game with the given seat kinds, the first seat
// Aldric, the second Beatrix, and so on.
func newToyGame(t *testing.T, seed uint64, kinds ...save.Kind) *toyGame {
	t.Helper()
	names := []string{"Aldric", "Beatrix", "Cedric", "Matilda"}
	seats := make([]save.Seat, len(kinds))
	for i, k := range kinds {
		seats[i] = save.Seat{Name: names[i], Colour: i, Kind: k}
		if k == save.Computer {
			seats[i].Level = "random"
		}
	}
	s, st, err := save.Start(toygame.Game{}, engines.Config{Players: len(kinds), Seed: seed}, seats, 1000)
	if err != nil {
		t.Fatal(err)
	}
	return &toyGame{id: NewID(), save: s, state: st}
}

// play plays a at time now, in the save too.
func (g *toyGame) play(a engines.Action, now int64) error {
	step, err := engines.Play(g.state, a)
	if err != nil {
		return err
	}
	if err := g.save.Append(step); err != nil {
		return err
	}
	g.save.Update(g.state, now)
	return nil
}

// playedToyGame is a toy game five moves in.
func playedToyGame(t *testing.T, seed uint64) *toyGame {
	t.Helper()
	g := newToyGame(t, seed, save.Human, save.Computer)
	for range 5 {
		if err := g.play(g.state.Legal()[0], 4000); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestNewIDIsValid(t *testing.T) {
	seen := map[string]bool{}
	for range 100 {
		id := NewID()
		if !ValidID(id) {
			t.Fatalf("NewID() = %q is not valid", id)
		}
		if seen[id] {
			t.Fatalf("NewID() repeated %q", id)
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
		if got := ValidID(id); got != want {
			t.Errorf("ValidID(%q) = %t, want %t", id, got, want)
		}
	}
}

func TestListRepairsTheIndexFromTheSaves(t *testing.T) {
	a, b := newToyGame(t, 6, save.Human, save.Computer), newToyGame(t, 7, save.Human, save.Human)
	a.save.Updated, b.save.Updated = 1000, 2000
	ids := func(es []Entry) []string {
		var out []string
		for _, e := range es {
			out = append(out, e.ID)
		}
		return out
	}
	tests := []struct {
		name string
		edit func(kv *storagetest.MemKV)
		want []string
	}{
		{"in step", func(*storagetest.MemKV) {}, []string{b.id, a.id}},
		{"entry without a save is dropped", func(kv *storagetest.MemKV) { delete(kv.Data, SavePrefix+a.id) }, []string{b.id}},
		{"save missing from the index is listed", func(kv *storagetest.MemKV) { kv.Data[IndexKey] = []byte("[]") }, []string{b.id, a.id}},
		{"unreadable index", func(kv *storagetest.MemKV) { kv.Data[IndexKey] = []byte("{") }, []string{b.id, a.id}},
		{"duplicate entries are merged", func(kv *storagetest.MemKV) {
			kv.Data[IndexKey] = mustJSON(t, []Entry{{ID: a.id}, {ID: a.id, Updated: 9}, {ID: b.id}})
		}, []string{b.id, a.id}},
		{"foreign keys are ignored", func(kv *storagetest.MemKV) {
			kv.Data[SavePrefix+"../x"] = []byte(`"x"`)
			kv.Data["other"] = []byte(`"y"`)
		}, []string{b.id, a.id}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			kv := storagetest.New()
			st := toyStore(kv)
			for _, ses := range []*toyGame{a, b} {
				if err := st.Put(ses.id, ses.save); err != nil {
					t.Fatal(err)
				}
			}
			tt.edit(kv)
			got := st.List()
			if !slices.Equal(ids(got), tt.want) {
				t.Fatalf("listed %v, want %v", ids(got), tt.want)
			}
			if stored := st.index(); !slices.EqualFunc(stored, got, SameEntry) {
				t.Fatalf("the index was not rewritten from the saves:\n%+v\n%+v", stored, got)
			}
		})
	}
}

// A stranger's edited index entry (a game ID "chess", a name of
// 200,000 characters) was listed as written, and Continue showed it.
func TestListRebuildsAnEditedEntryFromItsSave(t *testing.T) {
	kv := storagetest.New()
	st := toyStore(kv)
	ses := newToyGame(t, 8, save.Human, save.Computer)
	if err := st.Put(ses.id, ses.save); err != nil {
		t.Fatal(err)
	}
	huge := strings.Repeat("W", 200_000)
	kv.Data[IndexKey] = mustJSON(t, []Entry{{ID: ses.id, Game: "chess", Seats: []string{huge, "Mallory"},
		Progress: "Claim your prize at evil.example", Updated: 1 << 50}})
	want := entryOf(ses.id, ses.save)
	want.Sum = sum(st.Text(ses.id), want)
	for name, got := range map[string]func() (Entry, bool){
		"list":   func() (Entry, bool) { l := st.List(); return l[0], len(l) == 1 },
		"latest": st.Latest,
	} {
		e, ok := got()
		if !ok || !SameEntry(e, want) || e.Problem != "" {
			t.Errorf("%s = %+v, %t; want %+v", name, e, ok, want)
		}
	}
	if raw := string(kv.Data[IndexKey]); strings.Contains(raw, "chess") || strings.Contains(raw, huge) {
		t.Error("the edited entry is still in the stored index")
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

func TestStorePutListLoadRemove(t *testing.T) {
	ses := newToyGame(t, 1, save.Human, save.Computer)
	st := toyStore(storagetest.New())
	if err := st.Put(ses.id, ses.save); err != nil {
		t.Fatal(err)
	}
	list := st.List()
	if len(list) != 1 || list[0].ID != ses.id || list[0].Game != "toygame" || list[0].Progress != ses.save.Progress {
		t.Fatalf("list = %+v", list)
	}
	// Listed as this device names them: the one person at the device is You.
	if !slices.Equal(list[0].Seats, []string{"You", "Beatrix"}) {
		t.Fatalf("seats = %v", list[0].Seats)
	}
	got, err := st.Load(ses.id)
	if err != nil {
		t.Fatal(err)
	}
	if got.Seed != ses.save.Seed || len(got.Log) != len(ses.save.Log) {
		t.Fatalf("loaded %+v, saved %+v", got, ses.save)
	}
	if last, ok := st.Latest(); !ok || last.ID != ses.id {
		t.Fatalf("latest = %+v, %t", last, ok)
	}
	st.Remove(ses.id)
	if list := st.List(); len(list) != 0 {
		t.Fatalf("after remove: %+v", list)
	}
	if _, err := st.Load(ses.id); err == nil {
		t.Fatal("load after remove: want an error")
	}
}

func TestStoreFullQuotaKeepsTheLastGoodSave(t *testing.T) {
	ses := newToyGame(t, 2, save.Human, save.Human)
	kv := storagetest.New()
	st := toyStore(kv)
	if err := st.Put(ses.id, ses.save); err != nil {
		t.Fatal(err)
	}
	if err := ses.play(ses.state.Legal()[0], 2000); err != nil {
		t.Fatal(err)
	}
	kv.Full = true
	err := st.Put(ses.id, ses.save)
	if !errors.Is(err, ErrStorage) || !errors.Is(err, storagetest.ErrQuota) {
		t.Fatalf("put into a full storage: got %v, want ErrStorage wrapping the quota error", err)
	}
	kv.Full = false
	got, err := st.Load(ses.id)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Log) != 0 {
		t.Fatalf("the previous save was replaced: log %v", got.Log)
	}
}

func TestStoreRecoversFromAFailedIndexWrite(t *testing.T) {
	ses := newToyGame(t, 3, save.Human, save.Computer)
	kv := storagetest.New()
	st := toyStore(kv)
	if err := st.Put(ses.id, ses.save); err != nil {
		t.Fatal(err)
	}
	delete(kv.Data, IndexKey) // as if the index write had failed
	list := st.List()
	if len(list) != 1 || list[0].ID != ses.id || list[0].Progress != ses.save.Progress {
		t.Fatalf("list = %+v", list)
	}
}

func TestStoreLoadRejectsBadData(t *testing.T) {
	kv := storagetest.New()
	st := toyStore(kv)
	const id = "aaaaaaaaaaaa"
	for name, value := range map[string]string{
		"missing":    "",
		"not base64": `"%%%"`,
		"not a save": `"aGVsbG8="`,
	} {
		t.Run(name, func(t *testing.T) {
			if value != "" {
				kv.Data[SavePrefix+id] = []byte(value)
			}
			if _, err := st.Load(id); err == nil {
				t.Fatal("want an error")
			}
		})
	}
	if _, err := st.Load("../../x"); err == nil {
		t.Fatal("bad ID: want an error")
	}
}

func TestLatestSkipsFinishedGames(t *testing.T) {
	st := toyStore(storagetest.New())
	done := newToyGame(t, 4, save.Computer, save.Computer)
	for !done.state.Over() {
		if err := done.play(done.state.Legal()[0], 5000); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.Put(done.id, done.save); err != nil {
		t.Fatal(err)
	}
	if _, ok := st.Latest(); ok {
		t.Fatal("a finished game is not continued")
	}
	open := newToyGame(t, 5, save.Human, save.Computer)
	if err := st.Put(open.id, open.save); err != nil {
		t.Fatal(err)
	}
	if last, ok := st.Latest(); !ok || last.ID != open.id {
		t.Fatalf("latest = %+v, %t; want %s", last, ok, open.id)
	}
}

// Listing 526 saved games of 4,015 moves replayed every one of
// them in one browser task (15.8 s). A game is now read and replayed only
// when its index entry's Sum does not match its stored text, and a listing
// goes a slice at a time.
func TestListingReadsOnlyGamesThatChanged(t *testing.T) {
	a := playedToyGame(t, 80)
	b := playedToyGame(t, 81)
	b.save.Updated++
	tests := []struct {
		name    string
		edit    func(t *testing.T, kv *storagetest.MemKV)
		problem map[string]bool // by ID: whether the game is listed with a problem
	}{
		// No game is read: with the engine gone, reading one would fail.
		{"sums match", func(*testing.T, *storagetest.MemKV) {}, map[string]bool{a.id: false, b.id: false}},
		{"a save changed", func(t *testing.T, kv *storagetest.MemKV) {
			other := playedToyGame(t, 82)
			if err := (toyStore(kv)).Put(other.id, other.save); err != nil {
				t.Fatal(err)
			}
			kv.Data[SavePrefix+a.id] = kv.Data[SavePrefix+other.id]
			toyStore(kv).Remove(other.id)
		}, map[string]bool{a.id: true, b.id: false}},
		{"an entry changed", func(t *testing.T, kv *storagetest.MemKV) {
			var index []Entry
			if err := json.Unmarshal(kv.Data[IndexKey], &index); err != nil {
				t.Fatal(err)
			}
			index[0].Progress = "Claim your prize"
			kv.Data[IndexKey] = mustJSON(t, index)
		}, map[string]bool{b.id: true, a.id: false}},
		{"an entry without a sum", func(t *testing.T, kv *storagetest.MemKV) {
			var index []Entry
			if err := json.Unmarshal(kv.Data[IndexKey], &index); err != nil {
				t.Fatal(err)
			}
			index[1].Sum = ""
			kv.Data[IndexKey] = mustJSON(t, index)
		}, map[string]bool{b.id: false, a.id: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			kv := storagetest.New()
			st := toyStore(kv)
			for _, ses := range []*toyGame{a, b} {
				if err := st.Put(ses.id, ses.save); err != nil {
					t.Fatal(err)
				}
			}
			if l := st.List(); len(l) != 2 || l[0].Sum == "" || l[1].Sum == "" {
				t.Fatalf("the first listing gave no sums: %+v", l)
			}
			tt.edit(t, kv)
			st.Prepare = openNone // from here, a game that is read cannot be opened
			l := st.Listing()
			for step := 1; !l.Next(0); step++ {
				if got := len(l.Entries()); got != step {
					t.Fatalf("step %d listed %d games", step, got)
				}
			}
			got := l.Entries()
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
