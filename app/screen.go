package app

import "tabula/app/page"

// screen is what every page of app shares: the page's screen (the
// settings and the visit), and the house.
type screen struct {
	page.Screen
	*house
}
