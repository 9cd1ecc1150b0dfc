package repotest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// files lists the repository's files that git tracks or would track (new
// ones included, ignored ones such as node_modules, bin, the built sites
// and the wasm left out), relative to root, which it returns too. The test
// is skipped outside a git checkout.
func files(t *testing.T) (root string, paths []string) {
	t.Helper()
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
	for _, p := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if p != "" {
			paths = append(paths, p)
		}
	}
	return root, paths
}

// trackerNumber matches a reference to the tracker by number: the word
// issue or issues, then a number, with at most spaces, a hyphen, an
// underscore or "#" between (also as part of an identifier), or a line's
// end and the next line's comment marker ("//", "*" or "#"). A link to
// another project's tracker ("go.dev/issue/" and its number) has a slash
// there and is not matched.
var trackerNumber = regexp.MustCompile(`(?i)\bissues?[\s_-]*(?:(?://|\*|#)[ \t]*)?#?\d+`)

// TestNoTrackerNumbers: no file names work by its tracker number, in code,
// comments, test names, the Makefile or the docs. A reader of the
// repository alone cannot follow such a reference: name the thing instead
// ("the link page's size goal"), or drop the number where it only dated a
// change (the commit log dates it).
func TestNoTrackerNumbers(t *testing.T) {
	root, paths := files(t)
	for _, path := range paths {
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
		for _, at := range trackerNumber.FindAllIndex(b, -1) {
			line := bytes.Count(b[:at[0]], []byte("\n")) + 1
			m := strings.Join(strings.Fields(string(b[at[0]:at[1]])), " ")
			t.Errorf("%s:%d names a tracker number (%q): name what it refers to", path, line, m)
		}
	}
}

// maxArchitecture is docs/ARCHITECTURE.md's bound in bytes: the
// architecture, short; what was measured goes to docs/bench/, how the
// code came to be to the commit log.
const maxArchitecture = 15_000

// TestArchitectureIsShort: docs/ARCHITECTURE.md holds at most
// maxArchitecture bytes.
func TestArchitectureIsShort(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(filepath.Join(root, "docs", "ARCHITECTURE.md"))
	if err != nil {
		t.Fatal(err)
	}
	if info.Size() > maxArchitecture {
		t.Errorf("docs/ARCHITECTURE.md is %d bytes, over %d: keep the architecture there, move what was measured to docs/bench/ and leave history to the commit log", info.Size(), maxArchitecture)
	}
}

// TestTrackerNumberPattern: what trackerNumber finds and what it leaves.
func TestTrackerNumberPattern(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"the link page (issue " + "60)", true},
		{"Issue" + "18Bars", true},
		{"issues " + "7 and 18", true},
		{"issue #" + "14", true},
		{"a bar side by side (issue\n// " + "61: twice", true},
		{"the Orcs (issue\n   * " + "48)", true},
		{"// Issue" + " 45, item 8: twin names", true},
		{"go.dev/issue/75804", false},
		{"github.com/golang/go/issues/75804", false},
		{"the issue's yardstick", false},
		{"Round 6 of 6", false},
		{"tissue" + " 3 layers", false},
	} {
		if got := trackerNumber.MatchString(tc.line); got != tc.want {
			t.Errorf("trackerNumber.MatchString(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}
