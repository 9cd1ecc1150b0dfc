package main

import (
	"encoding/json"
	"net/http"
	"path"
)

// iceServersName is the file a site's pages ask for the STUN and TURN
// servers of live play, next to their index.html (app/live.go): a static
// host may put one there, and with -turn this server answers it for every
// site it serves, with its own servers and a fresh credential.
const iceServersName = "ice-servers.json"

// iceServer is one entry of ice-servers.json, as RTCConfiguration's
// iceServers writes it.
type iceServer struct {
	URLs       []string `json:"urls"`
	Username   string   `json:"username,omitempty"`
	Credential string   `json:"credential,omitempty"`
}

// iceServers is ice-servers.json.
type iceServers struct {
	ICEServers []iceServer `json:"iceServers"`
}

// withICEServers answers a GET or HEAD of any path whose last segment is
// iceServersName with relay's servers and a fresh credential, never
// cached; next serves the rest. A request another site's page makes
// (Sec-Fetch-Site: cross-site or same-site) is refused, so that the
// credentials go to this site's pages (and to programs that ask by hand,
// which no header can tell apart).
func withICEServers(relay *relay, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if path.Base(r.URL.Path) != iceServersName {
			next.ServeHTTP(w, r)
			return
		}
		hdr := w.Header()
		for k, v := range securityHeaders {
			hdr[k] = v
		}
		if r.ContentLength != 0 {
			hdr.Set("Connection", "close")
		}
		switch {
		case r.Method != http.MethodGet && r.Method != http.MethodHead:
			hdr.Set("Allow", "GET, HEAD")
			fail(w, http.StatusMethodNotAllowed)
			return
		case r.ContentLength != 0 || len(r.RequestURI) > maxURLBytes:
			fail(w, http.StatusBadRequest)
			return
		case !sameSite(r.Header.Get("Sec-Fetch-Site")):
			fail(w, http.StatusForbidden)
			return
		}
		user, password := relay.credential()
		stunURL, turnURL := relay.urls()
		body, _ := json.Marshal(iceServers{ICEServers: []iceServer{
			{URLs: []string{stunURL}},
			{URLs: []string{turnURL}, Username: user, Credential: password},
		}})
		hdr.Set("Content-Type", "application/json")
		hdr.Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			w.Write(body) // a failed write is the client's going away
		}
	})
}

// sameSite reports whether a request's Sec-Fetch-Site lets it have the
// relay's credentials: absent (an older browser, a program), "same-origin"
// or "none" (typed into the address bar).
func sameSite(v string) bool {
	return v == "" || v == "same-origin" || v == "none"
}
