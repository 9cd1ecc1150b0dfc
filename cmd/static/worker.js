// Tabula service worker, a replacement for go-app's default one.
//
// It pre-caches the app shell inside event.waitUntil (so a failed install is
// retried instead of half-done), always caches the registration scope (the
// root page, "/" or "/base/"), and answers every navigation inside the scope
// from the cache ignoring the query and falling back to the root page. Every
// route, every "#s=…" share link and a sub-path deployment therefore load
// offline. It deliberately does not call clients.claim(): doing so made
// go-app announce an update on the very first visit.
//
// Caches are shared by the whole origin, so their names carry the scope:
// a deployment at "/" and another at "/tabula/" never delete each other's.
const cachePrefix = "tabula " + self.registration.scope + " ";
const cacheName = cachePrefix + "{{.Version}}";
const resourcesToCache = {{.ResourcesToCache}};

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const scope = self.registration.scope;
      const urls = new Set([scope]);
      for (const r of resourcesToCache) {
        urls.add(new URL(r, scope).href);
      }
      const cache = await caches.open(cacheName);
      await cache.addAll([...urls]);
      await self.skipWaiting();
    })()
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(
        keys
          .filter((key) => key.startsWith(cachePrefix) && key !== cacheName)
          .map((key) => caches.delete(key))
      );
    })()
  );
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") {
    return;
  }
  event.respondWith(respond(event.request));
});

async function respond(request) {
  const cache = await caches.open(cacheName);
  if (request.mode === "navigate") {
    const page =
      (await cache.match(request, { ignoreSearch: true })) ||
      (await cache.match(self.registration.scope));
    return page || fetch(request);
  }
  return (await cache.match(request)) || fetch(request);
}
