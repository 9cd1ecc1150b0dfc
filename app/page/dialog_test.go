package page

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/app/session"
	"tabula/engines/enginetest/toygame"
)

// TestRefDialogStaysOpenWhenItsPageRedraws: a page draws its rules and
// Legend buttons anew at each update, and go-app sets the mounted dialog's
// exported fields from each new one; whether it is open is not one of
// them, so an open dialog stays open.
func TestRefDialogStaysOpenWhenItsPageRedraws(t *testing.T) {
	g := board.Game{Engine: toygame.Game{}}
	drawn := func() *RefDialog { return &RefDialog{Game: g.ID(), Name: "Toy", Games: session.Games{g}} }
	d := drawn().Shown()
	e := app.NewTestEngine()
	if err := e.Load(d); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	if err := e.Load(drawn()); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	if !d.open {
		t.Fatal("the page's drawing closed the open dialog")
	}
}
