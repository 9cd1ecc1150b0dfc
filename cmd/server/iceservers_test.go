package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestICEServersEndpoint: ice-servers.json, at the root or under a
// sub-path, holds the relay's STUN and TURN URLs and a fresh credential,
// never cached; HEAD, other methods, a body, a long URL, another site's
// page and other paths are answered as the rest of the site is.
func TestICEServersEndpoint(t *testing.T) {
	r := testRelay("tabula.example.org", time.Unix(1_800_000_000, 0))
	next := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(299) })
	h := withICEServers(r, next)
	list := servers(t, h)
	want := []iceServer{
		{URLs: []string{"stun:tabula.example.org:3478"}},
		{URLs: []string{"turn:tabula.example.org:3478?transport=udp"}, Username: "1800000600:tabula.example.org", Credential: r.password("1800000600:tabula.example.org")},
	}
	if got, _ := json.Marshal(list); string(got) != string(must(json.Marshal(want))) {
		t.Errorf("ice-servers.json = %s, want %s", got, must(json.Marshal(want)))
	}
	w := do(h, "GET", "/tabula/"+iceServersName, "Sec-Fetch-Site: same-origin")
	if w.Code != 200 || w.Header().Get("Cache-Control") != "no-store" || w.Header().Get("Content-Type") != "application/json" ||
		w.Header().Get("Content-Security-Policy") == "" {
		t.Errorf("GET under a sub-path: %d %v", w.Code, w.Header())
	}
	for _, tc := range []struct {
		method, target string
		headers        []string
		code           int
	}{
		{"HEAD", "/" + iceServersName, nil, 200},
		{"GET", "/" + iceServersName, []string{"Sec-Fetch-Site: none"}, 200},
		{"GET", "/" + iceServersName, []string{"Sec-Fetch-Site: cross-site"}, 403},
		{"GET", "/" + iceServersName, []string{"Sec-Fetch-Site: same-site"}, 403},
		{"POST", "/" + iceServersName, nil, 405},
		{"GET", "/" + iceServersName + "?x=" + strings.Repeat("a", maxURLBytes), nil, 400},
		{"GET", "/ice-servers.jsonx", nil, 299},
		{"GET", "/index.html", nil, 299},
	} {
		w := do(h, tc.method, tc.target, tc.headers...)
		if w.Code != tc.code || (tc.method == "HEAD" || tc.code != 200) && tc.code != 299 && strings.Contains(w.Body.String(), "turn:") {
			t.Errorf("%s %.40s %v: %d %q, want %d", tc.method, tc.target, tc.headers, w.Code, w.Body, tc.code)
		}
	}
	w = httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/"+iceServersName, strings.NewReader("x")))
	if w.Code != 400 || w.Header().Get("Connection") != "close" {
		t.Errorf("GET with a body: %d %v", w.Code, w.Header())
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
