// H2: in production (SITE_URL https) every answer carries HSTS, nosniff, a Referrer-Policy and
// CORP same-origin; pages and data of signed-in visitors are `Cache-Control: private, no-store`,
// anonymous public pages are not, except those that carry a form's one-time key.
import "./support/https-site";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createAccount } from "~/features/account/administrators.server";
import { uniqueEmail, validPassword } from "../factories";
import { request, sessionFor, startSite, type Site } from "./support/site";

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/public/legal-notice", "routes/member/space", "routes/member/edit", "routes/participate/membership", "routes/participate/ideas", "routes/not-found"], {
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
  await createAccount(email, { password: validPassword });
  const cookie = await sessionFor(email);
  for (const path of ["/espace", "/espace.data", "/espace/modifier", "/mentions-legales", "/mentions-legales.data"]) {
    const answer = await request(site, path, { cookie });
    expect(answer.status, path).toBeLessThan(400);
    expect(answer.headers.get("cache-control"), path).toBe("private, no-store");
  }
});
