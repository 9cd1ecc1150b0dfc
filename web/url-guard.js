// Tabula: keep the page URL parseable by Go's net/url before go-app reads it.
//
// go-app v10.1.11 reads window.location with url.Parse on start-up and on
// every popstate, and panics (ending the whole app) when that fails — which
// a "%" not followed by two hex digits in the path or the fragment does, as
// in a mistyped or hostile share link "#s=%zz". This script runs before
// app.js and rewrites such a "%" as "%25" in place, so the app starts and
// reports the bad link instead.
(function () {
  "use strict";
  const fix = (s) => s.replace(/%(?![0-9A-Fa-f]{2})/g, "%25");
  function sanitize() {
    const { pathname, search, hash } = window.location;
    const path = fix(pathname);
    const fragment = fix(hash);
    if (path !== pathname || fragment !== hash) {
      history.replaceState(history.state, "", path + search + fragment);
    }
  }
  sanitize();
  // Registered before go-app's own popstate handler, so it runs first.
  window.addEventListener("popstate", sanitize);
})();
