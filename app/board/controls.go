package board

import (
	"tabula/engines"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// ChoiceButton is an HTML button choosing c, titled with its description.
// Native buttons click on Enter and Space by themselves, so buttons use
// this instead of Target, whose own key handling would choose the action a
// second time. As in Target, the handler is scoped by the action: go-app
// keeps a mounted handler whose code is the same, so a button reused for
// another action would otherwise play the old one.
func ChoiceButton(c Choice, choose func(app.Context, engines.Action), class ...string) app.HTMLButton {
	return app.Button().Type("button").Class(class...).Title(c.Text).DataSet("action", ActionKey(c.Action)).
		OnClick(func(ctx app.Context, e app.Event) { choose(ctx, c.Action) }, app.EventScope(c.Action))
}
