package page

import (
	"fmt"
	"net/url"
	"regexp"
	"strconv"

	"tabula/app/board"
	"tabula/engines/save"
)

// The app's routes.
const (
	PathHome     = "/"
	PathNew      = "/new"
	PathPlay     = "/play"
	PathSaved    = "/saved"
	PathSettings = "/settings"
)

// LinkPath is the path of game id's share links: Home, with the link's
// question, on a page that loads id's link build on a first visit
// (RegisterLinkBuild; cmd/static writes the page).
func LinkPath(id string) string { return linkPathPrefix + id }

// linkPathPrefix begins the path of every game's links (LinkPath).
const linkPathPrefix = "/open-"

// LinkPathForms matches the other paths at which a server may answer with
// the page of game id's links, which must play the link too: cmd/server
// answers LinkPath(id)+"/" and LinkPath(id)+".html" with it, as static
// hosts do.
func LinkPathForms(id string) string {
	return "^" + regexp.QuoteMeta(LinkPath(id)) + `(/|\.html)$`
}

// Href is the URL of an app path (with its query) under the site's base
// path (board.Href), e.g. "/tabula/saved" for "/saved".
func Href(path string) string { return board.Href(path) }

// ShareURL is the link that opens a copy of the saved game in any browser:
// the page of its game's links (LinkPath, Home with the link's question)
// with the game in the "#s=…" fragment.
func ShareURL(origin string, s *save.Save) (string, error) {
	frag, err := save.Link(s)
	if err != nil {
		return "", fmt.Errorf("making the share link: %w", err)
	}
	return origin + Href(LinkPath(s.Game)) + "#" + frag, nil
}

// PathReview is the review of a game: /review?id=ID for a saved game (with
// &seat=N, the seat of the person at the device, from the table), or
// /review#s=… for a shared link's game.
const PathReview = "/review"

// ReviewHref is the address of the review of the stored game id, seen by
// seat (the person at the device) when seat is not -1.
func ReviewHref(id string, seat int) string {
	q := url.Values{"id": {id}}
	if seat >= 0 {
		q.Set("seat", strconv.Itoa(seat))
	}
	return Href(PathReview + "?" + q.Encode())
}
