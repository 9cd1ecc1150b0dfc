package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pion/stun/v3"
	"github.com/pion/turn/v4"
)

func TestParseTurnSpec(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want turnSpec
		ok   bool
	}{
		{"tabula.example.org", turnSpec{"tabula.example.org", 3478}, true},
		{"Tabula.Example.ORG:5349", turnSpec{"tabula.example.org", 5349}, true},
		{"198.51.100.1", turnSpec{"198.51.100.1", 3478}, true},
		{"198.51.100.1:1", turnSpec{"198.51.100.1", 1}, true},
		{"localhost:65535", turnSpec{"localhost", 65535}, true},
		{"a-b.c", turnSpec{"a-b.c", 3478}, true},
		{"", turnSpec{}, false},
		{":3478", turnSpec{}, false},
		{"host:0", turnSpec{}, false},
		{"host:65536", turnSpec{}, false},
		{"host:+80", turnSpec{}, false},
		{"host:", turnSpec{}, false},
		{"[2001:db8::1]:3478", turnSpec{}, false},
		{"2001:db8::1", turnSpec{}, false},
		{"-host.example", turnSpec{}, false},
		{"host-.example", turnSpec{}, false},
		{"host..example", turnSpec{}, false},
		{"host_name.example", turnSpec{}, false},
		{"1.2.3", turnSpec{}, false}, // an all-digit last label: no name, no address
		{"999.1.1.1", turnSpec{}, false},
		{"host.example/x", turnSpec{}, false},
		{strings.Repeat("a", 64) + ".example", turnSpec{}, false},
		{strings.Repeat("a.", 127) + "ab", turnSpec{}, false}, // 256 characters
	} {
		got, err := parseTurnSpec(tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("parseTurnSpec(%q) = %v, %v; want %v, ok %v", tc.in, got, err, tc.want, tc.ok)
		}
	}
}

// FuzzParseTurnSpec: any text is read or refused without a panic, and what
// is read is a host a URL can carry and a port.
func FuzzParseTurnSpec(f *testing.F) {
	for _, s := range []string{"tabula.example.org", "198.51.100.1:3478", "[::1]:3478", "a:b:c", "x:99999", "\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		s, err := parseTurnSpec(v)
		if err != nil {
			return
		}
		if s.port < 1 || s.port > 65535 || strings.ContainsAny(s.host, ":/?#[]@ \t\r\n") || s.host == "" {
			t.Fatalf("parseTurnSpec(%q) = %v", v, s)
		}
	})
}

// testRelay is a relay for host with a fixed secret and clock (at now),
// not listening.
func testRelay(host string, now time.Time) *relay {
	return &relay{spec: turnSpec{host, 3478}, secret: []byte("secret"), now: func() time.Time { return now },
		open: map[string]int{}, perIP: map[netip.Addr]int{}}
}

func TestCredentials(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	r := testRelay("tabula.example.org", now)
	user, password := r.credential()
	if want := "1800000600:tabula.example.org"; user != want {
		t.Fatalf("username %q, want %q (the expiry, relayTTL on, and the site)", user, want)
	}
	// TURN's REST convention: base64 of HMAC-SHA1(secret, username), as
	// `printf %s 1800000600:tabula.example.org | openssl dgst -sha1 -hmac secret -binary | base64` gives.
	if want := "fj5gyPujn1LS/3NEiWVPYuA7ZJE="; password != want {
		t.Errorf("password %q, want %q", password, want)
	}
	src := &net.UDPAddr{IP: net.IPv4(203, 0, 113, 7), Port: 40000}
	key := turn.GenerateAuthKey(user, "tabula.example.org", password)
	check := func(what, user, realm string, at time.Time, want bool) {
		t.Helper()
		r.now = func() time.Time { return at }
		got, ok := r.authKey(user, realm, src)
		if ok != want || ok && string(got) != string(key) {
			t.Errorf("%s: authKey(%q, %q) ok %v, want %v", what, user, realm, ok, want)
		}
	}
	check("fresh", user, "tabula.example.org", now, true)
	check("at its expiry", user, "tabula.example.org", now.Add(relayTTL), true)
	check("expired", user, "tabula.example.org", now.Add(relayTTL+time.Second), false)
	check("another realm", user, "other.example", now, false)
	check("another site's name", "1800000600:other.example", "tabula.example.org", now, false)
	for _, bad := range []string{"", "1800000600", ":tabula.example.org", "x1800000600:tabula.example.org",
		"-1:tabula.example.org", "1800000600000:tabula.example.org", "1800000600:tabula.example.org:x"} {
		check("username "+bad, bad, "tabula.example.org", now, false)
	}
	// An expired credential still serves the relay it opened, from the
	// device that opened it, and only while it is open.
	r.opened(src, user, 1)
	check("expired, its relay open", user, "tabula.example.org", now.Add(time.Hour), true)
	other := &net.UDPAddr{IP: net.IPv4(203, 0, 113, 7), Port: 40001}
	r.now = func() time.Time { return now.Add(time.Hour) }
	if _, ok := r.authKey(user, "tabula.example.org", other); ok {
		t.Error("an expired credential opened a relay from another address")
	}
	r.opened(src, user, -1)
	check("expired, its relay closed", user, "tabula.example.org", now.Add(time.Hour), false)
	if len(r.open) != 0 || len(r.perIP) != 0 || r.total != 0 {
		t.Errorf("counts left after the relay closed: %v %v %d", r.open, r.perIP, r.total)
	}
}

// FuzzParseUser: any username is read or refused without a panic; one
// that is read names the site and an expiry of digits.
func FuzzParseUser(f *testing.F) {
	for _, s := range []string{"1800000600:tabula.example.org", ":", "1:", "99999999999999999999:tabula.example.org"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, user string) {
		n, ok := parseUser(user, "tabula.example.org")
		if ok && (n < 0 || user != strconv.FormatInt(n, 10)+":tabula.example.org" && !strings.HasPrefix(user, "0")) {
			t.Fatalf("parseUser(%q) = %d", user, n)
		}
	})
}

func TestPeerAllowed(t *testing.T) {
	public, private, loop := netip.MustParseAddr("198.51.100.1"), netip.MustParseAddr("10.0.0.1"), netip.MustParseAddr("127.0.0.1")
	for _, tc := range []struct {
		relay netip.Addr
		peer  string
		want  bool
	}{
		{public, "203.0.113.9", true},
		{public, "198.51.100.1", true}, // the relay's own address: both devices relayed
		{public, "2001:db8::1", true},
		{public, "10.1.2.3", false},
		{public, "192.168.1.1", false},
		{public, "172.16.0.1", false},
		{public, "100.64.0.1", false},
		{public, "fd00::1", false},
		{public, "127.0.0.1", false},
		{public, "::1", false},
		{public, "0.0.0.0", false},
		{public, "169.254.169.254", false}, // a cloud's metadata service
		{public, "fe80::1", false},
		{public, "224.0.0.251", false},
		{public, "255.255.255.255", false},
		{private, "10.9.9.9", true}, // a relay on a private network serves it
		{private, "203.0.113.9", true},
		{private, "127.0.0.1", false},
		{private, "169.254.1.1", false},
		{loop, "127.0.0.2", true}, // a relay on loopback: a test, a developer's machine
		{loop, "10.0.0.1", false},
	} {
		if got := peerAllowed(tc.relay, netip.MustParseAddr(tc.peer)); got != tc.want {
			t.Errorf("peerAllowed(%v, %s) = %v, want %v", tc.relay, tc.peer, got, tc.want)
		}
	}
}

func TestLimitedConn(t *testing.T) {
	c := &limitedConn{tokens: relayBurst, last: time.Now()}
	n := 0
	for c.allow(1200) {
		n++
	}
	if want := relayBurst / 1200; n < want || n > want+1 {
		t.Errorf("%d packets of 1,200 bytes at once, want about %d (relayBurst)", n, want)
	}
	c.last = c.last.Add(-time.Second)
	if !c.allow(relayRate - 1200) {
		t.Error("a second later, relayRate bytes were not allowed")
	}
}

// freeUDPPort is a UDP port of 127.0.0.1 that was free a moment ago.
func freeUDPPort(t *testing.T) int {
	t.Helper()
	c, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	return c.LocalAddr().(*net.UDPAddr).Port
}

// servers asks h for ice-servers.json and returns its entries.
func servers(t *testing.T, h http.Handler) []iceServer {
	t.Helper()
	w := do(h, "GET", "/"+iceServersName)
	if w.Code != 200 {
		t.Fatalf("GET %s: %d %s", iceServersName, w.Code, w.Body)
	}
	var got iceServers
	if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil {
		t.Fatalf("GET %s: %v: %s", iceServersName, err, w.Body)
	}
	return got.ICEServers
}

// client is a TURN client of the relay at addr with the credential of
// entry s, listening on a socket of its own.
func client(t *testing.T, addr string, s iceServer) *turn.Client {
	t.Helper()
	conn, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	c, err := turn.NewClient(&turn.ClientConfig{STUNServerAddr: addr, TURNServerAddr: addr, Username: s.Username, Password: s.Credential,
		Conn: conn, RTO: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Listen(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close(); conn.Close() })
	return c
}

// TestRelay runs the relay on loopback: a STUN binding, a relay opened
// with the credential ice-servers.json gave, a packet each way between it
// and a peer, a private peer refused, the credential expired (no new
// relay, the open one still serves), and the quota of relays an address
// may hold.
func TestRelay(t *testing.T) {
	port := freeUDPPort(t)
	r, err := startRelay(context.Background(), turnSpec{"127.0.0.1", port})
	if err != nil {
		t.Fatal(err)
	}
	defer r.close()
	addr := "127.0.0.1:" + strconv.Itoa(port)
	h := withICEServers(r, http.NotFoundHandler())
	list := servers(t, h)
	if len(list) != 2 || list[0].URLs[0] != "stun:"+addr || list[1].URLs[0] != "turn:"+addr+"?transport=udp" || list[0].Username != "" {
		t.Fatalf("ice-servers.json = %+v", list)
	}

	c := client(t, addr, list[1])
	mapped, err := c.SendBindingRequest()
	if err != nil || !strings.HasPrefix(mapped.String(), "127.0.0.1:") {
		t.Fatalf("STUN binding: %v, %v", mapped, err)
	}
	relayed, err := c.Allocate()
	if err != nil {
		t.Fatalf("opening a relay: %v", err)
	}
	if a := relayed.LocalAddr().(*net.UDPAddr); !a.IP.Equal(net.IPv4(127, 0, 0, 1)) || a.Port < relayMinPort {
		t.Errorf("relayed address %v", a)
	}
	peer, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer peer.Close()
	if _, err := relayed.WriteTo([]byte("move"), peer.LocalAddr()); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 1500)
	peer.SetReadDeadline(time.Now().Add(10 * time.Second))
	n, from, err := peer.ReadFrom(buf)
	if err != nil || string(buf[:n]) != "move" || from.String() != relayed.LocalAddr().String() {
		t.Fatalf("the peer got %q from %v (%v), want \"move\" from the relay %v", buf[:n], from, err, relayed.LocalAddr())
	}
	if _, err := peer.WriteTo([]byte("reply"), from); err != nil {
		t.Fatal(err)
	}
	relayed.SetReadDeadline(time.Now().Add(10 * time.Second))
	if n, _, err = relayed.ReadFrom(buf); err != nil || string(buf[:n]) != "reply" {
		t.Fatalf("the relay's device got %q (%v), want \"reply\"", buf[:n], err)
	}
	if err := c.CreatePermission(&net.UDPAddr{IP: net.IPv4(10, 0, 0, 1), Port: 9}); err == nil {
		t.Error("a loopback relay let a private peer in")
	}

	// The credential expires: it opens no new relay, but the one open
	// still lets a peer in.
	real := r.now
	r.now = func() time.Time { return real().Add(relayTTL + time.Minute) }
	if _, err := client(t, addr, list[1]).Allocate(); err == nil {
		t.Error("an expired credential opened a relay")
	}
	if err := c.CreatePermission(&net.UDPAddr{IP: net.IPv4(127, 0, 0, 3), Port: 9}); err != nil {
		t.Errorf("the open relay refused a peer once its credential expired: %v", err)
	}
	r.now = real

	// An address holds at most maxRelaysPerIP relays.
	fresh := servers(t, h)[1]
	for i := 1; i < maxRelaysPerIP; i++ {
		if _, err := client(t, addr, fresh).Allocate(); err != nil {
			t.Fatalf("relay %d of %d: %v", i+1, maxRelaysPerIP, err)
		}
	}
	if _, err := client(t, addr, fresh).Allocate(); err == nil {
		t.Errorf("relay %d from one address was opened", maxRelaysPerIP+1)
	}
}

// TestRelayRefusesStrangers: a relay asked with no credential, another
// site's, or a made-up one, opens nothing; STUN binding needs none.
func TestRelayRefusesStrangers(t *testing.T) {
	port := freeUDPPort(t)
	r, err := startRelay(context.Background(), turnSpec{"127.0.0.1", port})
	if err != nil {
		t.Fatal(err)
	}
	defer r.close()
	addr := "127.0.0.1:" + strconv.Itoa(port)
	expiry := strconv.FormatInt(time.Now().Add(time.Minute).Unix(), 10)
	for _, s := range []iceServer{
		{},
		{Username: expiry + ":127.0.0.1", Credential: "made-up"},
		{Username: expiry + ":other.example", Credential: r.password(expiry + ":other.example")},
		{Username: "tabula", Credential: r.password("tabula")},
	} {
		if _, err := client(t, addr, s).Allocate(); err == nil {
			t.Errorf("credential %+v opened a relay", s)
		}
	}
	if r.total != 0 {
		t.Errorf("%d relays open", r.total)
	}
	// A bare STUN binding request, by hand.
	conn, err := net.Dial("udp4", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	req := stun.MustBuild(stun.TransactionID, stun.BindingRequest)
	if _, err := conn.Write(req.Raw); err != nil {
		t.Fatal(err)
	}
	conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	buf := make([]byte, 1500)
	n, err := conn.Read(buf)
	if err != nil {
		t.Fatal(err)
	}
	res := &stun.Message{Raw: buf[:n]}
	var xor stun.XORMappedAddress
	if err := res.Decode(); err != nil || res.Type != stun.BindingSuccess || xor.GetFrom(res) != nil ||
		xor.String() != conn.LocalAddr().String() {
		t.Errorf("binding answer %v (%v), mapped %v, want %v", res, err, xor, conn.LocalAddr())
	}
}

// TestRunWithTURN starts the real server with -turn and asks the site for
// its servers; without -turn the site has none of its own (404), and a
// bad -turn stops the server before it starts.
func TestRunWithTURN(t *testing.T) {
	dir, _ := newSite(t)
	for _, turnFlag := range []string{"", "127.0.0.1:" + strconv.Itoa(freeUDPPort(t))} {
		ctx, cancel := context.WithCancel(context.Background())
		lines := make(chan string, 2)
		errc := make(chan error, 1)
		go func() {
			errc <- run(ctx, "127.0.0.1:0", dir, turnFlag, func(format string, args ...any) { lines <- fmt.Sprintf(format, args...) })
		}()
		var url string
		for url == "" {
			select {
			case line := <-lines:
				if i := strings.Index(line, "http://"); i >= 0 {
					url = line[i:]
				} else if !strings.Contains(line, "turn:"+strings.TrimSpace(turnFlag)) {
					t.Errorf("-turn %q: line %q", turnFlag, line)
				}
			case err := <-errc:
				t.Fatalf("run: %v", err)
			case <-time.After(10 * time.Second):
				t.Fatal("server did not start")
			}
		}
		res, err := http.Get(url + iceServersName)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if want := map[bool]int{true: 404, false: 200}[turnFlag == ""]; res.StatusCode != want {
			t.Errorf("-turn %q: GET %s: %d, want %d", turnFlag, iceServersName, res.StatusCode, want)
		}
		cancel()
		if err := <-errc; err != nil {
			t.Errorf("run after shutdown: %v", err)
		}
	}
	if err := run(context.Background(), "127.0.0.1:0", dir, "bad_host", t.Logf); err == nil || !strings.Contains(err.Error(), "-turn") {
		t.Errorf("a bad -turn: %v", err)
	}
}

// TestRelaySurvivesGarbage: datagrams of random bytes, truncated STUN
// headers and TURN messages with a bad integrity are dropped, and the
// relay still answers a binding request after them.
func TestRelaySurvivesGarbage(t *testing.T) {
	port := freeUDPPort(t)
	r, err := startRelay(context.Background(), turnSpec{"127.0.0.1", port})
	if err != nil {
		t.Fatal(err)
	}
	defer r.close()
	conn, err := net.Dial("udp4", "127.0.0.1:"+strconv.Itoa(port))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	rng := rand.New(rand.NewPCG(1, 2))
	req := stun.MustBuild(stun.TransactionID, stun.BindingRequest)
	alloc := stun.MustBuild(stun.TransactionID, stun.NewType(stun.MethodAllocate, stun.ClassRequest),
		stun.NewUsername("1:127.0.0.1"), stun.NewRealm("127.0.0.1"), stun.NewNonce("x"), stun.NewShortTermIntegrity("wrong"), stun.Fingerprint)
	for i := range 2000 {
		var b []byte
		switch i % 4 {
		case 0:
			b = make([]byte, rng.IntN(1600))
			for j := range b {
				b[j] = byte(rng.Uint32())
			}
		case 1:
			b = req.Raw[:rng.IntN(len(req.Raw))]
		case 2:
			b = append([]byte(nil), alloc.Raw...)
			b[rng.IntN(len(b))] ^= byte(1 + rng.IntN(255))
		case 3:
			b = alloc.Raw
		}
		conn.Write(b)
	}
	buf := make([]byte, 1500)
	for try := 0; ; try++ {
		id := stun.MustBuild(stun.TransactionID, stun.BindingRequest)
		conn.Write(id.Raw)
		conn.SetReadDeadline(time.Now().Add(500 * time.Millisecond))
		answered := false
		for !answered {
			n, err := conn.Read(buf)
			if err != nil {
				break
			}
			res := &stun.Message{Raw: append([]byte(nil), buf[:n]...)}
			answered = res.Decode() == nil && res.TransactionID == id.TransactionID && res.Type == stun.BindingSuccess
		}
		if answered {
			break
		}
		if try == 40 {
			t.Fatal("no answer to a binding request after the garbage")
		}
	}
	if r.total != 0 {
		t.Errorf("%d relays open", r.total)
	}
}
