// The anonymous page cache (ADR 0019): public pages that are the same for every anonymous visitor
// are rendered once, then served from memory until the content they show may have changed.
//
// - Only GET and HEAD of the pages in CACHEABLE_PAGES (documents and their `.data` single-fetch
//   answers, keyed by the full URL), never with a session cookie, a flash message waiting or the
//   end-to-end suite's X-Test-Now clock. Pages that render a one-time key (idempotency: an event's
//   registration, membership, ideas, photos), a visitor's own data or a form's result are not
//   listed, and /espace and /admin never are.
// - The answer varies only with what the server reads from an anonymous request: the audience-
//   measurement choice (banner or not), the theme, and whether the client is a robot (robots get
//   the whole document at once, app/entry.server.tsx). All three are in the key, each read with
//   the parser the application itself uses.
// - One rendering per missing page: the requests that arrive meanwhile wait for it.
// - Only complete 200 answers of a GET without Set-Cookie or private/no-store are kept.
// - Every response has its own CSP nonce: the page is kept as the parts between the occurrences of
//   its rendering's nonce (a 128-bit random value nothing else in a page contains) and put back
//   together around this request's nonce; gzip is prepared once (server/page-cache-gzip.ts).
// - A state change the application carried out (an answer below 400) forgets the pages it may have
//   changed, by where it was posted (CHANGES): the back-office's, all of them; a rencontre's
//   registration or cancellation, the rencontres' listings. A refused post (400, 404, 405, 409,
//   422, 429…) and the public forms whose data no cached page shows (contact, newsletter, ideas,
//   membership, photos awaiting moderation, accounts, the audience beacon, consent and theme
//   choices) forget nothing: a visitor posting cannot keep the cache cold for everyone (issue 32).
//   invalidatePublicPages() is for changes made outside a request; and a page lives TTL_MS at
//   most, for what changes with time alone (upcoming rencontres, figures of the year, scheduled
//   publication).
// - Bounded: MAX_ENTRIES pages and MAX_BYTES in all, least recently used dropped first, so that
//   /recherche?q=<anything> cannot grow the process.
// - One cache per process. On PostgreSQL, where several processes may serve the site (ADR 0022),
//   each clear is announced on the channel PEER_CHANNEL (NOTIFY) and every other process listening
//   there (startPageCacheSync) clears its own: a change made through one reaches the others within
//   a network round trip. A process that loses its listening connection clears its cache and
//   reconnects (it may have missed an announcement). A script writing to the database without
//   announcing still waits for TTL_MS.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { logger } from "~/lib/logger.server";
import { hasSessionCookie } from "~/lib/session-cookie";
import type { IncomingHttpHeaders } from "node:http";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { isbot } from "isbot";
import { CONSENT_COOKIE, parseConsentValue, readCookie } from "~/features/consent/consent";
import { TEST_NOW_HEADER } from "~/lib/clock.server";
import { themeCookie } from "~/lib/cookies.server";
import { compressParts, gzipWithNonce, type GzipParts } from "./page-cache-gzip";
import { acceptedEncoding } from "./precompressed";

/** Public pages that are the same for every anonymous visitor (with the same key). */
const CACHEABLE_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/(?:histoire|equipe|quartiers|galerie|temoignages|mentions-legales|politique-confidentialite|hors-ligne|recherche)$/,
  /^\/blog(?:\/[a-z0-9-]{1,160})?$/,
  /^\/rencontres$/,
  /^\/propositions-lyon(?:\/[a-z0-9-]{1,160})?$/,
  /^\/prises-positions$/,
];

/** What a change forgets: every page, or the pages of one kind of content. */
export type PageScope = "all" | "rencontres";

/** The cached pages of each scope, by page path (without query or `.data`). */
const SCOPE_PAGES: Readonly<Record<PageScope, (path: string) => boolean>> = {
  all: () => true,
  // The places left of a rencontre, on the listings that show upcoming rencontres.
  rencontres: (path) => path === "/" || path === "/rencontres",
};

/**
 * The pages a successful state change may alter, by the path it was posted to; the first match
 * decides. A path matched by none changes no cached page.
 */
const CHANGES: ReadonlyArray<{ posted: RegExp; scope: PageScope }> = [
  // Publishing, the figures, the identity in every footer, photo moderation, payments (the
  // members figure)…: the back-office can change any page.
  { posted: /^\/admin(?:[/.]|$)/, scope: "all" },
  // A registration to a rencontre, or its cancellation through the emailed link.
  { posted: /^\/rencontres\/(?:annulation\/)?[^/]+$/, scope: "rencontres" },
];

const isScope = (value: string | undefined): value is PageScope => value !== undefined && Object.hasOwn(SCOPE_PAGES, value);

export const TTL_MS = 60_000;
export const MAX_ENTRIES = 500;
/** Raw and gzip bytes of every kept page together. */
export const MAX_BYTES = 16 * 1024 * 1024;
export const MAX_ENTRY_BYTES = 1024 * 1024;
/** A URL longer than this is not worth an entry (and bounds the key's size). */
const MAX_URL_LENGTH = 512;

const TOAST_COOKIE = /(?:^|;\s*)adpl_toast=/;
const THEME_COOKIE = "adpl_theme=";
/** Response headers that describe one transmission, not the page. */
const TRANSMISSION_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "set-cookie", "x-page-cache"]);

export interface CachedPage {
  headers: Array<[string, string]>;
  /** The body cut at each occurrence of the nonce it was rendered with. */
  parts: Buffer[];
  rawLength: number;
  /** The same parts compressed once, for gzip answers; null when not possible. */
  gzip: GzipParts | null;
  storedAt: number;
  /** What the entry counts for in the cache's byte bound. */
  bytes: number;
}

/** The page's path without the single-fetch suffix: "/blog.data" → "/blog", "/_root.data" → "/". */
function pagePath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** What the key is made of: the request as the HTTP server received it. */
export interface PageRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
}

/**
 * The cache key of a request, or null when its answer must not come from (or go to) the cache.
 * Read from the raw request, with the application's own cookie parsers: a hit builds no
 * Request, Headers or AbortSignal.
 */
export async function pageCacheKey({ method, url, headers }: PageRequest): Promise<string | null> {
  if (method !== "GET" && method !== "HEAD") return null;
  if (url.pathname.length + url.search.length > MAX_URL_LENGTH) return null;
  if (!CACHEABLE_PAGES.some((page) => page.test(pagePath(url.pathname)))) return null;
  if (headers[TEST_NOW_HEADER] !== undefined) return null;
  const cookies = headers.cookie ?? "";
  if (hasSessionCookie(cookies) || TOAST_COOKIE.test(cookies)) return null;
  // As getConsent (features/consent) and getTheme (lib/theme.server) read them for the page.
  const consent = parseConsentValue(readCookie(cookies, CONSENT_COOKIE)) ?? "unset";
  const theme: unknown = cookies.includes(THEME_COOKIE) ? await themeCookie().parse(cookies) : null;
  const userAgent = headers["user-agent"];
  const robot = userAgent && isbot(userAgent) ? "robot" : "browser";
  return `${consent} ${theme === "light" || theme === "dark" ? theme : "system"} ${robot} ${url.pathname}${url.search}`;
}

/**
 * The cached pages a state-changing request may have changed, or null. `status` is the answer's
 * (a refusal, 400 and above, changed nothing); null when the handling failed before answering,
 * and what it had done is unknown.
 */
export function changedPages(method: string, pathname: string, status: number | null): PageScope | null {
  if (method === "GET" || method === "HEAD" || (status !== null && status >= 400)) return null;
  const path = pagePath(pathname);
  return CHANGES.find((change) => change.posted.test(path))?.scope ?? null;
}

/** The page path of a cache key (`<consent> <theme> <robot> <pathname><search>`). */
function keyPath(key: string): string {
  const url = key.slice(key.indexOf(" /") + 1);
  const query = url.indexOf("?");
  return pagePath(query === -1 ? url : url.slice(0, query));
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  maxEntryBytes?: number;
  ttlMs?: number;
  /** Called by each clear() of this process (not by those a peer announced): tells the peers. */
  onClear?: (scope: PageScope) => void;
}

export interface PageCache {
  get(key: string, now?: number): CachedPage | undefined;
  /**
   * Keeps a page rendered since `generation` (read before rendering): ignored when the cache was
   * emptied meanwhile, since the page may show what the change replaced.
   */
  set(key: string, page: CachedPage, generation: number): boolean;
  /** Increases each time the cache is emptied. */
  readonly generation: number;
  /**
   * Forgets the pages of `scope` (every page unless told): the content they show may have changed.
   * Pages being rendered meanwhile are not kept, whatever their scope. `fromPeer`: another
   * process said so (not announced again).
   */
  clear(scope?: PageScope, fromPeer?: boolean): void;
  readonly size: number;
  readonly bytes: number;
  readonly maxEntryBytes: number;
  /** The page a request is rendering for `key` right now (resolved with it once kept, else null). */
  pending(key: string): Promise<CachedPage | null> | undefined;
  /**
   * Marks `key` as being rendered: requests for it meanwhile wait for that page instead of
   * rendering it again (at a page's expiry, a crowd would otherwise render it once per request).
   * Call the result once with the kept page, or null.
   */
  begin(key: string): (page: CachedPage | null) => void;
}

export function createPageCache({ maxEntries = MAX_ENTRIES, maxBytes = MAX_BYTES, maxEntryBytes = MAX_ENTRY_BYTES, ttlMs = TTL_MS, onClear }: PageCacheOptions = {}): PageCache {
  // A Map keeps insertion order: re-inserting on each hit makes its first key the least recent.
  const entries = new Map<string, CachedPage>();
  let bytes = 0;
  let generation = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const limit = Math.min(maxEntryBytes, maxBytes);
  const rendering = new Map<string, Promise<CachedPage | null>>();
  return {
    pending(key) {
      return rendering.get(key);
    },
    begin(key) {
      let resolve!: (page: CachedPage | null) => void;
      const promise = new Promise<CachedPage | null>((r) => (resolve = r));
      rendering.set(key, promise);
      let settled = false;
      return (page) => {
        if (settled) return;
        settled = true;
        if (rendering.get(key) === promise) rendering.delete(key);
        resolve(page);
      };
    },
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      remove(key);
      if (now - entry.storedAt > ttlMs) return undefined;
      entries.set(key, entry);
      bytes += entry.bytes;
      return entry;
    },
    set(key, page, renderedSince) {
      if (renderedSince !== generation || page.bytes > limit) return false;
      remove(key);
      entries.set(key, page);
      bytes += page.bytes;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
      return entries.has(key);
    },
    clear(scope = "all", fromPeer = false) {
      if (scope === "all") {
        entries.clear();
        bytes = 0;
      } else {
        const changed = SCOPE_PAGES[scope];
        for (const key of [...entries.keys()]) if (changed(keyPath(key))) remove(key);
      }
      generation += 1;
      if (!fromPeer) onClear?.(scope);
    },
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    get maxEntryBytes() {
      return limit;
    },
  };
}

/** The process's cache of anonymous pages. */
export const pageCache = createPageCache({ onClear: (scope) => announceClear(scope) });

/** For changes made outside a request (a script, a job): the public pages may show something new. */
export function invalidatePublicPages(): void {
  pageCache.clear();
}

/** The PostgreSQL channel on which processes announce that they cleared their page cache. */
export const PEER_CHANNEL = "adpl_page_cache";
/** Delay before listening again after the connection was lost. */
const RECONNECT_MS = 1_000;

interface PeerSync {
  url: string;
  /** This process's name in the announcements: its own come back to it and are ignored. */
  self: string;
  client: pg.Client | null;
  stopped: boolean;
  /** An announcement is being sent; `again`: the scopes cleared meanwhile, announced next. */
  sending: boolean;
  again: Set<PageScope>;
}

let peers: PeerSync | undefined;

/**
 * One NOTIFY at a time (`<process> <scope>`): the clears of a burst of posts made while one is
 * sent become one more announcement per scope, not one each (a peer needs to hear that something
 * changed after its last clear).
 */
function announceClear(scope: PageScope): void {
  const sync = peers;
  if (!sync?.client || sync.stopped) return;
  if (sync.sending) {
    sync.again.add(scope);
    return;
  }
  sync.sending = true;
  sync.client
    .query("select pg_notify($1, $2)", [PEER_CHANNEL, `${sync.self} ${scope}`])
    .catch((error: unknown) => logger.warn({ err: error }, "page cache clear could not be announced to the other processes"))
    .finally(() => {
      sync.sending = false;
      const next = sync.again.has("all") ? ["all" as const] : [...sync.again];
      sync.again.clear();
      for (const scope of next) announceClear(scope);
    });
}

async function listen(sync: PeerSync): Promise<void> {
  const client = new pg.Client({ connectionString: sync.url });
  client.on("notification", (message) => {
    if (message.channel !== PEER_CHANNEL) return;
    const [from, scope] = (message.payload ?? "").split(" ");
    // An announcement of another form (an older process during a deploy) forgets everything.
    if (from !== sync.self) pageCache.clear(isScope(scope) ? scope : "all", true);
  });
  client.on("error", (error) => logger.warn({ err: error }, "page cache listening connection failed"));
  client.on("end", () => {
    if (sync.client === client) sync.client = null;
    if (sync.stopped) return;
    // Announcements may be missed until listening again: nothing kept can be trusted.
    pageCache.clear("all", true);
    setTimeout(() => void listenUntilStopped(sync), RECONNECT_MS).unref();
  });
  await client.connect();
  await client.query(`listen ${PEER_CHANNEL}`);
  sync.client = client;
  pageCache.clear("all", true);
}

async function listenUntilStopped(sync: PeerSync): Promise<void> {
  if (sync.stopped || sync.client) return;
  try {
    await listen(sync);
  } catch (error) {
    logger.warn({ err: error }, "page cache could not listen to the other processes; retrying");
    if (!sync.stopped) setTimeout(() => void listenUntilStopped(sync), RECONNECT_MS).unref();
  }
}

/**
 * On PostgreSQL: listens to the other processes' clears and announces this one's (server start,
 * server/lifecycle.ts). Resolves once listening (throws if the database cannot be reached).
 */
export async function startPageCacheSync(databaseUrl: string): Promise<void> {
  if (peers) throw new Error("the page cache already listens to its peers");
  const sync: PeerSync = { url: databaseUrl, self: randomUUID(), client: null, stopped: false, sending: false, again: new Set() };
  peers = sync;
  try {
    await listen(sync);
  } catch (error) {
    peers = undefined;
    throw error;
  }
}

export async function stopPageCacheSync(): Promise<void> {
  const sync = peers;
  peers = undefined;
  if (!sync) return;
  sync.stopped = true;
  await sync.client?.end().catch(() => undefined);
}

/** Whether a response to a cacheable GET may be kept. */
export function isStorable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.getSetCookie().length > 0) return false;
  return !/no-store|private/i.test(response.headers.get("cache-control") ?? "");
}

/** `body` cut at each occurrence of `nonce`. */
export function splitAtNonce(body: Buffer, nonce: string): Buffer[] {
  const marker = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let start = 0;
  if (marker.length > 0) {
    for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, start)) {
      parts.push(body.subarray(start, at));
      start = at + marker.length;
    }
  }
  parts.push(body.subarray(start));
  return parts;
}

/** Pages waiting for their gzip parts; beyond this many, a page is kept without them (served plain). */
const MAX_COMPRESSION_QUEUE = 8;
let compressionQueue = 0;
let compressionTail: Promise<unknown> = Promise.resolve();

/** Prepares the gzip parts of one page at a time (a crowd of misses cannot stack compressors). */
function gzipPartsInTurn(parts: Buffer[], nonceLength: number): Promise<GzipParts | null> {
  if (compressionQueue >= MAX_COMPRESSION_QUEUE) return Promise.resolve(null);
  compressionQueue += 1;
  const result = compressionTail.then(() => compressParts(parts, nonceLength)).catch(() => null);
  compressionTail = result;
  return result.finally(() => {
    compressionQueue -= 1;
  });
}

/**
 * The response to send, with its body also collected: once complete, the page is prepared and
 * handed to `complete` — null when the answer was cut short or is larger than the cache takes.
 * The client still gets the stream as it is rendered.
 */
export function collectPage(response: Response, nonce: string, maxBytes: number, complete: (page: CachedPage | null) => void): Response {
  const [toClient, toCache] = response.body!.tee();
  const headers = [...response.headers.entries()].filter(([name]) => !TRANSMISSION_HEADERS.has(name));
  void (async () => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = toCache.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel();
          return complete(null);
        }
        chunks.push(value);
      }
    } catch {
      return complete(null); // the answer was cut short (client gone, render aborted): nothing to keep
    }
    const parts = splitAtNonce(Buffer.concat(chunks, size), nonce);
    const gzip = await gzipPartsInTurn(parts, Buffer.byteLength(nonce));
    const gzipBytes = gzip?.parts.reduce((sum, part) => sum + part.length, 0) ?? 0;
    complete({ headers, parts, rawLength: size, gzip, storedAt: Date.now(), bytes: size + gzipBytes });
  })().catch(() => complete(null));
  return new Response(toClient, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** The page as plain bytes with `nonce` between its parts, as the pieces to send in turn. */
export function plainWithNonce(page: CachedPage, nonce: string): Buffer[] {
  const marker = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  for (const [index, part] of page.parts.entries()) {
    if (index > 0) pieces.push(marker);
    pieces.push(part);
  }
  return pieces;
}

/** Answers from the cache: the kept page with this response's nonce, gzip when the client takes it. */
export function sendCachedPage(req: ExpressRequest, res: ExpressResponse, page: CachedPage, nonce: string): void {
  res.status(200);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", "hit");
  res.vary("Accept-Encoding");
  const gzip = page.gzip && acceptedEncoding(req.headers["accept-encoding"], ["gzip"]) ? gzipWithNonce(page.parts, page.gzip, nonce) : null;
  // Set here, the encoding also tells the compression middleware to leave the body alone.
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  const pieces = gzip ?? plainWithNonce(page, nonce);
  res.setHeader("Content-Length", String(pieces.reduce((sum, piece) => sum + piece.length, 0)));
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  // One write of all the pieces (writev), without joining them into a new buffer first.
  res.cork();
  for (const piece of pieces) res.write(piece);
  res.uncork();
  res.end();
}
