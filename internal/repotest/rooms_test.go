package repotest

import (
	"bufio"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// roomUses is what each package under app/ other than app itself may
// import of this repository, as its package comment says: a package path
// relative to the module's root, and every package under it. A package
// under app/ is ruled by its longest key here; one under no key is an
// error, so a new room states its uses. Nothing but app imports app: app
// composes the rooms, the rooms never call up. The boards use the board
// contract and the engines, never a room beside them nor another game's
// board (boardGame).
var roomUses = map[string][]string{
	"app/apptest":    {"app/board", "app/boards", "app/computer", "app/page", "app/session", "app/settings", "app/storage", "engines"},
	"app/board":      {"app/board", "engines"},
	"app/computer":   {"engines"},
	"app/boards":     {"app/board", "app/boards", "engines"},
	"app/friends":    {"app/apptest", "app/board", "app/computer", "app/page", "app/qrcode", "app/seating", "app/session", "app/settings", "app/storage", "app/table", "engines"},
	"app/gain":       {"engines"},
	"app/lessons":    {"app/apptest", "app/board", "app/computer", "app/gain", "app/page", "app/session", "app/settings", "app/storage", "app/table", "engines"},
	"app/page":       {"app/board", "app/computer", "app/searchpool", "app/seating", "app/session", "app/settings", "app/storage", "engines"},
	"app/table":      {"app/apptest", "app/board", "app/computer", "app/gain", "app/page", "app/searchpool", "app/session", "app/settings", "app/storage", "engines"},
	"app/qrcode":     {},
	"app/review":     {"app/apptest", "app/board", "app/computer", "app/page", "app/searchpool", "app/session", "app/settings", "app/storage", "engines"},
	"app/searchpool": {"app/board", "engines/searchjob"},
	"app/seating":    {"app/board", "engines/save"},
	"app/session":    {"app/board", "app/computer", "app/seating", "app/session", "app/settings", "app/storage", "engines"},
	"app/settings":   {"app/seating", "app/storage/storagetest", "engines/save"},
	"app/storage":    {"app/board", "app/seating", "app/storage/storagetest", "engines"},
}

// modulePath is the module's path, read from go.mod at root.
func modulePath(t *testing.T, root string) string {
	t.Helper()
	f, err := os.Open(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if m, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "module "); ok {
			return strings.Trim(strings.TrimSpace(m), `"`)
		}
	}
	t.Fatal("go.mod names no module")
	return ""
}

// roomProblem says why the package at dir (relative to the module's root,
// under app/) may not import imp (a path relative to the module's root),
// or "" when it may.
func roomProblem(dir, imp string) string {
	if imp == "app" {
		return "app composes the rooms and none imports it: a room never calls up"
	}
	rule := ""
	for k := range roomUses {
		if (dir == k || strings.HasPrefix(dir, k+"/")) && len(k) > len(rule) {
			rule = k
		}
	}
	if rule == "" {
		return dir + " is in no room of roomUses: add it there with what its package comment allows it to use"
	}
	if game, ok := boardGame(dir); ok {
		if other, ok := boardGame(imp); ok && other != game {
			return "a game's board uses no other game's board: " + imp + " is another game's"
		}
	}
	for _, ok := range roomUses[rule] {
		if imp == ok || strings.HasPrefix(imp, ok+"/") {
			return ""
		}
	}
	return imp + " is not among the uses of " + rule + " (" + strings.Join(roomUses[rule], ", ") + ")"
}

// boardGame is the game whose board folder (app/boards/<game>) holds the
// package at dir, and whether there is one.
func boardGame(dir string) (string, bool) {
	rest, ok := strings.CutPrefix(dir, "app/boards/")
	if !ok {
		return "", false
	}
	game, _, _ := strings.Cut(rest, "/")
	return game, true
}

// TestRoomsImportDownward: no package under app/ but app itself imports
// app, and each imports of this repository only what roomUses allows it,
// its tests included. It reads every Go file under app/ that git tracks or
// would track.
func TestRoomsImportDownward(t *testing.T) {
	root, paths := files(t)
	module := modulePath(t, root)
	fset := token.NewFileSet()
	checked := 0
	for _, p := range paths {
		if !strings.HasPrefix(p, "app/") || !strings.HasSuffix(p, ".go") {
			continue
		}
		dir := path.Dir(p)
		if dir == "app" {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(root, p), nil, parser.ImportsOnly)
		if err != nil {
			if os.IsNotExist(err) {
				continue // deleted, not yet committed
			}
			t.Fatal(err)
		}
		checked++
		for _, spec := range f.Imports {
			imp, err := strconv.Unquote(spec.Path.Value)
			if err != nil {
				t.Fatal(err)
			}
			var rel string
			switch {
			case imp == module:
				rel = "."
			case strings.HasPrefix(imp, module+"/"):
				rel = strings.TrimPrefix(imp, module+"/")
			default:
				continue // the standard library or another module
			}
			if why := roomProblem(dir, rel); why != "" {
				t.Errorf("%s imports %s: %s", p, imp, why)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no Go file under app/ was read")
	}
}

// TestRoomProblem: what roomProblem allows and refuses.
func TestRoomProblem(t *testing.T) {
	for _, tc := range []struct {
		dir, imp string
		ok       bool
	}{
		{"app/qrcode", "app", false},
		{"app/searchpool", "app", false},
		{"app/boards/agame", "app", false},
		{"app/searchpool", "engines/searchjob", true},
		{"app/searchpool", "engines/bots", false},
		{"app/searchpool", "app/board", true},
		{"app/qrcode", "app/board", false},
		{"app/board/boardtest", "engines/enginetest/toygame", true},
		{"app/boards/agame", "app/board", true},
		{"app/boards/agame", "engines/agame", true},
		{"app/boards/agame", "app/searchpool", false},
		{"app/boards/agame", "app/qrcode", false},
		{"app/boards/agame", "app/boards/agame/icons", true},
		{"app/boards/agame/guide", "app/boards/agame/icons", true},
		{"app/boards/agame", "app/boards/another", false},
		{"app/boards/agame/guide", "app/boards/another/icons", false},
		{"app/boardsmith", "app/board", false}, // a prefix of a name is no room of it
		{"app/newroom", "engines", false},
	} {
		if got := roomProblem(tc.dir, tc.imp) == ""; got != tc.ok {
			t.Errorf("roomProblem(%q, %q) allows it: %v, want %v", tc.dir, tc.imp, got, tc.ok)
		}
	}
}

// maxRoomLines is the most lines of Go, tests aside, that one package of
// the interface holds: a package that grows past it is split by what its
// parts do, as the boards' packages are into their sub-packages.
const maxRoomLines = 3000

// TestRoomsStaySmall: no package under app/ holds more than maxRoomLines
// lines of Go outside its tests.
func TestRoomsStaySmall(t *testing.T) {
	root, paths := files(t)
	lines := map[string]int{}
	for _, p := range paths {
		if !strings.HasPrefix(p, "app/") || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(root, p))
		if err != nil {
			if os.IsNotExist(err) {
				continue // deleted, not yet committed
			}
			t.Fatal(err)
		}
		lines[path.Dir(p)] += strings.Count(string(b), "\n")
	}
	if len(lines) == 0 {
		t.Fatal("no Go file under app/ was read")
	}
	for dir, n := range lines {
		if n > maxRoomLines {
			t.Errorf("%s holds %d lines of Go besides its tests, over %d: split it by what its parts do", dir, n, maxRoomLines)
		}
	}
}
