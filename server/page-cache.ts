// The anonymous page cache (ADR 0019): public pages that are the same for every anonymous visitor
// are rendered once, then served from memory until the content they show may have changed.
// One file on purpose (over 400 lines): what may be cached, its key, its bounds and what forgets
// it are one rule, read and reviewed together; split, a page could be kept that should not be.
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
// - Kept as bytes (ADR 0027): a document carries no nonce (its CSP allows 'self' and a hash, the
//   same for every response), so a page is stored as it was sent, compressed once when stored
//   (gzip and brotli, on the thread pool, one page at a time), and a hit sends those bytes in the
//   encoding the client takes, with a weak ETag (304 when If-None-Match has it): no rewrite, no
//   compression per request. An answer rendered with the request's nonce (an application page,
//   RENDERED_AS_HEADER) is never kept: none is cacheable, and none could be sent as stored bytes.
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
import { createHash, randomUUID } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import pg from "pg";
import { logger } from "~/lib/logger.server";
import { hasSessionCookie } from "~/lib/session-cookie";
import type { IncomingHttpHeaders } from "node:http";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { isbot } from "isbot";
import { CONSENT_COOKIE, parseConsentValue, readCookie } from "~/features/consent/consent";
import { TEST_NOW_HEADER } from "~/lib/clock.server";
import { themeCookie } from "~/lib/cookies.server";
import { RENDERED_AS_HEADER } from "~/lib/rendering";
import { acceptedEncoding, type Encoding } from "./precompressed";

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
/** Identity, gzip and brotli bytes of every kept page together. */
export const MAX_BYTES = 16 * 1024 * 1024;
export const MAX_ENTRY_BYTES = 1024 * 1024;
/** A URL longer than this is not worth an entry (and bounds the key's size). */
const MAX_URL_LENGTH = 512;

const TOAST_COOKIE = /(?:^|;\s*)adpl_toast=/;
const THEME_COOKIE = "adpl_theme=";
/** Response headers that describe one transmission, not the page. */
const TRANSMISSION_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "set-cookie", "x-page-cache"]);

export interface CachedPage {
  /** The headers of every answer from the cache (Vary, ETag and X-Page-Cache included). */
  headers: Array<[string, string]>;
  /** The body as it was sent. */
  identity: Buffer;
  /** The body compressed once, when stored. */
  encoded: Record<Encoding, Buffer>;
  /** A weak validator of the body (every encoding of it), for If-None-Match. */
  etag: string;
  storedAt: number;
  /** What the entry counts for in the cache's byte bound: every stored encoding. */
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
  /** The path and query: a URL, or the request target split at "?" (a hit builds no URL). */
  url: { pathname: string; search: string };
  headers: IncomingHttpHeaders;
}

/** The request target ("/blog?page=2") as a pathname and search, without parsing it as a URL. */
export function targetOf(target: string): { pathname: string; search: string } {
  const query = target.indexOf("?");
  return query === -1 ? { pathname: target, search: "" } : { pathname: target.slice(0, query), search: target.slice(query) };
}

/** isbot's answer for the user agents seen last (a crowd sends few distinct ones; its regex costs a few µs). */
const robots = new Map<string, boolean>();
function isRobot(userAgent: string): boolean {
  let robot = robots.get(userAgent);
  if (robot === undefined) {
    if (robots.size >= 256) robots.clear();
    robot = isbot(userAgent);
    robots.set(userAgent, robot);
  }
  return robot;
}

/**
 * The cache key of a request, or null when its answer must not come from (or go to) the cache.
 * Read from the raw request, with the application's own cookie parsers: a hit builds no URL,
 * Request, Headers or AbortSignal. A path that only matches a listed page once normalised
 * ("/./blog") is not listed: rendered for itself.
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
  const robot = userAgent && isRobot(userAgent) ? "robot" : "browser";
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

/**
 * Whether a response to a cacheable GET may be kept: a complete 200 of nobody's own, and never
 * one rendered with this request's CSP nonce (an application page, RENDERED_AS_HEADER): stored
 * bytes are sent to others, whose CSP has another nonce.
 */
export function isStorable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.get(RENDERED_AS_HEADER) === "application") return false;
  if (response.headers.getSetCookie().length > 0) return false;
  return !/no-store|private/i.test(response.headers.get("cache-control") ?? "");
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * How a page is compressed once: gzip at its best level (~3 ms for 100 KB), brotli at quality 5
 * (~5–10 ms, within 2–3 % of quality 9; 11 would take ~0.5 s of a core for each page stored).
 */
const GZIP_OPTIONS: zlib.ZlibOptions = { level: zlib.constants.Z_BEST_COMPRESSION, memLevel: 9 };
const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});

/** Pages waiting for their compression; beyond this many, a page is not kept (the next request renders it again). */
const MAX_COMPRESSION_QUEUE = 8;
let compressionQueue = 0;
let compressionTail: Promise<unknown> = Promise.resolve();

/** The page's brotli and gzip bytes, one page at a time (a crowd of misses cannot stack compressors); null when too many wait. */
export function compressInTurn(body: Buffer): Promise<Record<Encoding, Buffer> | null> {
  if (compressionQueue >= MAX_COMPRESSION_QUEUE) return Promise.resolve(null);
  compressionQueue += 1;
  const result = compressionTail
    .then(async () => ({ br: await brotli(body, brotliOptions(body.length)), gzip: await gzip(body, GZIP_OPTIONS) }))
    .catch(() => null);
  compressionTail = result;
  return result.finally(() => {
    compressionQueue -= 1;
  });
}

/** The weak ETag of a body: the same for each of its encodings (If-None-Match compares weakly). */
export function weakEtag(body: Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** The page as the cache keeps it, with its compressed copies prepared; null when they could not be. */
export async function storedPage(headers: Array<[string, string]>, body: Buffer, storedAt = Date.now()): Promise<CachedPage | null> {
  const encoded = await compressInTurn(body);
  if (!encoded) return null;
  const bytes = body.length + encoded.br.length + encoded.gzip.length;
  const etag = weakEtag(body);
  // The headers of every hit, prepared once: the answer depends on Accept-Encoding.
  const vary = headers.find(([name]) => name === "vary")?.[1];
  const hitHeaders: Array<[string, string]> = [
    ...headers.filter(([name]) => name !== "vary"),
    ["vary", vary && !/accept-encoding/i.test(vary) ? `${vary}, Accept-Encoding` : (vary ?? "Accept-Encoding")],
    ["etag", etag],
    ["x-page-cache", "hit"],
  ];
  return { headers: hitHeaders, identity: body, encoded, etag, storedAt, bytes };
}

/**
 * The response to send, with its body also collected: once complete, the page is prepared and
 * handed to `complete` — null when the answer was cut short or is larger than the cache takes.
 * The client still gets the stream as it is rendered.
 */
export function collectPage(response: Response, maxBytes: number, complete: (page: CachedPage | null) => void): Response {
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
    complete(await storedPage(headers, Buffer.concat(chunks, size)));
  })().catch(() => complete(null));
  return new Response(toClient, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** What a hit is sent in, in the order of preference. */
const ENCODINGS: readonly Encoding[] = ["br", "gzip"];

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "") === opaque;
  });
}

/**
 * Answers from the cache with the stored bytes: brotli or gzip when the client takes one, identity
 * otherwise; 304 when the client already has this page.
 */
export function sendCachedPage(req: ExpressRequest, res: ExpressResponse, page: CachedPage): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (matchesEtag(req.headers["if-none-match"], page.etag)) {
    res.removeHeader("Content-Type");
    res.status(304).end();
    return;
  }
  res.status(200);
  const encoding = acceptedEncoding(req.headers["accept-encoding"], ENCODINGS);
  const body = encoding ? page.encoded[encoding] : page.identity;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
