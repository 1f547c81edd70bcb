/* naehan service worker: the app shell offline, and the concert and artist data a fan has seen. */

const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const SHELL = `naehan-shell-${VERSION}`;
/** The page without server-rendered content, in which the app renders whatever URL it is at. */
const SHELL_PAGE = "/app-shell";
const ASSETS = "naehan-assets";
const DATA = "naehan-data";
const MEDIA = "naehan-media";
const PAGES = "naehan-pages";
const LIMITS = { [DATA]: 200, [MEDIA]: 150, [ASSETS]: 150, [PAGES]: 60 };
/** The API answers kept for offline viewing (patterns of the contract's endpoints). */
const DATA_PATHS = __DATA_PATHS__.map((source) => new RegExp(source));
const NETWORK_TIMEOUT_MS = 4000;

self.addEventListener("install", (event) => {
  // The shell page must be stored; a script that fails to download is fetched again when used.
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) =>
        Promise.all([
          cache.add(SHELL_PAGE),
          Promise.allSettled(PRECACHE.map((url) => cache.add(url))),
        ]),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((k) => k.startsWith("naehan-shell-") && k !== SHELL)
            .map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function trim(name) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - LIMITS[name]))) await cache.delete(key);
}

async function remember(name, request, response) {
  if (!response.ok) return;
  const cache = await caches.open(name);
  await cache.delete(request);
  await cache.put(request, response);
  await trim(name);
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Fresh from the network when it answers; otherwise the last copy, marked as such. */
async function networkFirst(request) {
  try {
    const response = await withTimeout(fetch(request), NETWORK_TIMEOUT_MS);
    if (response.ok) void remember(DATA, request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName: DATA });
    if (!cached) throw error;
    const headers = new Headers(cached.headers);
    headers.set("x-naehan-offline", "1");
    return new Response(cached.body, { status: cached.status, headers });
  }
}

async function cacheFirst(request, name) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  void remember(name, request, response.clone());
  return response;
}

/** A kept page, marked so the app says it is showing what was saved. */
async function offlineCopy(response) {
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(html.replace("<html", '<html data-naehan-offline="1"'), {
    status: 200,
    headers,
  });
}

/**
 * Pages come from the network when it answers (and are kept: they carry the data they were
 * rendered with); offline, a page seen before comes back as it was, any other gets the app shell.
 */
async function navigation(request) {
  try {
    const response = await withTimeout(fetch(request), NETWORK_TIMEOUT_MS);
    if ((response.headers.get("content-type") ?? "").includes("text/html")) {
      void remember(PAGES, request, response.clone());
    }
    return response;
  } catch {
    const page = await caches.match(request, { cacheName: PAGES, ignoreVary: true });
    if (page) return offlineCopy(page);
    const shell = await caches.match(SHELL_PAGE, { cacheName: SHELL });
    if (shell) return shell;
    throw new Error("offline and no app shell cached");
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") return event.respondWith(navigation(request));
  if (url.pathname.startsWith("/assets/")) return event.respondWith(cacheFirst(request, ASSETS));
  if (url.pathname.startsWith("/media/")) return event.respondWith(cacheFirst(request, MEDIA));
  // Public catalogue reads: the same answer for every fan, signed in or not, so kept alike.
  if (DATA_PATHS.some((p) => p.test(url.pathname))) event.respondWith(networkFirst(request));
});

/**
 * The page a fan opened before this worker controlled it (their first visit) never passed through
 * it: the app asks for it to be kept, so it opens again after an offline reload.
 */
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "naehan:keep-page" || typeof data.path !== "string") return;
  const path = appPath(data.path);
  event.waitUntil(
    caches.match(path, { cacheName: PAGES, ignoreVary: true }).then(async (kept) => {
      if (kept) return;
      const response = await fetch(path, {
        headers: { accept: "text/html" },
        credentials: "same-origin",
      });
      if ((response.headers.get("content-type") ?? "").includes("text/html")) {
        await remember(PAGES, new Request(new URL(path, self.location.origin).href), response);
      }
    }).catch(() => {
      // Offline already, or the server is away: the page is simply not kept.
    }),
  );
});

/** A pushed alert (`{ title, body, url }`) becomes a notification that opens its page. */
self.addEventListener("push", (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    alert = { body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(alert.title || "내한", {
      body: alert.body || "",
      icon: "/icon-192.png",
      badge: "/icon-192.png",
      lang: "ko",
      data: { url: typeof alert.url === "string" ? alert.url : "/" },
    }),
  );
});

/** Only a path of this app, never another site. */
function appPath(url) {
  return typeof url === "string" && /^\/(?![/\\])/.test(url) ? url : "/";
}

/**
 * A tap opens the alert's page: in a tab of the app that is open (focused, and told where to go),
 * otherwise in a new one.
 */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = appPath(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(async (tabs) => {
      const tab = tabs.find((t) => new URL(t.url).origin === self.location.origin);
      if (!tab) return self.clients.openWindow(path);
      await tab.focus();
      tab.postMessage({ type: "naehan:open", path });
    }),
  );
});
