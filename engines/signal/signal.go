// Package signal packs a WebRTC offer or answer for a data channel into a
// short text that players hand over as a link, a QR code or a pasted code
// (live play with no server). A browser's session description
// (SDP, about 715 characters) is reduced to what the other browser needs
// to connect: the ICE username fragment and password, the DTLS certificate
// fingerprint, the DTLS role and the candidates (address, port, type);
// everything else in a data-channel-only description is the same for
// every connection and is written back by SDP. The packed form is binary,
// base64url encoded, and checked field by field when read, so a hostile
// text can never put a line of its own into the description handed to
// the browser.
package signal

import (
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"net/netip"
	"strconv"
	"strings"
)

// Format is the first byte of a packed description: its version in the
// high nibble, and Answer in the low bit.
const Format = 0x10

// Limits of a packed description.
const (
	// MaxChars bounds the text Parse reads.
	MaxChars = 1024
	// MaxCandidates bounds the candidates kept and read.
	MaxCandidates = 8
	// maxCredential bounds ice-ufrag and ice-pwd (RFC 8839 allows 256;
	// browsers use 4 and 24).
	maxCredential = 64
)

// ErrBad is wrapped by every error of Parse and Pack.
var ErrBad = errors.New("signal: not a usable connection code")

// Role is the DTLS role of a description (a=setup).
type Role byte

// The DTLS roles.
const (
	ActPass Role = iota // an offer's: either
	Active              // the answerer connects
	Passive             // the answerer waits
)

var roleNames = []string{"actpass", "active", "passive"}

// Kind is an ICE candidate's type.
type Kind byte

// The candidate types.
const (
	Host  Kind = iota // an address of the device itself
	Srflx             // its address as a STUN server saw it
	Prflx             // learned from the other side's checks
	Relay             // a TURN relay
)

var kindNames = []string{"host", "srflx", "prflx", "relay"}

// Candidate is one UDP address the browser can be reached at: an IP
// address, or an mDNS name ("<uuid>.local") that hides the device's
// address on its own network.
type Candidate struct {
	Addr netip.Addr // the IP address; invalid for an mDNS name
	MDNS [16]byte   // the name's UUID, when Addr is invalid
	Port uint16
	Kind Kind
}

// Description is what a browser needs of another's offer or answer.
type Description struct {
	Answer      bool
	Ufrag, Pwd  string
	Fingerprint [32]byte // the sha-256 fingerprint of the DTLS certificate
	Role        Role
	Candidates  []Candidate
}

// FromSDP reads the fields Description keeps out of a browser's session
// description. Candidates other than UDP ones of component 1, and past
// MaxCandidates, are left out.
func FromSDP(sdp string, answer bool) (Description, error) {
	d := Description{Answer: answer}
	var haveFP, haveRole bool
	for _, line := range strings.Split(sdp, "\n") {
		line = strings.TrimSpace(line)
		key, value, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		switch key {
		case "a=ice-ufrag":
			if d.Ufrag == "" {
				d.Ufrag = value
			}
		case "a=ice-pwd":
			if d.Pwd == "" {
				d.Pwd = value
			}
		case "a=fingerprint":
			alg, hexText, _ := strings.Cut(value, " ")
			if !strings.EqualFold(alg, "sha-256") || haveFP {
				continue
			}
			b, err := hex.DecodeString(strings.ReplaceAll(hexText, ":", ""))
			if err != nil || len(b) != len(d.Fingerprint) {
				return Description{}, bad("fingerprint %q", hexText)
			}
			copy(d.Fingerprint[:], b)
			haveFP = true
		case "a=setup":
			i := indexOf(roleNames, value)
			if i < 0 {
				return Description{}, bad("setup %q", value)
			}
			d.Role, haveRole = Role(i), true
		case "a=candidate":
			if c, ok := parseCandidate(value); ok && len(d.Candidates) < MaxCandidates {
				d.Candidates = append(d.Candidates, c)
			}
		}
	}
	if !haveFP || !haveRole {
		return Description{}, bad("no sha-256 fingerprint or no setup")
	}
	if err := d.check(); err != nil {
		return Description{}, err
	}
	return d, nil
}

// parseCandidate reads "foundation component transport priority address
// port typ type ..."; ok is false for a candidate Description does not keep.
func parseCandidate(value string) (Candidate, bool) {
	f := strings.Fields(value)
	if len(f) < 8 || f[1] != "1" || !strings.EqualFold(f[2], "udp") || f[6] != "typ" {
		return Candidate{}, false
	}
	port, err := strconv.ParseUint(f[5], 10, 16)
	kind := indexOf(kindNames, f[7])
	if err != nil || kind < 0 {
		return Candidate{}, false
	}
	c := Candidate{Port: uint16(port), Kind: Kind(kind)}
	if a, err := netip.ParseAddr(f[4]); err == nil && a.Zone() == "" {
		c.Addr = a.Unmap()
		return c, true
	}
	name, ok := strings.CutSuffix(f[4], ".local")
	if !ok || len(name) != 36 {
		return Candidate{}, false
	}
	b, err := hex.DecodeString(strings.ReplaceAll(name, "-", ""))
	if err != nil || len(b) != 16 || name != uuid(b) {
		return Candidate{}, false
	}
	copy(c.MDNS[:], b)
	return c, true
}

// check reports a description that SDP could not write safely.
func (d Description) check() error {
	if !iceText(d.Ufrag, 4) || !iceText(d.Pwd, 22) {
		return bad("ice-ufrag or ice-pwd of %d and %d characters, or with other characters", len(d.Ufrag), len(d.Pwd))
	}
	if int(d.Role) >= len(roleNames) || (d.Answer && d.Role == ActPass) || (!d.Answer && d.Role != ActPass) {
		return bad("setup %d for answer %v", d.Role, d.Answer)
	}
	if len(d.Candidates) > MaxCandidates {
		return bad("%d candidates", len(d.Candidates))
	}
	for _, c := range d.Candidates {
		if int(c.Kind) >= len(kindNames) || c.Port == 0 || (c.Addr.IsValid() && c.Addr.Zone() != "") {
			return bad("candidate %v", c)
		}
	}
	return nil
}

// iceText reports whether s is an ICE ufrag or password (RFC 8839:
// ALPHA / DIGIT / "+" / "/") of at least min and at most maxCredential
// characters.
func iceText(s string, min int) bool {
	if len(s) < min || len(s) > maxCredential {
		return false
	}
	for _, r := range s {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '+' || r == '/') {
			return false
		}
	}
	return true
}

// SDP writes the description back as a session description a browser
// accepts as the remote offer or answer of a data channel.
func (d Description) SDP() string {
	var b strings.Builder
	b.WriteString("v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=msid-semantic: WMS\r\n")
	b.WriteString("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n")
	for i, c := range d.Candidates {
		// Priority as RFC 8445 5.1.2.1 recommends: type preference, then
		// the order the browser listed them in.
		typePref := []int{126, 100, 110, 0}[c.Kind]
		prio := typePref<<24 | (65535-i)<<8 | 255
		fmt.Fprintf(&b, "a=candidate:%d 1 udp %d %s %d typ %s\r\n", i+1, prio, c.address(), c.Port, kindNames[c.Kind])
	}
	fmt.Fprintf(&b, "a=ice-ufrag:%s\r\na=ice-pwd:%s\r\n", d.Ufrag, d.Pwd)
	b.WriteString("a=fingerprint:sha-256 ")
	for i, x := range d.Fingerprint {
		if i > 0 {
			b.WriteByte(':')
		}
		fmt.Fprintf(&b, "%02X", x)
	}
	fmt.Fprintf(&b, "\r\na=setup:%s\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n", roleNames[d.Role])
	return b.String()
}

// address is the candidate's address as SDP writes it.
func (c Candidate) address() string {
	if c.Addr.IsValid() {
		return c.Addr.String()
	}
	return uuid(c.MDNS[:]) + ".local"
}

// uuid writes 16 bytes as a lower-case UUID.
func uuid(b []byte) string {
	h := hex.EncodeToString(b)
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

// Pack writes d as base64url text: Format|answer, ufrag and pwd (a length
// byte each), the fingerprint, the role, the count of candidates, and
// each candidate as a byte of its type and address family (4: IPv4, 6:
// IPv6, 0: mDNS), its 4 or 16 address bytes and its port.
func Pack(d Description) (string, error) {
	if err := d.check(); err != nil {
		return "", err
	}
	b := []byte{Format}
	if d.Answer {
		b[0] |= 1
	}
	b = append(b, byte(len(d.Ufrag)))
	b = append(b, d.Ufrag...)
	b = append(b, byte(len(d.Pwd)))
	b = append(b, d.Pwd...)
	b = append(b, d.Fingerprint[:]...)
	b = append(b, byte(d.Role), byte(len(d.Candidates)))
	for _, c := range d.Candidates {
		switch {
		case c.Addr.Is4():
			b = append(b, byte(c.Kind)<<4|4)
			a := c.Addr.As4()
			b = append(b, a[:]...)
		case c.Addr.Is6():
			b = append(b, byte(c.Kind)<<4|6)
			a := c.Addr.As16()
			b = append(b, a[:]...)
		default:
			b = append(b, byte(c.Kind)<<4)
			b = append(b, c.MDNS[:]...)
		}
		b = append(b, byte(c.Port>>8), byte(c.Port))
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// Parse reads Pack's text (surrounding spaces are ignored) and checks
// every field; every error wraps ErrBad.
func Parse(text string) (Description, error) {
	if len(text) > MaxChars {
		return Description{}, bad("%d characters, at most %d", len(text), MaxChars)
	}
	b, err := base64.RawURLEncoding.DecodeString(strings.TrimSpace(text))
	if err != nil {
		return Description{}, fmt.Errorf("%w: base64: %w", ErrBad, err)
	}
	r := reader{b: b}
	head := r.byte()
	if head&^1 != Format {
		return Description{}, bad("format %#x", head)
	}
	d := Description{Answer: head&1 == 1}
	d.Ufrag = string(r.bytes(int(r.byte())))
	d.Pwd = string(r.bytes(int(r.byte())))
	copy(d.Fingerprint[:], r.bytes(len(d.Fingerprint)))
	d.Role = Role(r.byte())
	n := int(r.byte())
	if n > MaxCandidates {
		return Description{}, bad("%d candidates", n)
	}
	for range n {
		c := Candidate{}
		kf := r.byte()
		c.Kind = Kind(kf >> 4)
		switch kf & 15 {
		case 4:
			c.Addr = netip.AddrFrom4([4]byte(r.bytes(4)))
		case 6:
			c.Addr = netip.AddrFrom16([16]byte(r.bytes(16)))
		case 0:
			copy(c.MDNS[:], r.bytes(16))
		default:
			return Description{}, bad("address family %d", kf&15)
		}
		p := r.bytes(2)
		c.Port = uint16(p[0])<<8 | uint16(p[1])
		d.Candidates = append(d.Candidates, c)
	}
	if r.short {
		return Description{}, bad("cut short")
	}
	if len(r.b) != 0 {
		return Description{}, bad("%d bytes too many", len(r.b))
	}
	if err := d.check(); err != nil {
		return Description{}, err
	}
	return d, nil
}

// reader reads b from the front; past its end it gives zeros and sets
// short.
type reader struct {
	b     []byte
	short bool
}

func (r *reader) bytes(n int) []byte {
	if n > len(r.b) {
		r.short, r.b = true, nil
		return make([]byte, n)
	}
	out := r.b[:n]
	r.b = r.b[n:]
	return out
}

func (r *reader) byte() byte { return r.bytes(1)[0] }

func indexOf(names []string, s string) int {
	for i, n := range names {
		if n == s {
			return i
		}
	}
	return -1
}

func bad(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrBad, fmt.Sprintf(format, args...))
}
