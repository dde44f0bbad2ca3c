// Security headers (H1, H2) and the CSP on the production build, in a real browser where a
// refused script would show. Cross-origin and malformed posts, redirects after sign-in and the
// session cookie are proven through the real app by tests/security (V4, V1 O1, V5, S1, H2).
import { expect, test } from "./support/test";
import { ADMIN, signInThroughForm } from "./support/auth";

function nonceOf(csp: string): string {
  const match = /'nonce-([^']+)'/.exec(csp);
  if (!match?.[1]) throw new Error(`no nonce in ${csp}`);
  return match[1];
}

test("a document carries an enforced CSP without nonce: this origin's scripts and the speculation rules' hash, the same on every answer", async ({ request }) => {
  const first = await request.get("/");
  const second = await request.get("/");
  const csp1 = first.headers()["content-security-policy"]!;
  expect(first.headers()["content-security-policy-report-only"]).toBeUndefined();
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"]) {
    expect(csp1).toContain(directive);
  }
  expect(csp1).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
  expect(second.headers()["content-security-policy"]).toBe(csp1);
  const html = await first.text();
  expect(html).not.toContain("nonce");
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "");
  const executable = scripts.filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs));
  // The enhancement entry (a file of this origin) and the speculation rules (allowed by hash).
  expect(executable.some((attrs) => /type="module" src="\/assets\//.test(attrs))).toBe(true);
  for (const attrs of executable) expect(attrs).toMatch(/src="\/assets\/|type="speculationrules"/);
});

test("an application page carries a nonce that changes per request and matches every script", async ({ page }) => {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  const first = await page.request.get("/admin");
  const second = await page.request.get("/admin");
  const csp1 = first.headers()["content-security-policy"]!;
  expect(csp1).toContain(`'nonce-${nonceOf(csp1)}' 'strict-dynamic'`);
  expect(nonceOf(csp1)).not.toBe(nonceOf(second.headers()["content-security-policy"]!));
  const html = await first.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "");
  const executable = scripts.filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs));
  expect(executable.length).toBeGreaterThan(1);
  for (const attrs of executable) expect(attrs).toContain(`nonce="${nonceOf(csp1)}"`);
});

test("nothing a document or an application page runs is refused by its CSP: the modules, Leaflet's imports, the speculation rules, React Router's scripts", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  await page.goto("/");
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
  expect(await violations()).toEqual([]);
  await page.goto("/quartiers");
  await page.getByRole("button", { name: "Afficher la carte interactive" }).click();
  await expect(page.locator(".leaflet-container")).toBeVisible();
  expect(await violations()).toEqual([]);
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  expect(await violations()).toEqual([]);
  expect(refused).toEqual([]);
});

test("hardening headers are present on pages and assets", async ({ request }) => {
  const page = await request.get("/histoire");
  const headers = page.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-powered-by"]).toBeUndefined();
  // HSTS only when served over HTTPS (this test server is plain HTTP on localhost).
  expect(headers["strict-transport-security"]).toBeUndefined();

  const html = await page.text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeDefined();
  const assetResponse = await request.get(asset!);
  expect(assetResponse.headers()["cache-control"]).toContain("immutable");
  expect(assetResponse.headers()["cache-control"]).toContain("max-age=31536000");
  expect(assetResponse.headers()["x-content-type-options"]).toBe("nosniff");
});

test("the health check reports the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
});

