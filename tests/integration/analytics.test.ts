// First-party audience measurement (ADR 0017): the consent form (/cookies), the events endpoint
// (consent re-checked, robots refused, bounded, validated, rate-limited, scrubbed, never a 500),
// and the figures of /admin/audience on a known set of events.
import { beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { analyticsEvents } from "~/db/schema";
import { loadAudience } from "~/features/analytics/audience.server";
import { EVENTS_PER_MINUTE, recordAnalyticsEvent, resetAnalyticsLimiter } from "~/features/analytics/record.server";
import { consentCookieValue } from "~/features/consent/consent";
import { action as consentAction, loader as cookiesLoader } from "~/routes/public/cookies";
import type { FormReply } from "~/lib/form-reply";
import { contextFor, formRequest, pageRequest } from "../factories";
import { truncateAll } from "../setup/database";

const SITE = "http://localhost:3000";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GRANTED = `adpl_consent=${consentCookieValue("granted")}`;

/** A beacon as the browser sends it: a small form body (strings as given, objects as fields). */
function beacon(body: string | Record<string, unknown>, { cookie = GRANTED, userAgent = BROWSER, type = "application/x-www-form-urlencoded;charset=UTF-8" } = {}): Request {
  const headers = new Headers({ "Content-Type": type, "User-Agent": userAgent });
  if (cookie) headers.set("Cookie", cookie);
  const encoded = typeof body === "string" ? body : new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
  return new Request(`${SITE}/api/evenements`, { method: "POST", headers, body: encoded });
}

const send = (request: Request, clientIp = "203.0.113.7", now?: Date) => recordAnalyticsEvent({ request, clientIp, db: getDb(), now });
const stored = () => getDb().select().from(analyticsEvents).orderBy(analyticsEvents.id);
const view = (url: string, extra: Record<string, unknown> = {}) => ({ action: "page_view", category: "navigation", url: `${SITE}${url}`, timestamp: Date.now(), ...extra });

beforeEach(async () => {
  await truncateAll();
  await resetAnalyticsLimiter(getDb());
});

describe("the consent form", () => {
  /** The action as React Router calls it once the root middleware ran. */
  const postConsent = async (request: Request) => consentAction({ request, context: await contextFor(request), params: {} } as never);

  test("a plain post stores the choice for six months and goes back to the page, only on this site", async () => {
    const response = (await postConsent(formRequest("/cookies", { consent: "granted", redirectTo: "/blog?page=2" }))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/blog?page=2");
    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^adpl_consent=granted\.\d{4}-\d{2}-\d{2}; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Lax/);

    const away = (await postConsent(formRequest("/cookies", { consent: "denied", redirectTo: "https://evil.example/" }))) as Response;
    expect(away.headers.get("Location")).toBe("/cookies");
    expect(away.headers.get("Set-Cookie")).toMatch(/^adpl_consent=denied\./);
  });

  test("a fetcher post (no redirectTo) answers the form's reply with the cookie", async () => {
    const result = (await postConsent(formRequest("/cookies", { consent: "denied" }))) as unknown as { data: FormReply; init: ResponseInit };
    expect(result.data).toMatchObject({ sent: true, failure: null, result: { initialValue: null } });
    expect(new Headers(result.init.headers).get("Set-Cookie")).toMatch(/^adpl_consent=denied\./);
  });

  test("a malformed post is a 400, never a 500", async () => {
    for (const fields of [{}, { consent: "maybe" }, { consent: "granted", redirectTo: "x".repeat(3000) }]) {
      const error = await postConsent(formRequest("/cookies", fields as Record<string, string>)).catch((e: unknown) => e);
      expect((error as { init?: ResponseInit }).init?.status, JSON.stringify(fields).slice(0, 40)).toBe(400);
      expect((error as { data?: unknown }).data, JSON.stringify(fields).slice(0, 40)).toMatch(/^Choix invalide/);
    }
    const json = new Request(`${SITE}/cookies`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    const refused = await postConsent(json).catch((e: unknown) => e);
    expect((refused as { init?: ResponseInit }).init?.status).toBe(415);
  });

  test("the page reads the current choice", () => {
    expect(cookiesLoader({ request: pageRequest("/cookies") } as never)).toEqual({ consent: null });
    expect(cookiesLoader({ request: pageRequest("/cookies", GRANTED) } as never)).toEqual({ consent: "granted" });
    expect(cookiesLoader({ request: pageRequest("/cookies", "adpl_consent=granted.2020-01-01") } as never)).toEqual({ consent: null });
  });
});

describe("the events endpoint", () => {
  test("a good event is stored once, scrubbed, without any address", async () => {
    const response = await send(beacon(view("/blog?utm_source=lettre", { referrer: "https://www.google.com/search?q=adpl" })));
    expect(response.status).toBe(204);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "page_view", category: "navigation", path: "/blog", referrer: "www.google.com", label: null, found: null });
    expect(rows[0]!.visitor).toMatch(/^[\w-]{22}$/);
    // Fields the endpoint does not know are dropped by the bounded parser, never stored.
    expect((await send(beacon({ ...view("/"), email: "a@example.org" }))).status).toBe(204);
    expect(JSON.stringify(await stored())).not.toContain("a@example.org");
    expect(JSON.stringify(rows[0])).not.toContain("203.0.113.7");
  });

  test("a search keeps its query and whether it found something", async () => {
    expect((await send(beacon({ action: "search", category: "recherche", label: "  Parking VÉLO ", found: false, url: `${SITE}/recherche?q=Parking+v%C3%A9lo` }))).status).toBe(204);
    const [row] = await stored();
    expect(row).toMatchObject({ action: "search", category: "recherche", label: "parking vélo", found: false, path: "/recherche?q=parking%20v%C3%A9lo" });
  });

  test("the member space, the back-office and tokens are never stored (accepted, forgotten)", async () => {
    for (const url of ["/espace/donnees", "/admin/idees/3", "/espace"]) expect((await send(beacon(view(url)))).status).toBe(204);
    expect((await send(beacon(view("/remontee-idees/suivi/secret-token-123", { referrer: `${SITE}/espace/contributions/idees/9` })))).status).toBe(204);
    expect((await send(beacon(view("/newsletter/confirmation?token=abc")))).status).toBe(204);
    const rows = await stored();
    expect(rows.map((r) => [r.path, r.referrer])).toEqual([
      ["/remontee-idees/suivi", null],
      ["/newsletter/confirmation", null],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/secret-token|abc|espace|admin/);
  });

  test("the same visitor has the same hash on a day, another hash the next day or from another browser", async () => {
    const day1 = new Date("2026-11-25T09:00:00Z");
    const day2 = new Date("2026-11-26T09:00:00Z");
    // The consent was given on the first day (a choice dated after the request is no choice).
    const cookie = `adpl_consent=${consentCookieValue("granted", day1)}`;
    await send(beacon(view("/"), { cookie }), "203.0.113.7", day1);
    await send(beacon(view("/blog"), { cookie }), "203.0.113.7", new Date("2026-11-25T20:00:00Z"));
    await send(beacon(view("/blog"), { cookie, userAgent: `${BROWSER} Edg/131` }), "203.0.113.7", day1);
    await send(beacon(view("/"), { cookie }), "203.0.113.7", day2);
    const [a, b, c, d] = (await stored()).map((r) => r.visitor);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(d).not.toBe(a);
  });

  test("refused, nothing stored, never a 500: no consent, refusal, robots, garbage, unknown action, huge body", async () => {
    const cases: Array<[string, Request, number]> = [
      ["no consent", beacon(view("/"), { cookie: "" }), 403],
      ["refused", beacon(view("/"), { cookie: `adpl_consent=${consentCookieValue("denied")}` }), 403],
      ["expired consent", beacon(view("/"), { cookie: "adpl_consent=granted.2025-01-01" }), 403],
      ["bot", beacon(view("/"), { userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }), 403],
      ["headless", beacon(view("/"), { userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36" }), 403],
      ["curl", beacon(view("/"), { userAgent: "curl/8.5.0" }), 403],
      ["no user agent", beacon(view("/"), { userAgent: "" }), 403],
      ["garbage", beacon("%%%&&&==="), 400],
      ["JSON", beacon('{"action":"page_view","url":"/"}', { type: "application/json" }), 415],
      ["text", beacon("action=page_view&url=/", { type: "text/plain" }), 415],
      ["broken multipart", beacon("--x\r\nContent-Disposition: form-data; name=\"url\"\r\n\r\nxx", { type: "multipart/form-data; boundary=x" }), 400],
      ["hundreds of fields", beacon(Array.from({ length: 300 }, (_, i) => `f${i}=1`).join("&")), 413],
      ["unknown action", beacon({ action: "purchase", url: `${SITE}/` }), 400],
      ["wrong category", beacon({ action: "search", category: "navigation", url: `${SITE}/` }), 400],
      ["missing url", beacon({ action: "page_view" }), 400],
      ["label too long", beacon({ ...view("/"), label: "x".repeat(101) }), 400],
      ["found not a boolean", beacon({ action: "search", url: `${SITE}/recherche`, found: "yes" }), 400],
      ["timestamp not a number", beacon({ ...view("/"), timestamp: "demain" }), 400],
      // Accepted and forgotten: not a page of this site.
      ["another site's page", beacon({ ...view("/"), url: "https://evil.example/" }), 204],
      ["huge body", beacon({ ...view("/"), referrer: "x".repeat(5000) }), 413],
    ];
    for (const [what, request, status] of cases) {
      const response = await send(request);
      expect(response.status, what).toBe(status);
    }
    const get = await send(new Request(`${SITE}/api/evenements`, { headers: { Cookie: GRANTED, "User-Agent": BROWSER } }));
    expect(get.status).toBe(405);
    expect(await stored()).toHaveLength(0);
  });

  test("rate-limited per address: 429 beyond the limit, other addresses unaffected", async () => {
    for (let i = 0; i < EVENTS_PER_MINUTE; i += 1) expect((await send(beacon(view("/")), "198.51.100.1")).status).toBe(204);
    const over = await send(beacon(view("/")), "198.51.100.1");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await send(beacon(view("/")), "198.51.100.2")).status).toBe(204);
    expect(await stored()).toHaveLength(EVENTS_PER_MINUTE + 1);
  });
});

describe("the audience figures", () => {
  const NOW = new Date("2026-11-25T15:00:00Z");
  const at = (daysAgo: number, hour = 10) => new Date(Date.UTC(2026, 10, 25 - daysAgo, hour));
  const event = (daysAgo: number, visitor: string, path: string, extra: Partial<typeof analyticsEvents.$inferInsert> = {}) => ({
    action: "page_view",
    category: "navigation",
    path,
    visitor,
    occurredAt: at(daysAgo),
    ...extra,
  });

  beforeEach(async () => {
    await getDb()
      .insert(analyticsEvents)
      .values([
        // Today: two visitors, four page views.
        event(0, "a", "/", { referrer: "www.google.com" }),
        event(0, "a", "/adhesion", { referrer: "/" }),
        event(0, "b", "/", { referrer: "www.facebook.com" }),
        event(0, "b", "/blog", { referrer: "www.google.com" }),
        // Yesterday: one visitor; the membership funnel.
        event(1, "c", "/adhesion-structured"),
        event(1, "c", "/adhesion", { action: "membership_started", category: "adhesion" }),
        event(1, "c", "/adhesion", { action: "membership_payment_step", category: "adhesion" }),
        // Searches.
        event(2, "d", "/recherche?q=velo", { action: "search", category: "recherche", label: "velo", found: false }),
        event(2, "e", "/recherche?q=velo", { action: "search", category: "recherche", label: "velo", found: false }),
        event(2, "e", "/recherche?q=bellecour", { action: "search", category: "recherche", label: "bellecour", found: true }),
        event(3, "f", "/recherche?q=tram", { action: "search", category: "recherche", label: "tram", found: false }),
        // 40 days ago: in the 90-day period only. 100 days ago: in neither.
        event(40, "g", "/histoire", { referrer: "www.qwant.com" }),
        event(100, "h", "/histoire"),
        // 23:30 in Paris on the 23rd is 22:30 UTC: counted on the 23rd (Paris), not the 24th.
        { ...event(2, "i", "/quartiers"), occurredAt: new Date("2026-11-23T22:30:00Z") },
      ]);
  });

  test("30 days: visits per Paris day, top pages, referrers, funnel, searches without results", async () => {
    const figures = await loadAudience(getDb(), NOW, 30);
    expect(figures.days).toHaveLength(30);
    expect(figures.days.at(-1)).toEqual({ day: "2026-11-25", views: 4, visitors: 2 });
    expect(figures.days.at(-2)).toEqual({ day: "2026-11-24", views: 1, visitors: 1 });
    expect(figures.days.at(-3)).toEqual({ day: "2026-11-23", views: 1, visitors: 1 });
    expect(figures.days[0]!.day).toBe("2026-10-27");
    expect(figures.totals).toEqual({ views: 6, visitors: 4 });
    expect(figures.topPages[0]).toEqual({ path: "/", views: 2, visitors: 2 });
    expect(figures.topPages.map((p) => p.path)).toEqual(["/", "/adhesion", "/adhesion-structured", "/blog", "/quartiers"]);
    expect(figures.topReferrers).toEqual([
      { referrer: "www.google.com", views: 2 },
      { referrer: "www.facebook.com", views: 1 },
    ]);
    expect(figures.funnel).toEqual({ opened: 2, submitted: 1, paymentStep: 1 });
    expect(figures.searches).toEqual({
      total: 4,
      withoutResults: 3,
      queries: [
        { query: "velo", count: 2 },
        { query: "tram", count: 1 },
      ],
    });
    expect(figures.events).toEqual([
      { action: "search", count: 4 },
      { action: "membership_payment_step", count: 1 },
      { action: "membership_started", count: 1 },
    ]);
  });

  test("90 days include the older visit", async () => {
    const figures = await loadAudience(getDb(), NOW, 90);
    expect(figures.days).toHaveLength(90);
    expect(figures.totals).toEqual({ views: 7, visitors: 5 });
    expect(figures.topReferrers.map((r) => r.referrer)).toContain("www.qwant.com");
  });
});
