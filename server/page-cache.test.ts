// The anonymous page cache (ADR 0019, 0027): what it keeps and for whom, documents sent as the
// stored bytes with the documents' CSP, application pages never kept, invalidation and bounds.
// The app-level tests drive the real Express app and React Router's handler with the real server
// entry, on a small route table whose content a test "publishes" through a POST.
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { createElement } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLoaderData,
  useMatches,
} from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import * as serverEntry from "~/entry.server";
import { getConsent } from "~/features/consent/consent.server";
import { parseEnv } from "~/lib/env.server";
import { useNonce } from "~/lib/nonce";
import { APPLICATION_HANDLE, isApplication } from "~/lib/rendering";
import { setThemeHeader } from "~/lib/theme.server";
import { testServerBuild, type TestRoute } from "../tests/support/server-build";
import { createApp } from "./app";
import {
  createPageCache,
  invalidatePublicPages,
  matchesEtag,
  MAX_ENTRIES,
  pageCache,
  pageCacheKey,
  storedPage,
  type CachedPage,
} from "./page-cache";
import { SPECULATION_RULES_SOURCE } from "./security-headers";

// --- A small site: what the pages show, changed by a POST as the back-office would -----------

const site = { title: "Premier article", renders: 0 };

const rootModule = {
  loader: ({ request }: { request: Request }) => ({ consent: getConsent(request) }),
  // As app/root.tsx: every page loads a module file; only an application page renders React
  // Router's scripts, with the nonce (useNonce gives none on a document).
  Layout: ({ children }: { children: React.ReactNode }) => {
    const nonce = useNonce();
    const app = isApplication(useMatches());
    return createElement(
      "html",
      { lang: "fr" },
      createElement("head", null, createElement(Meta), createElement(Links), createElement("script", { type: "module", src: "/assets/enhance.js", nonce })),
      createElement("body", null, children, app ? createElement(Scripts, { nonce }) : null),
    );
  },
  // The consent choice shows in the page (the banner, in the site).
  default: function Root() {
    return createElement("main", { "data-consent": String((useLoaderData() as { consent: unknown }).consent) }, createElement(Outlet));
  },
};

function BlogPage() {
  const { title } = useLoaderData() as { title: string };
  return createElement("h1", null, title);
}

function SearchPage() {
  return createElement("p", null, (useLoaderData() as { q: string }).q);
}

const blogModule = {
  loader: () => {
    site.renders += 1;
    return { title: site.title };
  },
  default: BlogPage,
};

const routes: Record<string, TestRoute> = {
  root: { module: rootModule },
  "test/home": { module: { default: () => createElement("p", null, "Accueil") }, parentId: "root", index: true },
  "test/blog": { module: blogModule, parentId: "root", path: "blog" },
  "test/search": {
    module: {
      loader: ({ request }: { request: Request }) => ({ q: new URL(request.url).searchParams.get("q") ?? "" }),
      default: SearchPage,
    },
    parentId: "root",
    path: "recherche",
  },
  // A cacheable address whose answer sets a cookie: never kept.
  "test/gallery": {
    module: { loader: () => data({ ok: true }, { headers: { "Set-Cookie": "adpl_essai=1; Path=/" } }), default: () => createElement("p", null, "Galerie") },
    parentId: "root",
    path: "galerie",
  },
  // An application page at a cacheable address (none is in the site): rendered with the nonce.
  "test/app": { module: { handle: APPLICATION_HANDLE, default: () => createElement("p", null, "Témoignages") }, parentId: "root", path: "temoignages" },
  "test/events": { module: { default: () => createElement("p", null, "Rencontres") }, parentId: "root", path: "rencontres" },
  // A registration: refused (400) without an email, else stored.
  "test/event": {
    module: {
      action: async ({ request }: { request: Request }) => ((await request.formData()).get("email") ? { registered: true } : data({ error: "E-mail manquant" }, { status: 400 })),
      default: () => createElement("p", null, "Rencontre"),
    },
    parentId: "root",
    path: "rencontres/:slug",
  },
  // A public form whose data no cached page shows.
  "test/contact": { module: { action: () => ({ sent: true }), default: () => null }, parentId: "root", path: "contact" },
  // The audience beacon: a state change that shows on no public page.
  "test/beacon": { module: { action: () => new Response(null, { status: 204 }) }, parentId: "root", path: "api/evenements" },
  // Publishing, as the back-office does.
  "test/publish": {
    module: {
      action: async ({ request }: { request: Request }) => {
        const title = String((await request.formData()).get("title") ?? "");
        if (!title) return data({ error: "Titre manquant" }, { status: 400 });
        site.title = title;
        return { done: true };
      },
      default: () => null,
    },
    parentId: "root",
    path: "admin/publier",
  },
};

let server: Server;
let base: string;

beforeAll(async () => {
  const build = testServerBuild(routes, serverEntry);
  const app = createApp({ mode: "production", env: parseEnv({ POST_RATE_LIMIT_PER_MINUTE: "100000" }) }, async () => build);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  invalidatePublicPages();
  site.title = "Premier article";
  site.renders = 0;
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (still compressed when it was). */
  raw: Buffer;
  /** The body decoded. */
  text: string;
}

/** A GET (or HEAD) with the exact headers given, the bytes as sent kept. */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const decoded = raw.length === 0 ? raw : encoding === "gzip" ? zlib.gunzipSync(raw) : encoding === "br" ? zlib.brotliDecompressSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, text: decoded.toString("utf8") });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

/** A first request (a miss), then the wait until its page is kept (it is, once complete and compressed). */
async function miss(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const before = pageCache.size;
  const answer = await get(path, headers);
  expect(answer.headers["x-page-cache"]).toBe("miss");
  for (let i = 0; i < 200 && pageCache.size === before; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(pageCache.size).toBe(before + 1);
  return answer;
}

/** A request that must be answered from the cache. */
async function hit(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const answer = await get(path, headers);
  expect(answer.headers["x-page-cache"]).toBe("hit");
  return answer;
}

const cspNonce = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
const bodyNonces = (answer: Answer) => [...answer.text.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
const scriptSources = (answer: Answer) => /script-src ([^;]+)/.exec(String(answer.headers["content-security-policy"]))?.[1];

describe("served from memory", () => {
  test("the second anonymous request is a hit, rendered once, with the same page", async () => {
    const first = await miss("/blog");
    expect(first.status).toBe(200);
    const second = await hit("/blog");
    expect(second.status).toBe(200);
    expect(second.text).toContain("<h1>Premier article</h1>");
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    await hit("/blog");
    expect(site.renders).toBe(1);
  });

  test("a crowd arriving before the page is kept renders it once: the others wait for that rendering", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get("/blog", { "accept-encoding": "gzip" })));
    expect(site.renders).toBe(1);
    expect(answers.filter((a) => a.headers["x-page-cache"] === "miss")).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).toContain("<h1>Premier article</h1>");
      expect(answer.text).toBe(answers[0]!.text);
    }
  });

  test("a document carries no nonce: the documents' CSP (this origin's files, the speculation rules' hash), the same on every answer", async () => {
    const first = await miss("/blog");
    const again = await hit("/blog");
    for (const answer of [first, again]) {
      expect(scriptSources(answer)).toBe(`'self' ${SPECULATION_RULES_SOURCE}`);
      expect(cspNonce(answer)).toBeUndefined();
      expect(bodyNonces(answer)).toEqual([]);
      expect(answer.text).toContain(`<script type="module" src="/assets/enhance.js"></script>`);
      // The render's word to the server stays inside it.
      expect(answer.headers["x-rendered-as"]).toBeUndefined();
    }
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  });

  test("a hit is the stored bytes in the encoding the client takes (brotli, gzip, identity), each with its length, one ETag for all", async () => {
    const first = await miss("/blog", { "accept-encoding": "gzip, deflate, br" });
    const hits = {
      br: await hit("/blog", { "accept-encoding": "gzip, deflate, br" }),
      brAgain: await hit("/blog", { "accept-encoding": "br;q=1, gzip;q=0.5" }),
      gzip: await hit("/blog", { "accept-encoding": "gzip" }),
      identity: await hit("/blog", { "accept-encoding": "identity" }),
      none: await hit("/blog"),
    };
    expect(hits.br.headers["content-encoding"]).toBe("br");
    expect(hits.gzip.headers["content-encoding"]).toBe("gzip");
    expect(hits.identity.headers["content-encoding"]).toBeUndefined();
    expect(hits.none.headers["content-encoding"]).toBeUndefined();
    // The same bytes each time: stored once, not compressed again per answer.
    expect(hits.brAgain.raw.equals(hits.br.raw)).toBe(true);
    for (const [name, answer] of Object.entries(hits)) {
      expect(answer.text, name).toBe(first.text);
      expect(Number(answer.headers["content-length"]), name).toBe(answer.raw.length);
      expect(answer.headers.vary, name).toMatch(/Accept-Encoding/i);
      expect(answer.headers.etag, name).toBe(hits.br.headers.etag);
    }
    expect(hits.br.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(hits.br.raw.length).toBeLessThan(hits.identity.raw.length);
  });

  test("a client that has the page gets 304 without a body; a page that changed is sent again", async () => {
    await miss("/blog");
    const { headers } = await hit("/blog", { "accept-encoding": "gzip" });
    const etag = String(headers.etag);
    const unchanged = await get("/blog", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.raw.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers["x-page-cache"]).toBe("hit");
    expect((await get("/blog", { "if-none-match": `W/"autre", ${etag}` })).status).toBe(304);
    expect((await get("/blog", { "if-none-match": `W/"autre"` })).status).toBe(200);

    await fetch(`${base}/admin/publier`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "title=Nouvel+article" });
    await miss("/blog");
    const changed = await get("/blog", { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain("Nouvel article");
    expect(changed.headers.etag).not.toBe(etag);
  });

  test("an application page is rendered with this request's nonce, in its CSP and on its scripts, and never kept, even at a cacheable address", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const answer = await get("/temoignages", { "accept-encoding": "gzip" });
      expect(answer.status).toBe(200);
      expect(answer.headers["x-page-cache"]).toBe("bypass");
      const nonce = cspNonce(answer)!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(scriptSources(answer)).toBe(`'self' 'nonce-${nonce}' 'strict-dynamic'`);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      const nonces = bodyNonces(answer);
      expect(nonces.length).toBeGreaterThan(1);
      expect(nonces.every((n) => n === nonce)).toBe(true);
    }
    expect(pageCache.size).toBe(0);
  });

  test("a HEAD is answered from the cache without a body, a GET of the single-fetch data is kept by its own URL", async () => {
    const page = await miss("/blog", { "accept-encoding": "gzip" });
    const full = await hit("/blog", { "accept-encoding": "gzip" });
    const head = await get("/blog", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.headers["x-page-cache"]).toBe("hit");
    expect(page.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.headers["content-length"]).toBe(full.headers["content-length"]);

    const dataMiss = await miss("/blog.data");
    const dataHit = await hit("/blog.data");
    expect(dataHit.text).toBe(dataMiss.text);
    expect(dataHit.text).toContain("Premier article");
    expect(dataHit.text).not.toContain("<html");
  });
});

describe("never for someone else's page", () => {
  test("a signed-in visitor (session cookie) is never served from nor stored in the cache", async () => {
    await miss("/blog");
    for (const cookie of ["adpl.session_token=abc.def", "autre=1; __Secure-adpl.session_token=abc.def"]) {
      const answer = await get("/blog", { cookie });
      expect(answer.headers["x-page-cache"]).toBe("bypass");
      expect(answer.headers["cache-control"]).toBe("private, no-store");
    }
    expect(site.renders).toBe(3);
    expect(pageCache.size).toBe(1);
  });

  test("a visitor with a flash message waiting, or a fixed test clock, is rendered for themselves", async () => {
    await miss("/blog");
    expect((await get("/blog", { cookie: "adpl_toast=abc" })).headers["x-page-cache"]).toBe("bypass");
    expect((await get("/blog", { "x-test-now": "2026-01-01T10:00:00Z" })).headers["x-page-cache"]).toBe("bypass");
    expect(site.renders).toBe(3);
  });

  test("an answer that sets a cookie is never kept, here nor by the browser or its service worker", async () => {
    for (let i = 0; i < 3; i += 1) {
      const answer = await get("/galerie");
      expect(answer.status).toBe(200);
      expect(answer.headers["set-cookie"]).toEqual(["adpl_essai=1; Path=/"]);
      expect(answer.headers["x-page-cache"]).toBe("bypass");
      expect(answer.headers["cache-control"]).toBe("private, no-store");
    }
  });

  test("the consent choice and the theme are in the key: each gets its own page, other cookies share it", async () => {
    await miss("/blog");
    await hit("/blog", { cookie: "suivi=xyz" });
    const granted = `adpl_consent=granted.${new Date().toISOString().slice(0, 10)}`;
    await miss("/blog", { cookie: granted });
    const dark = (await setThemeHeader("dark")).split(";")[0]!;
    await miss("/blog", { cookie: dark });
    expect((await hit("/blog", { cookie: granted })).text).toContain("granted");
    expect((await hit("/blog")).text).not.toContain("granted");
  });

  test("pages outside the list, the member space and the back-office are never kept", async () => {
    const key = (path: string, headers: Record<string, string> = {}, method = "GET") => pageCacheKey({ method, url: new URL(`http://localhost${path}`), headers });
    for (const path of ["/espace", "/espace/contributions", "/admin", "/admin/publier", "/admin.data", "/contact", "/rencontres/visite", "/adhesion"]) {
      expect(await key(path)).toBeNull();
    }
    expect(await key("/blog", {}, "POST")).toBeNull();
    expect(await key("/blog")).not.toBeNull();
    expect(await key("/blog.data")).not.toBeNull();
    expect(await key("/blog", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })).not.toBe(await key("/blog"));
    // A theme cookie that is not a valid choice renders as no choice: the same page.
    expect(await key("/blog", { cookie: "adpl_theme=n%27importe-quoi" })).toBe(await key("/blog"));
  });
});

describe("invalidation", () => {
  test("a publication in the back-office empties the cache: the next visitor sees it", async () => {
    await miss("/blog");
    expect((await hit("/blog")).text).toContain("Premier article");
    const post = await fetch(`${base}/admin/publier`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "title=Nouvel+article" });
    expect(post.status).toBe(200);
    expect(pageCache.size).toBe(0);
    const after = await miss("/blog");
    expect(after.text).toContain("<h1>Nouvel article</h1>");
    expect((await hit("/blog")).text).toContain("Nouvel article");
  });

  test("a POST refused before the application (wrong origin) leaves the cache alone; the audience beacon never empties it", async () => {
    await miss("/blog");
    const refused = await fetch(`${base}/admin/publier`, { method: "POST", headers: { origin: "https://evil.example" }, body: "title=x" });
    expect(refused.status).toBe(403);
    await hit("/blog");
    const beacon = await fetch(`${base}/api/evenements`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(beacon.status).toBe(204);
    await hit("/blog");
  });

  const post = (path: string, body: string) => fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });

  test("a refused POST (400, 404, 405), anonymous or in the back-office, and a public form that changes no page, leave every page kept (issue 32)", async () => {
    await miss("/blog");
    await miss("/");
    await miss("/rencontres");
    expect((await post("/admin/publier", "title=")).status).toBe(400);
    expect((await post("/rencontres/visite", "email=")).status).toBe(400);
    expect((await post("/nulle-part", "x=1")).status).toBe(404);
    // A route without an action.
    expect((await post("/blog", "x=1")).status).toBe(405);
    expect((await post("/contact", "message=Bonjour")).status).toBe(200);
    expect(pageCache.size).toBe(3);
    await hit("/blog");
    await hit("/");
    await hit("/rencontres");
    expect(site.renders).toBe(1);
  });

  test("a registration to a rencontre forgets the rencontres' listings only; the blog stays kept", async () => {
    await miss("/blog");
    await miss("/");
    await miss("/rencontres");
    await miss("/rencontres.data");
    expect((await post("/rencontres/visite", "email=camille%40example.org")).status).toBe(200);
    expect(pageCache.size).toBe(1);
    await hit("/blog");
    expect((await get("/")).headers["x-page-cache"]).toBe("miss");
    expect((await get("/rencontres")).headers["x-page-cache"]).toBe("miss");
  });

  test("a page whose rendering began before a change is not kept", () => {
    const cache = createPageCache();
    const generation = cache.generation;
    cache.clear();
    cache.set("k", page(100), generation);
    expect(cache.get("k")).toBeUndefined();
    cache.set("k", page(100), cache.generation);
    expect(cache.get("k")).toBeDefined();
  });

  test("a page lives TTL at most", () => {
    const cache = createPageCache({ ttlMs: 1000 });
    cache.set("k", { ...page(10), storedAt: 5000 }, cache.generation);
    expect(cache.get("k", 5900)).toBeDefined();
    expect(cache.get("k", 6001)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

function page(bytes: number): CachedPage {
  const body = Buffer.alloc(bytes, 1);
  return { headers: [], identity: body, encoded: { br: body, gzip: body }, etag: 'W/"x"', storedAt: Date.now(), bytes };
}

describe("bounds", () => {
  test("entries and bytes stay under their bounds, least recently used dropped first", () => {
    const cache = createPageCache({ maxEntries: 3, maxBytes: 1000, maxEntryBytes: 600 });
    const g = cache.generation;
    cache.set("a", page(100), g);
    cache.set("b", page(100), g);
    cache.set("c", page(100), g);
    cache.get("a");
    cache.set("d", page(100), g);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.get("d")].every(Boolean)).toBe(true);
    cache.set("big", page(550), g);
    expect(cache.size).toBeLessThanOrEqual(3);
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.get("big")).toBeDefined();
    cache.set("huge", page(700), g);
    expect(cache.get("huge")).toBeUndefined();
    for (let i = 0; i < 50; i += 1) cache.set(`q${i}`, page(300), g);
    expect(cache.size).toBeLessThanOrEqual(3);
    expect(cache.bytes).toBeLessThanOrEqual(1000);
  });

  test("a search for anything cannot grow the process's cache past its bound", async () => {
    for (let i = 0; i < MAX_ENTRIES + 40; i += 1) {
      const path = `/recherche?q=mot${i}`;
      await get(path);
      // Kept once compressed (one page at a time).
      await pageCache.pending((await pageCacheKey({ method: "GET", url: new URL(`http://localhost${path}`), headers: {} }))!);
    }
    expect(pageCache.size).toBeGreaterThan(MAX_ENTRIES / 2);
    expect(pageCache.size).toBeLessThanOrEqual(MAX_ENTRIES);
    expect((await get("/recherche?q=mot0")).headers["x-page-cache"]).toBe("miss");
    expect((await get(`/recherche?q=mot${MAX_ENTRIES + 39}`)).headers["x-page-cache"]).toBe("hit");
  }, 30_000);
});

describe("stored bytes", () => {
  test("a page is stored with its brotli and gzip copies, which decode to it, and counts every copy in the bound", async () => {
    const text = "<p>Les commerces de la Presqu’île, la rue de la République et la place Bellecour.</p>".repeat(900);
    const stored = (await storedPage([["content-type", "text/html; charset=utf-8"]], Buffer.from(text)))!;
    expect(zlib.brotliDecompressSync(stored.encoded.br!).toString("utf8") === text).toBe(true);
    expect(zlib.gunzipSync(stored.encoded.gzip!).toString("utf8") === text).toBe(true);
    expect(stored.encoded.br!.length).toBeLessThan(stored.identity.length / 10);
    expect(stored.bytes).toBe(stored.identity.length + stored.encoded.br!.length + stored.encoded.gzip!.length);
    expect(stored.etag).toBe((await storedPage([], Buffer.from(text)))!.etag);
    expect(stored.etag).not.toBe((await storedPage([], Buffer.from(`${text} `)))!.etag);
    // Every hit's headers, prepared once.
    expect(stored.headers).toEqual([
      ["content-type", "text/html; charset=utf-8"],
      ["vary", "Accept-Encoding"],
      ["etag", stored.etag],
      ["x-page-cache", "hit"],
    ]);
  });

  test("If-None-Match compares weakly, in a list, and * matches any page", () => {
    const etag = 'W/"abc"';
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('W/"x", W/"abc"', etag)).toBe(true);
    expect(matchesEtag("*", etag)).toBe(true);
    expect(matchesEtag('W/"abcd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
