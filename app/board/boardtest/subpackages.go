package boardtest

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

// SubPackageUses checks, from a board package's folder, that its
// sub-packages import one another only as uses states (each
// sub-package's name: the names of the others it may import, as its
// package comment says) and never the board package, whose import path is
// self. A sub-package whose name ends in "test" holds test helpers: it may
// be imported by any of them, from tests only. A sub-package missing from
// uses fails, so that a new one states its uses.
func SubPackageUses(t *testing.T, self string, uses map[string][]string) {
	t.Helper()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, e := range entries {
		if !e.IsDir() || e.Name() == "testdata" {
			continue
		}
		sub := e.Name()
		allowed, ok := uses[sub]
		if !ok {
			t.Errorf("the sub-package %s states no uses: add it with the uses its package comment states", sub)
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
				used, under := strings.CutPrefix(imp, self+"/")
				helpers := strings.HasSuffix(used, "test")
				switch {
				case imp == self:
					t.Errorf("%s imports the board package: the uses run from the board down", f)
				case !under:
				case helpers && !strings.HasSuffix(f, "_test.go"):
					t.Errorf("%s imports %s, which holds test helpers, outside a test", f, used)
				case !helpers && !slices.Contains(allowed, used):
					t.Errorf("%s imports %s, which is not among %s's uses %v", f, used, sub, allowed)
				}
			}
		}
	}
}
