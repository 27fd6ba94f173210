// The service worker that keeps Searchlight working offline after one visit: it holds every
// file of one build in a cache named by that build (scripts/offline.mjs writes the list and
// the build's hash into dist/sw.js at build time), answers from it first, and lets go of
// every other build's cache when it takes over, so a new deployment replaces the old files
// whole, never a mix of the two.
/* global VERSION, FILES */
const CACHE = `searchlight-${VERSION}`;

self.addEventListener('install', (event) => {
  // Where the browser can (Chromium's static routing), a file of the page is taken from the
  // cache without starting this worker at all; whatever the cache lacks goes to the network.
  // The page's addresses with a query, and every other navigation, stay with the fetch
  // handler below.
  try {
    if (typeof event.addRoutes === 'function') {
      const scope = new URL(self.registration.scope);
      const urlPattern = {
        protocol: scope.protocol.slice(0, -1),
        hostname: scope.hostname,
        port: scope.port,
        pathname: `${scope.pathname.replace(/[\\:*?+(){}]/g, '\\$&')}*`,
        search: '',
      };
      const page = { ...urlPattern, pathname: `${urlPattern.pathname.slice(0, -1)}{index.html}?` };
      event.addRoutes([
        ...['cors', 'same-origin', 'no-cors'].map((requestMode) => ({
          condition: { urlPattern, requestMethod: 'GET', requestMode },
          source: { cacheName: CACHE },
        })),
        // The page itself, at its own address only (./ or ./index.html; the hash is not sent).
        { condition: { urlPattern: page, requestMethod: 'GET', requestMode: 'navigate' }, source: { cacheName: CACHE } },
      ]).catch(() => {});
    }
  } catch {
    // Routes this browser does not take: the fetch handler answers everything.
  }
  // Each file fetched anew from the server (cache: 'no-cache' revalidates whatever the HTTP
  // cache holds), so a file of an older build kept there cannot slip into this build's cache.
  const requests = FILES.map((f) => new Request(f, { cache: 'no-cache' }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('searchlight-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// The page's own addresses: its folder and index.html there, whatever the query (the hash
// is not sent). Any other navigation is not the page's: answered with index.html, whose files
// load by relative paths, /www/views/ or /foo/bar/ sat at "Loading…" for good, and /sw.js or
// /www/icon.svg opened as the page. Those go to the server as if there were no worker (and
// offline, fail as the browser fails with no network).
const ownPage = (url) => {
  const root = new URL(self.registration.scope).pathname;
  return url.pathname === root || url.pathname === `${root}index.html`;
};

let opened = null;
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && !ownPage(url)) return;
  event.respondWith((async () => {
    // Opened once per start of the worker, not for each of the page's thirty-odd files.
    const cache = await (opened ??= caches.open(CACHE));
    // The page (any query, any hash) is index.html; a file is itself, whatever its query.
    const hit = request.mode === 'navigate'
      ? await cache.match('./index.html') || await cache.match('./')
      : await cache.match(request, { ignoreSearch: true });
    return hit || fetch(request);
  })());
});
