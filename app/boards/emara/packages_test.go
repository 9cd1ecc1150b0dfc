package emara

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

// subPackageUses is what each sub-package of this board may import of the
// board's own packages, as the package comments say: the uses run one way,
// and none imports the board package itself. emaratest is for tests only.
var subPackageUses = map[string][]string{
	"words":     {},
	"icons":     {"words"},
	"solo":      {"emaratest"},
	"narration": {"words", "emaratest"},
	"lesson":    {"solo", "words", "emaratest"},
	"emaratest": {},
}

// TestSubPackagesUseOneWay reads the imports of every Go file of the
// board's sub-packages and checks them against subPackageUses; a new
// sub-package must state its uses there.
func TestSubPackagesUseOneWay(t *testing.T) {
	const self = "tabula/app/boards/emara"
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		sub := e.Name()
		uses, ok := subPackageUses[sub]
		if !ok {
			t.Errorf("the sub-package %s is not in subPackageUses: add it with the uses its package comment states", sub)
			continue
		}
		files, err := filepath.Glob(filepath.Join(sub, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no Go files (%v)", sub, err)
		}
		for _, f := range files {
			parsed, err := parser.ParseFile(fset, f, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, spec := range parsed.Imports {
				imp, _ := strconv.Unquote(spec.Path.Value)
				used, ok := strings.CutPrefix(imp, self+"/")
				switch {
				case imp == self:
					t.Errorf("%s imports the board package: the uses run from the board down", f)
				case !ok:
				case !slices.Contains(uses, used):
					t.Errorf("%s imports %s, which is not among %s's uses %v", f, used, sub, uses)
				case used == "emaratest" && !strings.HasSuffix(f, "_test.go"):
					t.Errorf("%s imports emaratest, which is for tests only", f)
				}
			}
		}
	}
}
