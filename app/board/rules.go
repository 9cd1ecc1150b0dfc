package board

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// RulesSection is one titled section of a rules reference.
func RulesSection(id, title string, body ...app.UI) app.UI {
	return app.Section().Aria("labelledby", id).Body(
		append([]app.UI{app.H3().ID(id).Text(title)}, body...)...,
	)
}

// RulesList is a bulleted list of items, numbered when ordered.
func RulesList(ordered bool, items ...string) app.UI {
	lis := make([]app.UI, len(items))
	for i, it := range items {
		lis[i] = app.Li().Text(it)
	}
	if ordered {
		return app.Ol().Body(lis...)
	}
	return app.Ul().Body(lis...)
}
