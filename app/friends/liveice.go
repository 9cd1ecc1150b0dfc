package friends

import (
	"encoding/json"
	"fmt"
	"net"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/page"
	"tabula/app/settings"
	"tabula/engines/signal"
)

// How a live connection finds its way between two devices (ICE): the
// servers it asks, chosen by the settings and the site.
//
//   - "Same network only" (Settings.SameNetwork): no server at all; two
//     devices connect only where their own addresses reach each other.
//   - The person's own STUN servers (Settings.STUN), when they typed any.
//   - Otherwise the site's: the STUN and TURN servers its host names in
//     ice-servers.json next to its pages (cmd/server -turn answers it with
//     its own and a short-lived credential; a static host may put a file
//     there, an empty list meaning none), or, where the host names none,
//     defaultSTUN: public STUN servers. A STUN server sees the two devices'
//     public addresses, never the game; a TURN relay carries the game's
//     messages, encrypted by WebRTC from end to end.

// iceServersName is the file of the site's own STUN and TURN servers, as
// RTCConfiguration's iceServers: {"iceServers": [{"urls": …}, …]}.
const iceServersName = "ice-servers.json"

// iceServer is one server a connection asks: its URLs, and for a TURN
// relay the credential.
type iceServer struct {
	URLs       []string `json:"urls"`
	Username   string   `json:"username,omitempty"`
	Credential string   `json:"credential,omitempty"`
}

// Limits of the site's list.
const (
	maxICEServers  = 4
	maxICEURLs     = 4
	maxICECred     = 256
	maxICEFileSize = 8 << 10
)

// iceSource says whose servers a connection asks.
type iceSource int

const (
	iceNone    iceSource = iota // same network only
	iceOwn                      // the person's STUN servers (Settings.STUN)
	iceSite                     // the site's ice-servers.json
	iceDefault                  // defaultSTUN: the site names none
)

// icePlan is the servers a connection asks, and whose they are.
type ICEPlan struct {
	source  iceSource
	servers []iceServer
}

// parseICEServers reads a site's ice-servers.json, checking every field:
// at most maxICEServers entries of at most maxICEURLs URLs each ("urls"
// a string or a list), each a stun:, stuns:, turn: or turns: URL the
// browser takes (validICEURL), a TURN URL only with a username and a
// credential of printable ASCII. An empty list is the host's choice of
// no server.
func parseICEServers(text string) ([]iceServer, error) {
	if len(text) > maxICEFileSize {
		return nil, fmt.Errorf("%s: %d bytes", iceServersName, len(text))
	}
	var file struct {
		ICEServers *[]struct {
			URLs       json.RawMessage `json:"urls"`
			Username   string          `json:"username"`
			Credential string          `json:"credential"`
		} `json:"iceServers"`
	}
	if err := json.Unmarshal([]byte(text), &file); err != nil {
		return nil, fmt.Errorf("reading %s: %w", iceServersName, err)
	}
	if file.ICEServers == nil || len(*file.ICEServers) > maxICEServers {
		return nil, fmt.Errorf("%s: no iceServers, or more than %d", iceServersName, maxICEServers)
	}
	out := []iceServer{}
	for _, e := range *file.ICEServers {
		var urls []string
		var one string
		if err := json.Unmarshal(e.URLs, &one); err == nil {
			urls = []string{one}
		} else if err := json.Unmarshal(e.URLs, &urls); err != nil {
			return nil, fmt.Errorf("%s: urls %s", iceServersName, e.URLs)
		}
		if len(urls) == 0 || len(urls) > maxICEURLs {
			return nil, fmt.Errorf("%s: %d URLs in one entry", iceServersName, len(urls))
		}
		turn := false
		for _, u := range urls {
			if !validICEURL(u) {
				return nil, fmt.Errorf("%s: URL %q", iceServersName, u)
			}
			turn = turn || strings.HasPrefix(u, "turn")
		}
		if turn && (!credentialText(e.Username) || !credentialText(e.Credential)) {
			return nil, fmt.Errorf("%s: a TURN server without a usable username and credential", iceServersName)
		}
		if !turn {
			e.Username, e.Credential = "", ""
		}
		out = append(out, iceServer{URLs: urls, Username: e.Username, Credential: e.Credential})
	}
	return out, nil
}

// credentialText reports whether s is a TURN username or credential the
// site may hand the browser: 1 to maxICECred printable ASCII characters.
func credentialText(s string) bool {
	if s == "" || len(s) > maxICECred {
		return false
	}
	for i := range len(s) {
		if s[i] < 0x20 || s[i] > 0x7e {
			return false
		}
	}
	return true
}

// validICEURL reports whether u is a STUN or TURN server's URL the
// browser takes: "stun:" or "stuns:" and a host with an optional port
// (settings.ValidSTUN), or "turn:" or "turns:" likewise with an optional
// "?transport=udp" or "?transport=tcp".
func validICEURL(u string) bool {
	if rest, ok := strings.CutPrefix(u, "turn"); ok {
		if i := strings.IndexByte(rest, '?'); i >= 0 {
			if q := rest[i+1:]; q != "transport=udp" && q != "transport=tcp" {
				return false
			}
			rest = rest[:i]
		}
		return settings.ValidSTUN("stun" + rest)
	}
	return !strings.ContainsRune(u, '?') && settings.ValidSTUN(u)
}

// defaultSTUN is the STUN servers live play asks where the site names
// none of its own (liveice.go), space-separated: two public services of
// independent operators, Cloudflare's and Google's, so that either one's
// outage, or a network that blocks one, leaves the other (README,
// Dependencies). A build may name others (make's STUN, which sets it with
// -ldflags -X tabula/app.defaultSTUN=…).
var defaultSTUN = "stun:stun.cloudflare.com:3478 stun:stun.l.google.com:19302"

// defaultICE is the servers of a site that names none of its own.
func defaultICE() []iceServer {
	var out []iceServer
	for _, u := range strings.Fields(defaultSTUN) {
		out = append(out, iceServer{URLs: []string{u}})
	}
	return out
}

// icePlanFor is the plan the settings make without asking the site: none,
// the person's own servers, or (site true) the site's, still to be asked.
func icePlanFor(s settings.Settings) (plan ICEPlan, site bool) {
	switch {
	case s.SameNetwork:
		return ICEPlan{source: iceNone}, false
	case len(s.OwnSTUN()) > 0:
		var own []iceServer
		for _, u := range s.OwnSTUN() {
			own = append(own, iceServer{URLs: []string{u}})
		}
		return ICEPlan{source: iceOwn, servers: own}, false
	}
	return ICEPlan{}, true
}

// siteICE reads the answer to the site's ice-servers.json (its text, or
// "" when there was none) into the site's plan: its servers, or
// defaultICE where it names none or its file cannot be read.
func siteICE(text string, found bool) ICEPlan {
	if found {
		if servers, err := parseICEServers(text); err == nil {
			return ICEPlan{source: iceSite, servers: servers}
		}
	}
	return ICEPlan{source: iceDefault, servers: defaultICE()}
}

// WithICE calls then with the plan of a connection made now: for the
// site's servers it asks ice-servers.json afresh (web/live.js's servers),
// since a relay's credential is short-lived.
func WithICE(ctx app.Context, s settings.Settings, then func(ctx app.Context, plan ICEPlan)) {
	plan, site := icePlanFor(s)
	if !site || !LiveAvailable() {
		if site {
			plan = siteICE("", false)
		}
		then(ctx, plan)
		return
	}
	page.AwaitPromise(ctx, LiveJS().Call("servers", page.Href("/"+iceServersName)), func(ctx app.Context, v app.Value, ok bool) {
		found := ok && v.Type() == app.TypeString
		text := ""
		if found {
			text = v.String()
		}
		then(ctx, siteICE(text, found))
	})
}

// js is the plan's servers for web/live.js (RTCConfiguration's iceServers).
func (p ICEPlan) js() []any {
	out := make([]any, len(p.servers))
	for i, s := range p.servers {
		urls := make([]any, len(s.URLs))
		for j, u := range s.URLs {
			urls[j] = u
		}
		m := map[string]any{"urls": urls}
		if s.Username != "" {
			m["username"], m["credential"] = s.Username, s.Credential
		}
		out[i] = m
	}
	return out
}

// hosts names the plan's servers by their hosts, "a.org and b.org".
func (p ICEPlan) hosts() string {
	var names []string
	for _, s := range p.servers {
		for _, u := range s.URLs {
			if h := iceHost(u); h != "" && !slices.Contains(names, h) {
				names = append(names, h)
			}
		}
	}
	return andList(names)
}

// relays reports whether the plan offers a TURN relay.
func (p ICEPlan) relays() bool {
	return slices.ContainsFunc(p.servers, func(s iceServer) bool {
		return slices.ContainsFunc(s.URLs, func(u string) bool { return strings.HasPrefix(u, "turn") })
	})
}

// iceHost is the host of a STUN or TURN URL (validICEURL's).
func iceHost(u string) string {
	_, rest, _ := strings.Cut(u, ":")
	rest, _, _ = strings.Cut(rest, "?")
	if h, _, err := net.SplitHostPort(rest); err == nil {
		return h
	}
	return strings.Trim(rest, "[]")
}

// andList joins names as a sentence does: "a", "a and b", "a, b and c".
func andList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// Sentence is what the plan means for the person, in a plain sentence or
// two: what is contacted and what it sees.
func (p ICEPlan) Sentence() string {
	switch {
	case p.source == iceNone:
		return "Same network only: live play contacts no server, so two devices connect only when they are on the same network."
	case len(p.servers) == 0:
		return "This site names no server for live play: two devices connect only when they are on the same network."
	}
	whose := map[iceSource]string{iceOwn: "the STUN servers of your settings", iceSite: "this site's servers", iceDefault: "the public STUN servers"}[p.source]
	out := "To connect across the internet, each device asks " + whose + " (" + p.hosts() + ") for its public address: " +
		"they see the two devices' public addresses, never the game."
	if p.relays() {
		out += " Where no direct connection gets through, the game's messages pass through the site's relay, encrypted."
	}
	return out
}

// liveFailure says, in a sentence or two, why the connection to name's
// device never opened, from the candidates of this device's description
// (local) and the other's (remote): no route between the devices (one of
// them, or both, has no public address; or not even a relay got through),
// or a relay needed (both have public addresses, but a network between
// them lets no direct connection through, and neither offered a relay).
// sameNetwork says this device is set to same network only.
func liveFailure(local, remote signal.Description, name string, sameNetwork bool) string {
	public := func(d signal.Description) bool {
		return slices.ContainsFunc(d.Candidates, func(c signal.Candidate) bool { return c.Kind != signal.Host })
	}
	relayed := func(d signal.Description) bool {
		return slices.ContainsFunc(d.Candidates, func(c signal.Candidate) bool { return c.Kind == signal.Relay })
	}
	why := "no STUN server was asked, or none answered"
	if sameNetwork {
		why = "it is set to same network only"
	}
	switch {
	case relayed(local) || relayed(remote):
		return "No route between the devices, not even through the relay: a network on the way may block it."
	case !public(local) && !public(remote):
		return "No route between the devices: neither has a public address (on this one " + why + "), " +
			"so they connect only on the same network, and they are not on the same one."
	case !public(local):
		return "No route between the devices: this device has no public address (" + why + "), " +
			"so it can be reached only on its own network, and " + name + "'s device is not on it."
	case !public(remote):
		return "No route between the devices: " + name + "'s device has no public address (it may be set to same network only), " +
			"so it can be reached only on its own network, and this device is not on it."
	}
	return "A relay is needed: both devices found their public addresses, but a network between them " +
		"(many mobile networks, some routers) lets no direct connection through, and neither device had a relay to fall back on."
}

// liveFailureOf is liveFailure for connection key of web/live.js, whose
// descriptions this device made (answered: an answer) and received.
func liveFailureOf(key string, answered bool, name string, sameNetwork bool) string {
	d := LiveJS().Call("descriptions", key)
	local, err1 := signal.FromSDP(d.Index(0).String(), answered)
	remote, err2 := signal.FromSDP(d.Index(1).String(), !answered)
	if err1 != nil || err2 != nil {
		return "The devices found no way to each other."
	}
	return liveFailure(local, remote, name, sameNetwork)
}

// SameNetworkChoice is the one-tap "same network only" box (id), shown
// where live play is offered (the live dialog, a live invitation's
// question) as well as in Settings; change gets the new choice.
func SameNetworkChoice(id string, on bool, change func(ctx app.Context, on bool)) app.UI {
	return app.Div().Class("choice", "same-network").Body(
		app.Input().Type("checkbox").ID(id).Checked(on).
			OnChange(func(ctx app.Context, e app.Event) { change(ctx, ctx.JSSrc().Get("checked").Bool()) }),
		app.Label().For(id).Text("Same network only: contact no server"),
	)
}

// SetSameNetwork keeps the choice of same network only in the settings
// (s, saved at once) and calls then with the plan it makes.
func SetSameNetwork(ctx app.Context, s *settings.Settings, on bool, then func(ctx app.Context, plan ICEPlan, err error)) {
	s.SameNetwork = on
	if err := settings.Save(ctx.LocalStorage(), *s); err != nil {
		then(ctx, ICEPlan{}, err)
		return
	}
	WithICE(ctx, *s, func(ctx app.Context, plan ICEPlan) { then(ctx, plan, nil) })
}

// LiveRoute is the sentence of what a live connection contacts (plan's,
// once known) and the one-tap choice of same network only (the box id,
// checked when on).
func LiveRoute(plan *ICEPlan, id string, on bool, change func(ctx app.Context, on bool)) app.UI {
	says := "…"
	if plan != nil {
		says = plan.Sentence()
	}
	return app.Div().Class("live-route").Body(
		app.P().Class("hint", "live-route-says").Text(says),
		SameNetworkChoice(id, on, change),
	)
}
