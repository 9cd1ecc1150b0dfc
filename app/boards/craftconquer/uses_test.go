package craftconquer

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// subPackageUses is what each sub-package of the board may import of the
// others, as its package comment says; any of them may use playtest in
// its tests.
var subPackageUses = map[string][]string{
	"icons":    {},
	"words":    {},
	"layout":   {},
	"playtest": {},
	"places":   {"layout"},
	"dice":     {"layout"},
	"narrate":  {"places", "dice", "words"},
	"guide":    {"icons", "words"},
}

// TestSubPackageUses checks that the board's sub-packages use one another
// only downwards, as listed in subPackageUses, and never the board itself.
func TestSubPackageUses(t *testing.T) {
	const self = "tabula/app/boards/craftconquer"
	dirs, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		allowed, ok := subPackageUses[d.Name()]
		if !ok {
			t.Errorf("sub-package %s is not in subPackageUses: add it with what its package comment allows it to use", d.Name())
			continue
		}
		files, _ := filepath.Glob(filepath.Join(d.Name(), "*.go"))
		for _, f := range files {
			ast, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range ast.Imports {
				p, _ := strconv.Unquote(imp.Path.Value)
				sub, under := strings.CutPrefix(p, self+"/")
				switch {
				case p == self:
					t.Errorf("%s imports the board package", f)
				case !under:
				case sub == "playtest" && strings.HasSuffix(f, "_test.go"):
				case !slices.Contains(allowed, sub):
					t.Errorf("%s imports %s, which is not among %s's uses %v", f, sub, d.Name(), allowed)
				}
			}
		}
	}
}
