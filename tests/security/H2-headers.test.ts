// H2: in production (SITE_URL https) every answer carries HSTS, nosniff, a Referrer-Policy and
// CORP same-origin; pages and data of signed-in visitors are `Cache-Control: private, no-store`,
// anonymous public pages are not, except those that carry a form's one-time key. And H1 for both
// kinds of page (ADR 0027): a document's enforced CSP runs only this origin's files and the
// speculation rules (by hash), without nonce; an application page's carries a fresh nonce.
import "./support/https-site";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { createAccount } from "~/features/account/administrators.server";
import { SPECULATION_RULES_TEXT } from "~/lib/speculation";
import { invalidatePublicPages } from "../../server/page-cache";
import { uniqueEmail, validPassword } from "../factories";
import { request, sessionFor, startSite, type Site } from "./support/site";

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/public/legal-notice", "routes/member/space", "routes/member/edit", "routes/admin/dashboard", "routes/participate/membership", "routes/participate/ideas", "routes/not-found"], {
    SITE_URL: "https://adpl.example",
  });
}, 180_000);
afterAll(() => site.stop());

const HARDENING = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "DENY",
};

test("H2 pages, data requests, errors and refusals all carry HSTS and the hardening headers", async () => {
  const answers = {
    page: await request(site, "/mentions-legales"),
    data: await request(site, "/mentions-legales.data"),
    notFound: await request(site, "/nulle-part"),
    refused: await request(site, "/espace", { method: "PATCH" }),
    health: await request(site, "/healthz"),
  };
  for (const [name, answer] of Object.entries(answers)) {
    const snapshot = Object.fromEntries(Object.keys(HARDENING).map((h) => [h, answer.headers.get(h)]));
    expect(snapshot, name).toEqual(HARDENING);
    expect(answer.headers.get("x-powered-by"), name).toBeNull();
  }
  expect(answers.notFound.status).toBe(404);
  expect(answers.refused.status).toBe(405);
  // An anonymous public page stays cacheable by the browser.
  expect(answers.page.headers.get("cache-control") ?? "").not.toMatch(/private|no-store/);
});

test("H2 an anonymous page that carries a form's one-time key is private, no-cache: no shared cache hands it to another visitor, the browser asks again (issue 32)", async () => {
  for (const path of ["/adhesion", "/adhesion.data", "/remontee-idees"]) {
    const answer = await request(site, path);
    expect(answer.status, path).toBe(200);
    expect(answer.headers.get("cache-control"), path).toBe("private, no-cache");
  }
});

test("H2 a signed-in visitor's pages and data, public ones included, are private, no-store", async () => {
  const email = uniqueEmail();
  await createAccount(getDb(), email, { password: validPassword });
  const cookie = await sessionFor(email);
  for (const path of ["/espace", "/espace.data", "/espace/modifier", "/mentions-legales", "/mentions-legales.data"]) {
    const answer = await request(site, path, { cookie });
    expect(answer.status, path).toBeLessThan(400);
    expect(answer.headers.get("cache-control"), path).toBe("private, no-store");
    // Why: the shell's data of every page, a public one's included, names who is signed in.
    if (path === "/mentions-legales.data") expect(answer.text).toContain(email);
  }
  // Without a session, a public page's data stays cacheable by the browser.
  expect((await request(site, "/mentions-legales.data")).headers.get("cache-control") ?? "").not.toContain("private");
});

const scriptSources = (csp: string | null) => /script-src ([^;]+)/.exec(csp ?? "")?.[1];
const speculationHash = `'sha256-${createHash("sha256").update(SPECULATION_RULES_TEXT).digest("base64")}'`;

test("H1 a document's CSP (first render and cached answer) allows this origin's scripts and the speculation rules' hash, and the page carries no nonce", async () => {
  invalidatePublicPages();
  const first = await request(site, "/mentions-legales");
  expect(first.headers.get("x-page-cache")).toBe("miss");
  let cached = await request(site, "/mentions-legales");
  // Kept once complete and compressed.
  for (let i = 0; i < 100 && cached.headers.get("x-page-cache") !== "hit"; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    cached = await request(site, "/mentions-legales");
  }
  expect(cached.headers.get("x-page-cache")).toBe("hit");
  for (const answer of [first, cached]) {
    const csp = answer.headers.get("content-security-policy");
    expect(scriptSources(csp)).toBe(`'self' ${speculationHash}`);
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
    const html = answer.text;
    expect(html).not.toMatch(/nonce/);
    // The one inline script is the speculation rules, exactly the text the hash was made of.
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/application\/(?:ld\+)?json/.test(attrs ?? ""));
    expect(inline.map(([, attrs, text]) => [attrs?.trim(), text])).toEqual([['type="speculationrules"', SPECULATION_RULES_TEXT]]);
    expect(html).toMatch(/<script type="module" src="[^"]+" data-enhance=""><\/script>/);
  }
});

test("H1 an application page (the back-office) carries a nonce of its own on every answer, in its CSP and on every script", async () => {
  const email = uniqueEmail();
  await createAccount(getDb(), email, { password: validPassword, roles: ["admin"] });
  const cookie = await sessionFor(email);
  const nonces = new Set<string>();
  for (let i = 0; i < 2; i += 1) {
    const answer = await request(site, "/admin", { cookie });
    expect(answer.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    expect(scriptSources(answer.headers.get("content-security-policy"))).toBe(`'self' 'nonce-${nonce}' 'strict-dynamic'`);
    nonces.add(nonce);
    const scripts = [...answer.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "").filter((attrs) => !/application\/(?:ld\+)?json/.test(attrs));
    expect(scripts.length).toBeGreaterThan(1);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(2);
});
