package app

import (
	"errors"
	"slices"
	"testing"

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

func TestReconcile(t *testing.T) {
	const a, b, c = "aaaaaaaaaaaa", "bbbbbbbbbbbb", "cccccccccccc"
	recovered := func(id string) (entry, bool) {
		if id == c {
			return entry{ID: c, Updated: 5}, true
		}
		return entry{}, false
	}
	tests := []struct {
		name  string
		index []entry
		keys  []string
		want  []string
	}{
		{"in step", []entry{{ID: a, Updated: 1}, {ID: b, Updated: 2}},
			[]string{savePrefix + a, savePrefix + b}, []string{b, a}},
		{"entry without a save is dropped", []entry{{ID: a, Updated: 1}, {ID: b, Updated: 2}},
			[]string{savePrefix + a}, []string{a}},
		{"save missing from the index is recovered", []entry{{ID: a, Updated: 1}},
			[]string{savePrefix + a, savePrefix + c}, []string{c, a}},
		{"unreadable orphan is skipped", nil,
			[]string{savePrefix + b}, nil},
		{"duplicate entries are merged", []entry{{ID: a, Updated: 1}, {ID: a, Updated: 9}},
			[]string{savePrefix + a}, []string{a}},
		{"foreign keys are ignored", nil,
			[]string{savePrefix + "../x", "other", settingsKey}, nil},
		{"equal times sort by ID", []entry{{ID: b, Updated: 3}, {ID: a, Updated: 3}},
			[]string{savePrefix + a, savePrefix + b}, []string{a, b}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, e := range reconcile(tt.index, tt.keys, recovered) {
				got = append(got, e.ID)
			}
			if !slices.Equal(got, tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestStorePutListLoadRemove(t *testing.T) {
	ses := newToySession(t, 1, save.Human, save.Computer)
	st := store{newMemStorage()}
	if err := st.put(ses.id, ses.save); err != nil {
		t.Fatal(err)
	}
	list := st.list()
	if len(list) != 1 || list[0].ID != ses.id || list[0].Game != "toygame" || list[0].Progress != ses.save.Progress {
		t.Fatalf("list = %+v", list)
	}
	if !slices.Equal(list[0].Seats, []string{"Aldric", "Beatrix"}) {
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
	st := store{kv}
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
	st := store{kv}
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
	st := store{kv}
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
	st := store{newMemStorage()}
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
