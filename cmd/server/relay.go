package main

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha1"
	"encoding/base64"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/pion/logging"
	"github.com/pion/turn/v4"
)

// The relay: with -turn, the server also answers STUN on a UDP port of the
// site's host and relays (TURN) for the devices of a live game that cannot
// reach each other directly, with pion's TURN server. Its credentials
// follow TURN's REST convention: the username is the credential's expiry
// (Unix seconds) and the site's host, "1767225600:example.org"; the
// password a base64 HMAC-SHA1 of the username under a secret drawn at
// start. They are handed out by the site's ice-servers.json (iceservers.go)
// and are good for relayTTL: a relay may be opened only while its
// credential lives, and is kept as long as its device refreshes it.

// Limits of the relay.
const (
	// relayTTL is how long a credential may open a relay: the page asks
	// for one just before it makes an invitation or an answer.
	relayTTL = 10 * time.Minute
	// defaultTURNPort is the UDP port of -turn when it names none: STUN's
	// and TURN's registered port.
	defaultTURNPort = 3478
	// maxRelays and maxRelaysPerIP bound the relays open at once, in all
	// and for one address (a device opens one per invitation or answer).
	maxRelays      = 256
	maxRelaysPerIP = 8
	// relayRate and relayBurst bound what one relay carries, both ways
	// together, in bytes a second and at once: a live game's messages,
	// not a video call. What is over is dropped.
	relayRate  = 32 << 10
	relayBurst = 256 << 10
	// The relays' UDP ports: IANA's dynamic range.
	relayMinPort = 49152
	relayMaxPort = 65535
)

// turnSpec is what -turn names: the site's public host, as browsers reach
// it (a DNS name or an IPv4 address), and the UDP port.
type turnSpec struct {
	host string
	port int
}

// parseTurnSpec reads -turn's "HOST" or "HOST:PORT". HOST is a DNS name
// (letters, digits, hyphens and dots, labels of at most 63 characters) or
// an IPv4 address; the relay serves IPv4 only.
func parseTurnSpec(v string) (turnSpec, error) {
	s := turnSpec{host: v, port: defaultTURNPort}
	if h, p, err := net.SplitHostPort(v); err == nil {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 || strings.TrimLeft(p, "0123456789") != "" {
			return turnSpec{}, fmt.Errorf("-turn %q: the port must be 1 to 65535", v)
		}
		s.host, s.port = h, n
	}
	if a, err := netip.ParseAddr(s.host); err == nil {
		if !a.Is4() {
			return turnSpec{}, fmt.Errorf("-turn %q: the relay serves IPv4 only: give an IPv4 address or a name", v)
		}
		return s, nil
	}
	if !hostName(s.host) {
		return turnSpec{}, fmt.Errorf("-turn %q: not a host name or an IPv4 address", v)
	}
	s.host = strings.ToLower(s.host)
	return s, nil
}

// hostName reports whether h is a DNS name: at most 253 characters of
// dot-separated labels of 1 to 63 letters, digits and inner hyphens, the
// last not all digits.
func hostName(h string) bool {
	if h == "" || len(h) > 253 {
		return false
	}
	labels := strings.Split(h, ".")
	for _, l := range labels {
		if l == "" || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
		for _, r := range l {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-') {
				return false
			}
		}
	}
	return strings.Trim(labels[len(labels)-1], "0123456789") != ""
}

// relay is a running STUN and TURN server for one site.
type relay struct {
	spec   turnSpec
	ip     netip.Addr // the relay's public IPv4 address
	secret []byte
	server *turn.Server
	now    func() time.Time

	mu    sync.Mutex
	open  map[string]int // relays open, by their device's address and username (openKey)
	perIP map[netip.Addr]int
	total int
}

// startRelay starts the STUN and TURN server that spec names. The relay's
// public address is spec's host's (a name is looked up once, here); it
// listens there when that address is the machine's own, and on every
// address otherwise (a host behind a one-to-one NAT, as many clouds are).
func startRelay(ctx context.Context, spec turnSpec) (*relay, error) {
	ip, err := netip.ParseAddr(spec.host)
	if err != nil {
		ips, err := net.DefaultResolver.LookupNetIP(ctx, "ip4", spec.host)
		if err != nil || len(ips) == 0 {
			return nil, fmt.Errorf("-turn: looking up %s's IPv4 address: %w", spec.host, errors.Join(err, errNoIPv4))
		}
		ip = ips[0].Unmap()
	}
	r := &relay{spec: spec, ip: ip, now: time.Now, open: map[string]int{}, perIP: map[netip.Addr]int{}}
	r.secret = make([]byte, 32)
	rand.Read(r.secret)

	bind := ip.String()
	conn, err := net.ListenPacket("udp4", net.JoinHostPort(bind, strconv.Itoa(spec.port)))
	if errors.Is(err, syscall.EADDRNOTAVAIL) {
		bind = "0.0.0.0"
		conn, err = net.ListenPacket("udp4", net.JoinHostPort(bind, strconv.Itoa(spec.port)))
	}
	if err != nil {
		return nil, fmt.Errorf("-turn: listening for STUN and TURN: %w", err)
	}
	r.server, err = turn.NewServer(turn.ServerConfig{
		Realm:         spec.host,
		AuthHandler:   r.authKey,
		QuotaHandler:  r.quota,
		LoggerFactory: &logging.DefaultLoggerFactory{DefaultLogLevel: logging.LogLevelDisabled},
		EventHandler: turn.EventHandler{
			OnAllocationCreated: func(src, _ net.Addr, _, user, _ string, _ net.Addr, _ int) { r.opened(src, user, 1) },
			OnAllocationDeleted: func(src, _ net.Addr, _, user, _ string) { r.opened(src, user, -1) },
		},
		PacketConnConfigs: []turn.PacketConnConfig{{
			PacketConn: conn,
			RelayAddressGenerator: &relayPorts{turn.RelayAddressGeneratorPortRange{
				RelayAddress: net.IP(ip.AsSlice()),
				Address:      bind,
				MinPort:      relayMinPort,
				MaxPort:      relayMaxPort,
			}},
			PermissionHandler: func(_ net.Addr, peer net.IP) bool {
				a, ok := netip.AddrFromSlice(peer)
				return ok && peerAllowed(ip, a.Unmap())
			},
		}},
	})
	if err != nil {
		conn.Close()
		return nil, fmt.Errorf("-turn: starting the relay: %w", err)
	}
	return r, nil
}

var errNoIPv4 = errors.New("no IPv4 address")

// close stops the relay and closes every relay open.
func (r *relay) close() error {
	if err := r.server.Close(); err != nil {
		return fmt.Errorf("stopping the relay: %w", err)
	}
	return nil
}

// urls are the relay's STUN and TURN URLs, as the site's pages use them.
func (r *relay) urls() (stunURL, turnURL string) {
	hp := net.JoinHostPort(r.spec.host, strconv.Itoa(r.spec.port))
	return "stun:" + hp, "turn:" + hp + "?transport=udp"
}

// credential is a fresh username and password for the relay, good for
// relayTTL from now (TURN's REST convention: the expiry and the site,
// and an HMAC of them).
func (r *relay) credential() (user, password string) {
	user = strconv.FormatInt(r.now().Add(relayTTL).Unix(), 10) + ":" + r.spec.host
	return user, r.password(user)
}

// password is the HMAC of user under the relay's secret, as TURN's REST
// convention writes it: base64 of HMAC-SHA1.
func (r *relay) password(user string) string {
	m := hmac.New(sha1.New, r.secret)
	m.Write([]byte(user))
	return base64.StdEncoding.EncodeToString(m.Sum(nil))
}

// parseUser reads a username of the relay's form, "EXPIRY:HOST", into
// the expiry; ok is false for any other username, or another host's.
func parseUser(user, host string) (expiry int64, ok bool) {
	t, h, found := strings.Cut(user, ":")
	if !found || h != host || t == "" || len(t) > 12 || strings.Trim(t, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.ParseInt(t, 10, 64)
	return n, err == nil
}

// authKey is the relay's TURN authentication (pion's AuthHandler): the
// long-term key of a username this relay handed out, for the site's
// realm, whose credential still lives, or that keeps a relay open from
// src (a device refreshing its relay, or letting a peer in, after its
// credential has expired). Anything else is refused.
func (r *relay) authKey(user, realm string, src net.Addr) ([]byte, bool) {
	expiry, ok := parseUser(user, r.spec.host)
	if !ok || realm != r.spec.host {
		return nil, false
	}
	if expiry < r.now().Unix() {
		r.mu.Lock()
		open := r.open[openKey(src, user)] > 0
		r.mu.Unlock()
		if !open {
			return nil, false
		}
	}
	return turn.GenerateAuthKey(user, realm, r.password(user)), true
}

// quota reports whether src may open one more relay (pion's QuotaHandler).
func (r *relay) quota(_, _ string, src net.Addr) bool {
	ip := addrIP(src)
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.total < maxRelays && r.perIP[ip] < maxRelaysPerIP
}

// opened counts a relay opened (by 1) or closed (by -1) for src and user.
func (r *relay) opened(src net.Addr, user string, by int) {
	ip := addrIP(src)
	r.mu.Lock()
	defer r.mu.Unlock()
	k := openKey(src, user)
	r.open[k] += by
	r.perIP[ip] += by
	r.total += by
	if r.open[k] <= 0 {
		delete(r.open, k)
	}
	if r.perIP[ip] <= 0 {
		delete(r.perIP, ip)
	}
}

// openKey names a relay's device and username in relay.open.
func openKey(src net.Addr, user string) string { return src.String() + " " + user }

// addrIP is a UDP address's IP, or the zero address.
func addrIP(a net.Addr) netip.Addr {
	if u, ok := a.(*net.UDPAddr); ok {
		if ip, ok := netip.AddrFromSlice(u.IP); ok {
			return ip.Unmap()
		}
	}
	return netip.Addr{}
}

// addrKind is the kind of an address the relay may pass packets to.
type addrKind int

const (
	kindNone     addrKind = iota // unspecified, multicast, link-local, broadcast: never
	kindPublic                   // a global unicast address of the internet
	kindPrivate                  // RFC 1918, RFC 6598's shared space, IPv6 unique-local
	kindLoopback                 // the machine itself
)

// shared is RFC 6598's address space for carriers' NATs.
var shared = netip.MustParsePrefix("100.64.0.0/10")

func kindOf(a netip.Addr) addrKind {
	switch {
	case !a.IsValid() || a.IsUnspecified() || a.IsMulticast() || a.IsLinkLocalUnicast() || a == netip.AddrFrom4([4]byte{255, 255, 255, 255}):
		return kindNone
	case a.IsLoopback():
		return kindLoopback
	case a.IsPrivate() || shared.Contains(a):
		return kindPrivate
	case a.IsGlobalUnicast():
		return kindPublic
	}
	return kindNone
}

// peerAllowed reports whether a relay at relayIP may pass packets to and
// from peer: a public address, the relay's own (two devices both
// relayed), or one of the relay's own kind (a relay set up on a private
// network or on loopback serves that network). Never the unspecified,
// multicast, link-local or broadcast addresses, so that the relay opens
// no way into the host's own networks.
func peerAllowed(relayIP, peer netip.Addr) bool {
	k := kindOf(peer)
	return peer == relayIP || k == kindPublic || k != kindNone && k == kindOf(relayIP)
}

// relayPorts opens relays on UDP ports of IANA's dynamic range only (a
// requested port outside it is refused), never TCP relays, and bounds
// what each carries (limitedConn).
type relayPorts struct {
	turn.RelayAddressGeneratorPortRange
}

func (g *relayPorts) AllocatePacketConn(network string, port int) (net.PacketConn, net.Addr, error) {
	if port != 0 && (port < relayMinPort || port > relayMaxPort) {
		return nil, nil, fmt.Errorf("relay port %d is outside %d-%d", port, relayMinPort, relayMaxPort)
	}
	c, a, err := g.RelayAddressGeneratorPortRange.AllocatePacketConn(network, port)
	if err != nil {
		return nil, nil, err
	}
	return &limitedConn{PacketConn: c, tokens: relayBurst, last: time.Now()}, a, nil
}

func (g *relayPorts) AllocateConn(string, int) (net.Conn, net.Addr, error) {
	return nil, nil, errors.New("no TCP relays")
}

// limitedConn is a relay's socket that carries at most relayRate bytes a
// second (relayBurst at once), both ways together; packets over that are
// dropped, as a busy network drops them.
type limitedConn struct {
	net.PacketConn
	mu     sync.Mutex
	tokens float64
	last   time.Time
}

// allow takes n bytes from the budget, reporting whether there were.
func (c *limitedConn) allow(n int) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := time.Now()
	c.tokens = min(relayBurst, c.tokens+now.Sub(c.last).Seconds()*relayRate)
	c.last = now
	if c.tokens < float64(n) {
		return false
	}
	c.tokens -= float64(n)
	return true
}

func (c *limitedConn) ReadFrom(p []byte) (int, net.Addr, error) {
	for {
		n, a, err := c.PacketConn.ReadFrom(p)
		if err != nil || c.allow(n) {
			return n, a, err
		}
	}
}

func (c *limitedConn) WriteTo(p []byte, a net.Addr) (int, error) {
	if !c.allow(len(p)) {
		return len(p), nil
	}
	return c.PacketConn.WriteTo(p, a)
}
