package catalog

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// named are the files outside a game's folders that may name a shipped
// game by its ID, each with the reason. Keep it short: shared code reads
// the lists (All, app/boards.All), and a test that needs a game of some
// kind picks it by what it can do or uses a toy engine
// (engines/enginetest/toys). What is here tests one shipped game's own
// behaviour through the app's or the bots' internals, where the game's
// folder cannot reach.
var named = map[string]string{
	"app/boards/refusals_test.go":         "each game's refused parts checked against its engine's own reasons",
	"app/home_test.go":                    "Home's tile offers the shipped Battle Merchants lesson's ending",
	"app/gain/gain_test.go":               "a Battle Merchants sale's reason names its price",
	"app/friends/live_bench_test.go":      "the cost of a repeated live message, on a 4,015-move Craft & Conquer game",
	"bench/link/main.go":                  "the link-page benchmark's link: 60 moves of Battle Merchants, as its goal was set on",
	"app/lessons/lesson_test.go":          "the shipped lessons: the toy games have none",
	"app/table/projection_test.go":        "the panels show Battle Merchants' projected score (a Projector)",
	"app/table/table_test.go":             "Battle Merchants at one device needs no pass screen",
	"app/table/tableview_test.go":         "Craft & Conquer's and Emara's hands hidden at one device",
	"engines/bots/analysis_test.go":       "analyses of Emara's solo game and of Coin & Crown's payments",
	"engines/bots/tiebreak_test.go":       "a Craft & Conquer siege where Normal chose at random, replayed",
	"engines/searchjob/searchjob_test.go": "FuzzMessages' seed corpus, kept on the game its stalls were measured with",
	// The browser tests drive particular games' boards; e2e/GAME.test.mjs
	// is a game's own (allowed below), the rest may yet move to the
	// catalog or into those files.
	"e2e/": "the browser tests, which drive particular games' boards",
}

// TestNoGameNamedOutsideItsFolders: no file of the repository outside a
// game's folders (engines/ID/, app/boards/ID/, its browser test
// e2e/ID.test.mjs) names a shipped game's ID, except the two lists (this
// package's All and app/boards' All), documentation (Markdown and docs/),
// test data and the files of the list above: a game is added with its two
// folders and a line in each list (docs/ADDING-A-GAME.md).
func TestNoGameNamedOutsideItsFolders(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("git", "ls-files", "--cached", "--others", "--exclude-standard")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Skipf("not a git checkout (git ls-files: %v)", err)
	}
	var ids []string
	for _, g := range All() {
		ids = append(ids, g.Info().ID)
	}
	allowed := func(path string) bool {
		switch {
		case path == "engines/catalog/catalog.go", path == "app/boards/boards.go",
			strings.HasPrefix(path, "docs/"), strings.HasSuffix(path, ".md"), strings.Contains(path, "testdata/"):
			return true
		}
		for _, id := range ids {
			if strings.HasPrefix(path, "engines/"+id+"/") || strings.HasPrefix(path, "app/boards/"+id+"/") || path == "e2e/"+id+".test.mjs" {
				return true
			}
		}
		for p := range named {
			if path == p || strings.HasSuffix(p, "/") && strings.HasPrefix(path, p) {
				return true
			}
		}
		return false
	}
	for _, path := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if path == "" || allowed(path) {
			continue
		}
		b, err := os.ReadFile(filepath.Join(root, path))
		if err != nil {
			if os.IsNotExist(err) {
				continue // deleted, not yet committed
			}
			t.Fatal(err)
		}
		if bytes.IndexByte(b, 0) >= 0 {
			continue // binary
		}
		sc := bufio.NewScanner(bytes.NewReader(b))
		sc.Buffer(nil, len(b)+1)
		for n := 1; sc.Scan(); n++ {
			for _, id := range ids {
				if strings.Contains(sc.Text(), id) {
					t.Errorf("%s:%d names %s: %s", path, n, id, strings.TrimSpace(sc.Text()))
				}
			}
		}
	}
}
