package emara

import (
	"testing"

	"tabula/engines/enginetest"
)

// FuzzApply feeds Apply arbitrary action sequences from random states and
// checks the contract and the invariants after each (enginetest.FuzzApply).
func FuzzApply(f *testing.F) { enginetest.FuzzApply(f, Game{}) }
