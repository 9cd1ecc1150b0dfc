package friends

import (
	"encoding/json"
	"net/netip"
	"reflect"
	"strings"
	"testing"

	"tabula/app/storage/storagetest"

	"tabula/app/settings"
	"tabula/engines/signal"
)

// served is what cmd/server -turn answers for ice-servers.json
// (cmd/server's TestICEServersEndpoint).
const served = `{"iceServers":[{"urls":["stun:tabula.example.org:3478"]},` +
	`{"urls":["turn:tabula.example.org:3478?transport=udp"],"username":"1800000600:tabula.example.org","credential":"fj5gyPujn1LS/3NEiWVPYuA7ZJE="}]}`

func TestParseICEServers(t *testing.T) {
	turn := iceServer{URLs: []string{"turn:tabula.example.org:3478?transport=udp"}, Username: "1800000600:tabula.example.org", Credential: "fj5gyPujn1LS/3NEiWVPYuA7ZJE="}
	for _, tc := range []struct {
		name, text string
		want       []iceServer // nil: refused
	}{
		{"cmd/server's", served, []iceServer{{URLs: []string{"stun:tabula.example.org:3478"}}, turn}},
		{"none, the host's choice", `{"iceServers":[]}`, []iceServer{}},
		{"urls as one string", `{"iceServers":[{"urls":"stun:a.org"}]}`, []iceServer{{URLs: []string{"stun:a.org"}}}},
		{"a STUN server's credential dropped", `{"iceServers":[{"urls":"stun:a.org","username":"u","credential":"c"}]}`, []iceServer{{URLs: []string{"stun:a.org"}}}},
		{"turns over tcp", `{"iceServers":[{"urls":["turns:a.org:443?transport=tcp"],"username":"u","credential":"c"}]}`,
			[]iceServer{{URLs: []string{"turns:a.org:443?transport=tcp"}, Username: "u", Credential: "c"}}},
		{"unknown fields ignored", `{"iceServers":[{"urls":"stun:a.org","x":1}],"ttl":600}`, []iceServer{{URLs: []string{"stun:a.org"}}}},
		{"not JSON", `<!doctype html><title>Tabula</title>`, nil},
		{"no list", `{}`, nil},
		{"a null list", `{"iceServers":null}`, nil},
		{"five servers", `{"iceServers":[` + strings.Repeat(`{"urls":"stun:a.org"},`, 4) + `{"urls":"stun:a.org"}]}`, nil},
		{"no URL", `{"iceServers":[{"urls":[]}]}`, nil},
		{"five URLs", `{"iceServers":[{"urls":["stun:a","stun:b","stun:c","stun:d","stun:e"]}]}`, nil},
		{"urls a number", `{"iceServers":[{"urls":3}]}`, nil},
		{"an http URL", `{"iceServers":[{"urls":"http://a.org"}]}`, nil},
		{"a script", `{"iceServers":[{"urls":"stun:\"><script>"}]}`, nil},
		{"a STUN URL with a query", `{"iceServers":[{"urls":"stun:a.org?transport=udp"}]}`, nil},
		{"another transport", `{"iceServers":[{"urls":"turn:a.org?transport=sctp","username":"u","credential":"c"}]}`, nil},
		{"a bad port", `{"iceServers":[{"urls":"turn:a.org:99999","username":"u","credential":"c"}]}`, nil},
		{"TURN without a credential", `{"iceServers":[{"urls":"turn:a.org"}]}`, nil},
		{"TURN with a control character", `{"iceServers":[{"urls":"turn:a.org","username":"u\n","credential":"c"}]}`, nil},
		{"TURN with a long credential", `{"iceServers":[{"urls":"turn:a.org","username":"u","credential":"` + strings.Repeat("c", 257) + `"}]}`, nil},
		{"too long a file", `{"iceServers":[],"pad":"` + strings.Repeat(" ", maxICEFileSize) + `"}`, nil},
	} {
		got, err := parseICEServers(tc.text)
		if tc.want == nil {
			if err == nil {
				t.Errorf("%s: taken as %+v", tc.name, got)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %+v (%v), want %+v", tc.name, got, err, tc.want)
		}
	}
}

// FuzzParseICEServers: any file is read or refused without a panic, and
// what is read is within the limits, with URLs the browser takes and a
// credential for every TURN URL.
func FuzzParseICEServers(f *testing.F) {
	for _, s := range []string{served, `{"iceServers":[]}`, `{"iceServers":[{"urls":"stun:a.org"}]}`, `{"iceServers":[{"urls":["turn:[::1]:3478?transport=tcp"],"username":"u","credential":"c"}]}`, `[]`, `null`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got, err := parseICEServers(text)
		if err != nil {
			return
		}
		if len(got) > maxICEServers {
			t.Fatalf("%d servers", len(got))
		}
		for _, s := range got {
			if len(s.URLs) == 0 || len(s.URLs) > maxICEURLs {
				t.Fatalf("%d URLs", len(s.URLs))
			}
			for _, u := range s.URLs {
				if !validICEURL(u) || strings.HasPrefix(u, "turn") && (!credentialText(s.Username) || !credentialText(s.Credential)) {
					t.Fatalf("kept %+v", s)
				}
			}
		}
		if _, err := json.Marshal(ICEPlan{servers: got}.js()); err != nil {
			t.Fatal(err)
		}
	})
}

func TestICEPlans(t *testing.T) {
	site, _ := parseICEServers(served)
	for _, tc := range []struct {
		name     string
		settings settings.Settings
		file     string // ice-servers.json's text; "-": none
		source   iceSource
		servers  []iceServer
		says     string
	}{
		{"a first visit, a site with servers of its own", settings.Default(), served, iceSite, site,
			"each device asks this site's servers (tabula.example.org) for its public address: they see the two devices' public addresses, never the game. Where no direct connection gets through, the game's messages pass through the site's relay, encrypted."},
		{"a first visit, a site with none", settings.Default(), "-", iceDefault, defaultICE(),
			"each device asks the public STUN servers (stun.cloudflare.com and stun.l.google.com) for its public address: they see the two devices' public addresses, never the game."},
		{"a site whose file cannot be read", settings.Default(), "<html>", iceDefault, defaultICE(), "(stun.cloudflare.com and stun.l.google.com)"},
		{"a site that names no server", settings.Default(), `{"iceServers":[]}`, iceSite, []iceServer{},
			"This site names no server for live play: two devices connect only when they are on the same network."},
		{"same network only", settings.Settings{SameNetwork: true, STUN: "stun:a.org"}, served, iceNone, nil,
			"Same network only: live play contacts no server"},
		{"the person's own", settings.Settings{STUN: "stun:a.org\nstun:b.org:3478"}, served, iceOwn,
			[]iceServer{{URLs: []string{"stun:a.org"}}, {URLs: []string{"stun:b.org:3478"}}}, "the STUN servers of your settings (a.org and b.org)"},
	} {
		plan, ask := icePlanFor(tc.settings)
		if ask != (tc.source == iceSite || tc.source == iceDefault) {
			t.Errorf("%s: asks the site: %v", tc.name, ask)
		}
		if ask {
			plan = siteICE(strings.TrimPrefix(tc.file, "-"), tc.file != "-")
		}
		if plan.source != tc.source || !reflect.DeepEqual(plan.servers, tc.servers) {
			t.Errorf("%s: %v %+v, want %v %+v", tc.name, plan.source, plan.servers, tc.source, tc.servers)
		}
		if says := plan.Sentence(); !strings.Contains(says, tc.says) {
			t.Errorf("%s: %q, want it to say %q", tc.name, says, tc.says)
		}
	}
	// What web/live.js gets: RTCConfiguration's iceServers.
	got, _ := json.Marshal(ICEPlan{servers: site}.js())
	if want := `[{"urls":["stun:tabula.example.org:3478"]},{"credential":"fj5gyPujn1LS/3NEiWVPYuA7ZJE=","urls":["turn:tabula.example.org:3478?transport=udp"],"username":"1800000600:tabula.example.org"}]`; string(got) != want {
		t.Errorf("for the browser: %s, want %s", got, want)
	}
	if got, _ := json.Marshal(ICEPlan{source: iceNone}.js()); string(got) != "[]" {
		t.Errorf("same network only, for the browser: %s", got)
	}
}

// TestDefaultSTUN: a first visit to a site that names no servers asks two
// public STUN servers, each a URL the browser takes.
func TestDefaultSTUN(t *testing.T) {
	d := defaultICE()
	if len(d) != 2 {
		t.Fatalf("default servers %+v", d)
	}
	for _, s := range d {
		if !validICEURL(s.URLs[0]) || !strings.HasPrefix(s.URLs[0], "stun:") {
			t.Errorf("default server %q", s.URLs[0])
		}
	}
	// Settings stored before the site's servers, with no STUN server of
	// the person's: the site's now; with some: those.
	for stored, own := range map[string]bool{`{"theme":"dark","stun":""}`: false, `{"theme":"dark","stun":"stun:a.org"}`: true} {
		kv := storagetest.New()
		kv.Data[settings.Key] = []byte(stored)
		s := settings.Load(kv)
		if plan, ask := icePlanFor(s); ask == own || own && plan.source != iceOwn || s.SameNetwork {
			t.Errorf("settings %s: %+v, asks the site %v", stored, plan, ask)
		}
	}
}

func TestLiveFailure(t *testing.T) {
	cand := func(kinds ...signal.Kind) signal.Description {
		var d signal.Description
		for i, k := range kinds {
			d.Candidates = append(d.Candidates, signal.Candidate{Addr: netip.AddrFrom4([4]byte{198, 51, 100, byte(i + 1)}), Port: 9, Kind: k})
		}
		return d
	}
	host, srflx, relay := signal.Host, signal.Srflx, signal.Relay
	for _, tc := range []struct {
		name          string
		local, remote signal.Description
		same          bool
		want          string
	}{
		{"neither has a public address", cand(host), cand(host), false,
			"No route between the devices: neither has a public address (on this one no STUN server was asked, or none answered), so they connect only on the same network, and they are not on the same one."},
		{"neither, this one set to same network only", cand(host), cand(host), true, "(on this one it is set to same network only)"},
		{"this device has none", cand(host), cand(host, srflx), true,
			"No route between the devices: this device has no public address (it is set to same network only), so it can be reached only on its own network, and Bea's device is not on it."},
		{"Bea's has none", cand(host, srflx), cand(host), false,
			"No route between the devices: Bea's device has no public address (it may be set to same network only), so it can be reached only on its own network, and this device is not on it."},
		{"no candidates at all", cand(), cand(), false, "neither has a public address"},
		{"both public: a relay is needed", cand(host, srflx), cand(host, srflx, srflx), false,
			"A relay is needed: both devices found their public addresses, but a network between them (many mobile networks, some routers) lets no direct connection through, and neither device had a relay to fall back on."},
		{"a relay there, and still nothing", cand(host, srflx, relay), cand(host, srflx), false, "No route between the devices, not even through the relay"},
		{"a relay on the other side", cand(host, srflx), cand(host, relay), false, "not even through the relay"},
	} {
		if got := liveFailure(tc.local, tc.remote, "Bea", tc.same); !strings.Contains(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}
