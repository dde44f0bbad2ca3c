// Consent and first-party audience measurement (ADR 0017): nothing is sent before a choice or
// after "Refuser"; after "Accepter", page views and named events go to /api/evenements; the
// choice survives a reload and can be changed on /cookies; the banner works without JavaScript;
// axe finds nothing with the banner shown, in both themes; /admin/audience shows the figures.
import type { Page, Request, Response } from "@playwright/test";
import { signedInAs } from "./support/auth";
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";
import { decideConsent } from "./support/consent";
import { expect, test } from "./support/test";

const ENDPOINT = "/api/evenements";
// A desktop browser's user agent: headless Chromium's own is refused as a robot by the endpoint.
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Every request the page makes to the events endpoint, with its fields (a small form body). */
function beacons(page: Page): Array<Record<string, string>> {
  const seen: Array<Record<string, string>> = [];
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname === ENDPOINT) seen.push(Object.fromEntries(new URLSearchParams(request.postData() ?? "")));
  });
  return seen;
}

const banner = (page: Page) => page.getByRole("region", { name: "Mesure d’audience" });

/** The answer of the banner's post, sent by the consent module with fetch: the redirect that says the choice is stored. */
const choiceStored = (response: Response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/cookies" && response.status() === 302;

test.describe("with JavaScript", () => {
  test.use({ userAgent: BROWSER_UA });

  test("no request before a choice, none after Refuser; the choice survives a reload; no cookie before a choice", async ({ page, context }) => {
    const sent = beacons(page);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    expect(await context.cookies()).toEqual([]);
    await page.goto("/histoire");
    await page.goto("/recherche?q=traboules");
    const chosen = page.waitForResponse(choiceStored);
    await banner(page).getByRole("button", { name: "Refuser" }).click();
    await expect(banner(page)).toHaveCount(0);
    await chosen;
    expect((await context.cookies()).find((c) => c.name === "adpl_consent")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    await page.reload();
    await expect(banner(page)).toHaveCount(0);
    await page.goto("/quartiers");
    await page.goto("/recherche?q=bellecour");
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
  });

  test("after Accepter: a page view at once, then each page and a search with its query", async ({ page }) => {
    const sent = beacons(page);
    await page.goto("/histoire");
    await banner(page).getByRole("button", { name: "Accepter" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => sent.map((e) => e.action)).toEqual(["page_view"]);
    expect(new URL(sent[0]!.url).pathname).toBe("/histoire");

    // The next page's own view (not the first view's answer, which can arrive after the click).
    const cookiesView = page.waitForRequest((r) => new URL(r.url()).pathname === ENDPOINT && new URLSearchParams(r.postData() ?? "").get("url")?.endsWith("/cookies") === true);
    await page.getByRole("link", { name: "Gérer les cookies" }).click();
    await cookiesView;
    await page.goto("/recherche?q=zzzintrouvablezzz");
    await expect.poll(() => sent.find((e) => e.action === "search")).toMatchObject({ action: "search", label: "zzzintrouvablezzz", found: "false" });

    // The choice holds after a reload: still measured, no banner.
    await page.reload();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => sent.filter((e) => e.action === "page_view").length).toBeGreaterThanOrEqual(4);
  });

  test("“Gérer les cookies” shows the choice and changes it", async ({ page }) => {
    await page.goto("/blog");
    const chosen = page.waitForResponse(choiceStored);
    await banner(page).getByRole("button", { name: "Accepter" }).click();
    await expect(banner(page)).toHaveCount(0);
    // The choice stored before /cookies is asked for (its page shows what the server holds).
    await chosen;
    // Consent is granted when /cookies opens, so its own page view is sent: wait for it, then count.
    const cookiesViewed = page.waitForRequest((r) => new URL(r.url()).pathname === ENDPOINT && (r.postData() ?? "").includes("%2Fcookies"));
    await page.getByRole("contentinfo").getByRole("link", { name: "Gérer les cookies" }).click();
    await expect(page).toHaveURL("/cookies");
    await expect(page.getByRole("status").filter({ hasText: "Votre choix actuel" })).toContainText("vous avez accepté");
    await cookiesViewed;
    const sent = beacons(page);
    await page.getByRole("main").getByRole("button", { name: "Refuser" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Votre choix actuel" })).toContainText("vous avez refusé");
    await page.goto("/equipe");
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
  });

  test("named events from the success paths: a newsletter subscription (fetcher) and an idea (redirect and toast)", async ({ page, context, baseURL }) => {
    await decideConsent(context, baseURL!, "granted");
    const sent = beacons(page);
    await page.goto("/");
    const box = page.getByRole("region", { name: "Lettre d’information" });
    await box.getByLabel("Adresse e-mail").fill(`mesure-${Date.now()}@example.org`);
    await box.getByRole("button", { name: "S’inscrire" }).click();
    await expect.poll(() => sent.map((e) => e.action)).toContain("newsletter_subscribed");

    await page.goto("/remontee-idees");
    await page.getByLabel("Nom complet").fill("Camille Martin");
    await page.getByLabel("Adresse e-mail").fill(`idee-${Date.now()}@example.org`);
    await page.getByRole("radio", { name: /Problème/ }).check();
    await page.getByLabel("Niveau d’urgence").selectOption({ label: "Élevée" });
    await page.getByLabel("Titre").fill("Escaliers glissants");
    await page.getByLabel("Description").fill("Les escaliers de la montée de la Grande Côte sont glissants quand il pleut.");
    await page.getByRole("button", { name: "Envoyer ma soumission" }).click();
    await expect.poll(() => sent.filter((e) => e.action === "idea_submitted").length).toBe(1);
    expect(sent.every((e) => !JSON.stringify(e).includes("example.org"))).toBe(true);
  });

  test("one page view per document load, on a document and on an application page", async ({ page, context, baseURL }) => {
    await decideConsent(context, baseURL!, "granted");
    const sent = beacons(page);
    for (const path of ["/histoire", "/"]) {
      sent.length = 0;
      await page.goto(path);
      await expect.poll(() => sent.filter((e) => e.action === "page_view").length).toBe(1);
      // The application page's React (hydrated by now) adds none for the same load.
      await page.waitForTimeout(500);
      expect(sent.map((e) => [e.action, new URL(e.url!).pathname])).toEqual([["page_view", path]]);
    }
  });

  test("the banner comes back when the choice could not be sent; it is not shown on /cookies", async ({ page, context }) => {
    await page.goto("/histoire");
    await page.route("**/cookies", (route) => (route.request().method() === "POST" ? route.abort() : route.fallback()));
    const refused = page.waitForEvent("requestfailed", (r) => new URL(r.url()).pathname === "/cookies");
    await banner(page).getByRole("button", { name: "Accepter" }).click();
    await refused;
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Accepter" })).toBeFocused();
    expect((await context.cookies()).find((c) => c.name === "adpl_consent")).toBeUndefined();
    await page.unroute("**/cookies");
    await page.goto("/cookies");
    await expect(page.getByText("Vous n’avez pas encore fait de choix")).toBeVisible();
    // (The page's own section is also named « Mesure d’audience ».)
    await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`axe: no violation with the banner shown (${theme} theme); the skip link stays first`, async ({ page }) => {
      if (theme === "dark") await useDarkTheme(page);
      await page.goto("/");
      await expect(banner(page)).toBeVisible();
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
      await expectNoAxeViolations(page);
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Aller au contenu" })).toBeFocused();
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the banner's buttons are a plain form post that comes back to the page", async ({ page, context }) => {
    await page.goto("/histoire");
    await banner(page).getByRole("button", { name: "Refuser" }).click();
    await expect(page).toHaveURL("/histoire");
    await expect(banner(page)).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === "adpl_consent")?.value).toMatch(/^denied\./);
    await page.goto("/cookies");
    await expect(page.getByText("vous avez refusé la mesure d’audience")).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Accepter" }).click();
    await expect(page).toHaveURL("/cookies");
    await expect(page.getByText("vous avez accepté la mesure d’audience")).toBeVisible();
  });

  test("a malformed post is a 400, never a 500", async ({ request }) => {
    expect((await request.post("/cookies", { form: { consent: "peut-etre" }, maxRedirects: 0 })).status()).toBe(400);
    for (const [body, type] of [["{oops", "application/json"], ["%%%", "application/x-www-form-urlencoded"], ["action=page_view&url=%2F", "application/x-www-form-urlencoded"]]) {
      const status = (await request.post(ENDPOINT, { data: body, headers: { "Content-Type": type! } })).status();
      expect(status, body).toBeGreaterThanOrEqual(400);
      expect(status, body).toBeLessThan(500);
    }
  });
});

test.describe("the audience screen", () => {
  test.use({ ...signedInAs("admin") });

  test("shows the figures recorded with consent, and axe finds nothing", async ({ page, browser, baseURL }) => {
    test.setTimeout(60_000);
    // A visitor who accepts, reads a page and searches for something that does not exist.
    const visitor = await browser.newContext({ baseURL, userAgent: BROWSER_UA });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/quartiers");
    // A page the visitor opened in a context of their own (not the fixture's): wait for its modules.
    await visitorPage.locator("html[data-enhanced]").waitFor({ state: "attached" });
    // The choice is stored once its post has been answered (leaving the page earlier cancels it).
    const chosen = visitorPage.waitForResponse(choiceStored);
    await visitorPage.getByRole("region", { name: "Mesure d’audience" }).getByRole("button", { name: "Accepter" }).click();
    await chosen;
    const stored = visitorPage.waitForResponse((r) => new URL(r.url()).pathname === ENDPOINT && new URLSearchParams(r.request().postData() ?? "").get("action") === "search" && r.status() === 204);
    await visitorPage.goto("/recherche?q=qqqaudienceqqq");
    await stored;
    await expect
      .poll(async () => {
        await page.goto("/admin/audience");
        return page.locator("#recherches-sans-resultat").locator("..").textContent();
      })
      .toContain("qqqaudienceqqq");
    await visitor.close();
    await expect(page.getByRole("heading", { level: 1, name: "Audience du site" })).toBeVisible();
    await expect(page.getByRole("img", { name: /Visites par jour sur les 30 derniers jours/ })).toBeVisible();
    await expect(page.locator("#pages-les-plus-vues").locator("..")).toContainText("/recherche?q=qqqaudienceqqq");
    await page.getByRole("link", { name: "90 jours" }).click();
    await expect(page).toHaveURL("/admin/audience?periode=90");
    await expect(page.getByRole("img", { name: /Visites par jour sur les 90 derniers jours/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
