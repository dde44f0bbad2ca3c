// Service worker: the installable app, offline reading and forms sent offline (ADR 0018).
// Served at /sw.js by server/service-worker.ts, which writes the build's version in place of
// the placeholder below: a new deployment is a new worker with new caches, and activating it
// deletes the old ones, so no page offline mixes two versions.
//
// - Hashed assets (/assets/*): cache first (they never change).
// - Page navigations: network first; public pages (not marked no-store) are kept so they can be
//   read again offline. Offline and never kept: the offline page (/hors-ligne), which lists
//   what is available.
// - At install, the offline page. Then, when a page has loaded and the browser is idle, it asks
//   for the key public pages listed by /api/hors-ligne: they are fetched one at a time and kept
//   with the assets they load, again at most every 6 hours (never during a page's own load).
// - The outbox: a page hands over a form submission made offline (an idea, a contact message,
//   a newsletter subscription, a membership, a registration to a rencontre); a plain post to
//   one of those forms that fails for want of a connection (the page's form module did not
//   handle it) is kept the same way and answered with the offline page's "saved" state. It is
//   kept in IndexedDB and posted when the connection returns (Background Sync where the browser
//   has it, else when a page asks), under its idempotency key, so the server stores it once
//   however many times it is sent.
const VERSION = "adpl-__BUILD_VERSION__";
const PAGES = `${VERSION}-pages`;
const ASSETS = `${VERSION}-assets`;
const OFFLINE_PAGE = "/hors-ligne";
/** The offline page's state after a plain post was kept: a page of its own in the cache (it says so without scripts). */
const SAVED_PAGE = "/hors-ligne?envoi=garde";
/**
 * The outbox's forms, written in when the worker is served (server/outbox-forms.ts):
 * { keyField, forms: [{ paths: ["/rencontres/:slug", …], label, sent: { title, description } }] }.
 */
const OUTBOX = "__OUTBOX_FORMS__";
const OFFLINE_LIST = "/api/hors-ligne";
const PRECACHED_AT = "/__adpl/precached-at";
const REFRESH_MS = 6 * 60 * 60_000;
const SYNC_TAG = "adpl-outbox";

self.addEventListener("install", (event) => {
  event.waitUntil(
    Promise.all([OFFLINE_PAGE, SAVED_PAGE].map((url) => keepPage(url).catch(() => undefined))).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => !k.startsWith(`${VERSION}-`)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

function cacheable(response) {
  return response.ok && response.type === "basic" && !/no-store/.test(response.headers.get("Cache-Control") || "");
}

const isPrivatePath = (pathname) => /^\/(espace|admin)(\/|$)/.test(pathname);

/** The same-origin /assets/ files a page or a stylesheet refers to (shared chunks are named "common~page~page…"). */
function assetsIn(text) {
  const found = new Set();
  for (const match of text.matchAll(/\/assets\/[A-Za-z0-9._\-/~]+\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif)/g)) found.add(match[0]);
  return [...found];
}

/**
 * The chunks a script imports statically (a page module's set imports the enhancement entry), and
 * with `dynamic` those it may fetch later too: for the script a page refers to (a document's
 * enhancement entry), the page modules' files, so that a page kept offline gets its modules.
 */
function importsIn(text, dynamic) {
  const found = new Set();
  for (const match of text.matchAll(/(?:from|import)\s*["']\.\/([A-Za-z0-9._\-~]+\.js)["']/g)) found.add(`/assets/${match[1]}`);
  if (dynamic) for (const match of text.matchAll(/import\(\s*["'`]\.\/([A-Za-z0-9._\-~]+\.js)["'`]\s*\)/g)) found.add(`/assets/${match[1]}`);
  return [...found];
}

/**
 * Keeps assets and the chunks they import. `fromPage`: the assets a page itself refers to, whose
 * page modules are looked for even when the script was kept already (by a visit, without them).
 */
async function keepAssets(urls, fromPage = false) {
  const cache = await caches.open(ASSETS);
  await Promise.all(
    urls.map(async (url) => {
      const kept = await cache.match(url);
      if (kept && !(fromPage && url.endsWith(".js"))) return;
      const response = kept || (await fetch(url));
      if (!cacheable(response)) return;
      if (url.endsWith(".css")) await keepAssets(assetsIn(await response.clone().text()));
      if (url.endsWith(".js")) await keepAssets(importsIn(await response.clone().text(), fromPage));
      if (!kept) await cache.put(url, response);
    }),
  );
}

/** Fetches a page as the visitor sees it, or as an anonymous visitor when theirs is private. */
async function fetchPage(url) {
  // A redirected response cannot answer a navigation: such a page is not kept.
  const keep = (response) => cacheable(response) && !response.redirected;
  // Marked as a prefetch: the server then leaves a toast waiting for the visitor's next page.
  const own = await fetch(url, { cache: "no-cache", credentials: "same-origin", headers: { Purpose: "prefetch" } });
  if (keep(own)) return own;
  const anonymous = await fetch(url, { cache: "no-cache", credentials: "omit" });
  return keep(anonymous) ? anonymous : null;
}

/** Keeps one page with the assets it loads. */
async function keepPage(url) {
  const response = await fetchPage(url);
  if (!response) return;
  await keepAssets(assetsIn(await response.clone().text()), true);
  await (await caches.open(PAGES)).put(url, response);
}

/** Keeps the offline page and the key public pages, one at a time (a phone has other work). */
async function precacheKeyPages() {
  // With data saving on ("Économiseur de données"), only the offline page: visited pages are still kept.
  const saveData = Boolean(self.navigator.connection && self.navigator.connection.saveData);
  const listed = saveData ? { pages: [] } : await fetch(OFFLINE_LIST, { cache: "no-cache" }).then((r) => (r.ok ? r.json() : { pages: [] }));
  for (const url of [OFFLINE_PAGE, SAVED_PAGE, ...listed.pages.map((page) => page.url)]) {
    // One page that cannot be fetched now is kept the next time.
    await keepPage(url).catch(() => undefined);
  }
  await (await caches.open(PAGES)).put(PRECACHED_AT, new Response(String(Date.now())));
}

async function refreshKeyPagesIfOld() {
  const pages = await caches.open(PAGES);
  const stamp = await pages.match(PRECACHED_AT);
  const at = stamp ? Number(await stamp.text()) : 0;
  if (Date.now() - at > REFRESH_MS) await precacheKeyPages();
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST" && request.mode === "navigate") {
    const form = outboxFormOf(url.pathname);
    if (form) event.respondWith(postOrKeep(request, url, form));
    return;
  }
  if (request.method !== "GET") return;

  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (cacheable(response)) {
              const copy = response.clone();
              caches.open(ASSETS).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }

  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (cacheable(response) && !isPrivatePath(url.pathname)) {
            const copy = response.clone();
            event.waitUntil(caches.open(PAGES).then((cache) => cache.put(request, copy)));
          }
          return response;
        })
        .catch(() => fromCacheOffline(request, url)),
    );
  }
});

/** Offline: the page kept, else the offline page naming the page asked for. */
async function fromCacheOffline(request, url) {
  const cache = await caches.open(PAGES);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  const offlinePage = await cache.match(OFFLINE_PAGE);
  if (!offlinePage) return offlineFallback();
  if (url.pathname === OFFLINE_PAGE) return offlinePage;
  const target = new URL(OFFLINE_PAGE, self.location.origin);
  target.searchParams.set("page", url.pathname + url.search);
  return Response.redirect(target.href, 302);
}

/** The last resort when even the offline page was never kept: a plain French message. */
function offlineFallback() {
  const body =
    '<!doctype html><html lang="fr"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    "<title>Hors ligne</title><main style=\"font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem\">" +
    "<h1>Vous êtes hors ligne</h1><p>Cette page n’a pas encore été enregistrée sur cet appareil. Elle s’affichera dès le retour de la connexion.</p></main></html>";
  return new Response(body, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

// ── The outbox ───────────────────────────────────────────────────────────────────────────────
// One IndexedDB store of submissions, keyed by their idempotency key: { id, action, fields,
// label, sent: { title, description }, queuedAt, state: "pending" | "delivered" | "refused" }.
// A delivered or refused submission stays until a page has been told about it.

function openOutbox() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open("adpl-outbox", 1);
    request.onupgradeneeded = () => request.result.createObjectStore("submissions", { keyPath: "id" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore(mode, work) {
  const db = await openOutbox();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction("submissions", mode);
      const result = work(tx.objectStore("submissions"));
      tx.oncomplete = () => resolve(result && "result" in result ? result.result : undefined);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

const allSubmissions = () => withStore("readonly", (store) => store.getAll());
const putSubmission = (entry) => withStore("readwrite", (store) => store.put(entry));
const deleteSubmission = (id) => withStore("readwrite", (store) => store.delete(id));

const getSubmission = (id) => withStore("readonly", (store) => store.get(id));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The outbox form posting to `pathname` ("/rencontres/:slug" matches one segment), or null. */
function outboxFormOf(pathname) {
  const segments = pathname.split("/");
  const matches = (pattern) => {
    const parts = pattern.split("/");
    return parts.length === segments.length && parts.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i]));
  };
  return OUTBOX.forms.find((form) => form.paths.some(matches)) ?? null;
}

function validEntry(entry) {
  return (
    entry &&
    typeof entry.id === "string" &&
    UUID.test(entry.id) &&
    typeof entry.action === "string" &&
    outboxFormOf(entry.action) !== null &&
    Array.isArray(entry.fields) &&
    entry.fields.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every((v) => typeof v === "string")) &&
    typeof entry.label === "string" &&
    entry.sent &&
    typeof entry.sent.title === "string" &&
    typeof entry.sent.description === "string"
  );
}

/** The fields with `id` as their idempotency key (the last field, replacing any other). */
const withKey = (fields, id) => [...fields.filter(([name]) => name !== OUTBOX.keyField), [OUTBOX.keyField, id]];
const sameFields = (a, b) => JSON.stringify(withKey(a, "")) === JSON.stringify(withKey(b, ""));

/**
 * A plain post to an outbox form (the page's form module did not handle it: not loaded yet, or
 * a `navigate` form's post let go): sent as it is, and when it cannot leave for want of a
 * connection, kept like the module's submissions and answered with the offline page's "saved"
 * state. A submission the module handles never comes here (it posts with fetch, not as a
 * navigation, and keeps the submission itself when offline), so each is kept once.
 */
async function postOrKeep(request, url, form) {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch {
    const kept = await keepPost(copy, url, form).catch(() => false);
    // Not kept (the device's storage refused it): the browser's own offline error, as without a worker.
    return kept ? Response.redirect(new URL(SAVED_PAGE, self.location.origin).href, 303) : Response.error();
  }
}

/**
 * Keeps a plain post under the key its form rendered (a post whose answer was lost, sent again,
 * is then stored once), or a new key for a form that renders none (contact, newsletter).
 */
async function keepPost(request, url, form) {
  const body = await request.formData();
  const fields = [];
  for (const [name, value] of body) if (typeof value === "string" && name !== OUTBOX.keyField) fields.push([name, value]);
  const rendered = body.get(OUTBOX.keyField);
  let id = typeof rendered === "string" && UUID.test(rendered) ? rendered : self.crypto.randomUUID();
  const earlier = await getSubmission(id);
  if (earlier) {
    // The same post twice (a second click on a page without its module): kept once.
    if (sameFields(earlier.fields, fields)) return true;
    // The same rendering of the form sent again with other fields: another submission.
    id = self.crypto.randomUUID();
  }
  await queue({ id, action: url.pathname, fields: withKey(fields, id), label: form.label, sent: form.sent });
  return true;
}

/**
 * A kept post whose key the server already holds for another post (422: a page kept on the
 * device whose form was sent twice, each time with the key it was rendered with). This post was
 * never stored under that key, so it leaves under a new one.
 */
async function withNewKey(entry) {
  const id = self.crypto.randomUUID();
  const renewed = { ...entry, id, fields: withKey(entry.fields, id) };
  await putSubmission(renewed);
  await deleteSubmission(entry.id);
  return renewed;
}

/** Posts one submission. Delivered, refused for good, its key used by another post, or to be tried again later. */
async function deliver(entry) {
  let response;
  try {
    response = await fetch(entry.action, {
      method: "POST",
      body: new URLSearchParams(entry.fields),
      credentials: "same-origin",
      redirect: "manual",
    });
  } catch {
    return "retry";
  }
  if (response.type === "opaqueredirect" || response.ok) return "delivered";
  if (response.status === 422) return "key-used";
  // Busy (the first send still running), rate-limited or failing: later. Anything else is the
  // server refusing this submission as it stands, which no retry will change.
  if (response.status === 409 || response.status === 429 || response.status >= 500) return "retry";
  return "refused";
}

async function tellPages(message) {
  const pages = await self.clients.matchAll({ type: "window" });
  for (const page of pages) page.postMessage(message);
  return pages.length > 0;
}

/** Announces delivered and refused submissions to the open pages; forgets those announced. */
async function announce() {
  for (const entry of await allSubmissions()) {
    if (entry.state === "pending") continue;
    const told = await tellPages({ type: "outbox-result", state: entry.state, label: entry.label, sent: entry.sent });
    if (told) await deleteSubmission(entry.id);
  }
}

let flushing = null;

/** Sends every pending submission, one at a time; rejects when some must be tried again. */
function flush() {
  const run = async () => {
    let retry = false;
    for (let entry of await allSubmissions()) {
      if (entry.state !== "pending") continue;
      let outcome = await deliver(entry);
      if (outcome === "key-used") {
        entry = await withNewKey(entry);
        outcome = await deliver(entry);
        if (outcome === "key-used") outcome = "refused";
      }
      if (outcome === "retry") retry = true;
      else await putSubmission({ ...entry, state: outcome });
    }
    await announce();
    if (retry) throw new Error("some submissions are waiting for the connection");
  };
  // One flush at a time in this worker; Web Locks keep two workers (an update) apart too.
  flushing ??= (self.navigator.locks ? self.navigator.locks.request(SYNC_TAG, run) : run()).finally(() => {
    flushing = null;
  });
  return flushing;
}

/**
 * A page asks for a flush when it opens and when the browser says the connection is back. The
 * browser says so as soon as a network interface is up, which can be a moment before requests
 * get through (an address still being obtained, a captive portal): a flush that finds the
 * network still down is tried again a few times before the next page or the browser's
 * background sync tries (minutes later in Chromium).
 */
const ASKED_FLUSH_RETRIES_MS = [1000, 3000, 8000];

async function flushAsked() {
  for (const delay of [0, ...ASKED_FLUSH_RETRIES_MS]) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      return await flush();
    } catch {
      // Still waiting for the connection: the next attempt, or the next page's.
    }
  }
}

async function queue(entry) {
  await putSubmission({ ...entry, state: "pending", queuedAt: Date.now() });
  if (self.registration.sync) await self.registration.sync.register(SYNC_TAG).catch(() => undefined);
}

self.addEventListener("sync", (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(flush());
});

self.addEventListener("message", (event) => {
  const message = event.data;
  const reply = (value) => event.ports[0]?.postMessage(value);
  if (!message || typeof message.type !== "string") return;
  if (message.type === "outbox-queue") {
    if (!validEntry(message.entry)) return reply({ ok: false });
    const { id, action, fields, label, sent } = message.entry;
    event.waitUntil(queue({ id, action, fields, label, sent }).then(() => reply({ ok: true }), () => reply({ ok: false })));
  } else if (message.type === "keep-key-pages") {
    event.waitUntil(refreshKeyPagesIfOld().catch(() => undefined));
  } else if (message.type === "outbox-flush") {
    event.waitUntil(flushAsked());
  } else if (message.type === "outbox-list") {
    event.waitUntil(
      allSubmissions().then(
        (entries) => reply({ ok: true, pending: entries.filter((e) => e.state === "pending").map((e) => ({ label: e.label, queuedAt: e.queuedAt })) }),
        () => reply({ ok: false }),
      ),
    );
  }
});
