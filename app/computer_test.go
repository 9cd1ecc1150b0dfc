package app

import (
	"testing"

	"tabula/app/computer"
	"tabula/engines/bots"
)

func TestDefaultLevelIsNormal(t *testing.T) {
	if got := defaultLevel(computer.Levels()); got != bots.Normal {
		t.Fatalf("defaultLevel = %q, want %q", got, bots.Normal)
	}
	if got := defaultLevel(nil); got != "" {
		t.Fatalf("defaultLevel(nil) = %q", got)
	}
}
