package icons

import "testing"

// TestLessonIcon checks that a lesson's words draw the board's symbols by
// name, and nothing for a name the board has no symbol for.
func TestLessonIcon(t *testing.T) {
	for _, name := range []string{"wood", "citizen", "cathedral", "favor"} {
		if LessonIcon(name) == nil {
			t.Errorf("LessonIcon(%q) draws nothing", name)
		}
	}
	if LessonIcon("dragon") != nil {
		t.Error("LessonIcon draws a name the board has no symbol for")
	}
}
