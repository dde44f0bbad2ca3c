// Navigation between documents (issue 34): every public page can be kept in the browser's
// back/forward cache, so « Retour » shows the page at once, as the visitor left it (what was typed,
// where they were), without asking the server again.
import { withBackForwardCache } from "./support/chromium";
import { expect, scaled, test, type Page } from "./support/test";

// The service worker stays on (the config blocks it elsewhere): a returning visitor's pages are its.
test.use({ launchOptions: withBackForwardCache, serviceWorkers: "allow" });

const PUBLIC_PAGES = ["/", "/prises-positions", "/blog", "/galerie", "/quartiers", "/histoire", "/rencontres", "/remontee-idees", "/adhesion", "/contact", "/recherche?q=quai"];

/** Whether the page shown after « Retour » is the same document, restored from the cache. */
async function restoredFromCache(page: Page, path: string): Promise<{ restored: boolean; reasons: string }> {
  await page.goto(path);
  await page.evaluate(() => {
    (window as Window & { __leftAt?: string }).__leftAt = location.pathname + location.search;
  });
  await page.goto("/mentions-legales");
  // A page restored from the cache fires no load event: the navigation's commit is the signal.
  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
  const restored = await page.evaluate(() => (window as Window & { __leftAt?: string }).__leftAt === location.pathname + location.search);
  // Chromium says why a page was not kept (notRestoredReasons), for the failure message.
  const reasons = await page.evaluate(() => JSON.stringify((performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown }).notRestoredReasons ?? null));
  return { restored, reasons };
}

/**
 * The visitor has been here before: the site's service worker controls the page. On a first
 * visit the worker claims the pages once it has installed, and a page claimed while it sits in
 * the back/forward cache is dropped from it (Chromium's « serviceworker-claimed »), once.
 */
test.beforeEach(async ({ page }) => {
  await page.goto("/mentions-legales");
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: scaled(15_000) }).toBe(true);
});

test("« Retour » shows every public page from the back/forward cache", async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    const { restored, reasons } = await restoredFromCache(page, path);
    expect(restored, `${path} not restored from the back/forward cache: ${reasons}`).toBe(true);
  }
});

test("what was typed in a form is still there after « Retour »", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Message").fill("Un message commencé avant d’aller lire les mentions légales.");
  await page.goto("/mentions-legales");
  await page.goBack({ waitUntil: "commit" });
  await expect(page.getByLabel("Message")).toHaveValue("Un message commencé avant d’aller lire les mentions légales.");
});
