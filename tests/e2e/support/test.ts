// The Playwright API with one addition: with JavaScript on, page.goto and page.reload return
// once an HTML page's enhancement modules are attached (html[data-enhanced], set by
// app/enhance/main.ts) and, on an application page (html[data-app]), once React has hydrated it
// (html[data-hydrated], set by root.tsx). ADR 0024.
import { test as base, type BrowserContext, type BrowserContextOptions, type Page, type Response } from "@playwright/test";

export * from "@playwright/test";

async function waitForHydration(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()["content-type"] ?? "").includes("text/html")) return;
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
  if (await page.locator("html[data-app]").count()) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** page.goto and page.reload that return once the page is enhanced (and hydrated). */
function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page, response);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page, response);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled !== false ? waitingForHydration(page) : page);
  },
});

/**
 * One page for the tests of the describe block this is called in, when each test only opens a
 * page and checks it: the tests run in order in one worker and go from page to page in the same
 * browser instead of each starting a new one (a new context and page, its renderer and a first
 * navigation: ~0.75 s of this 2-core host's time against ~0.2 s for a navigation). For checks
 * that change nothing in the browser; a failure restarts the worker, and the page, for the rest.
 * `options`: what the context gets besides the project's own (a stored session); `prepare`: what
 * the context needs before its page opens (routes); `waitForModules: false` for a page whose
 * scripts never run, so goto does not wait for them.
 */
export function sharedPage(
  options: BrowserContextOptions = {},
  { prepare, waitForModules = true }: { prepare?: (context: BrowserContext) => Promise<unknown>; waitForModules?: boolean } = {},
): () => Page {
  let page: Page | undefined;
  test.describe.configure({ mode: "default" });
  test.beforeAll(async ({ browser }) => {
    const { baseURL, locale, timezoneId, viewport, serviceWorkers } = test.info().project.use;
    const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, serviceWorkers, ...options });
    await prepare?.(context);
    page = waitForModules ? waitingForHydration(await context.newPage()) : await context.newPage();
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
  return () => {
    if (!page) throw new Error("sharedPage: used outside its tests");
    return page;
  };
}

export { scaled } from "./slowness";

/** A field's accessible name as the form components give it: the label, with « * » when required. */
export function fieldLabel(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*\\*)?$`);
}

interface AppRouter {
  navigate(to: string): Promise<void>;
  state: { errors: Record<string, unknown> | null };
}

/**
 * On an application page (the back-office), goes to `path` as its links do: the router loads
 * the route's data and renders it in the same document — no new page, no second hydration, and
 * what a test injected (axe) stays. Returns once the route has rendered without an error and the
 * page has stopped changing (React commits a navigation in a transition, after the router's
 * promise). For a test that walks many screens; the first load of each screen stays the
 * journeys' business. `errorsAllowed`: a walk that also looks at the error page (an id that
 * does not exist).
 */
export async function navigateInApp(page: Page, path: string, options: { errorsAllowed?: boolean } = {}): Promise<void> {
  const errors = await page.evaluate(async (to) => {
    const router = (window as unknown as { __reactRouterDataRouter?: AppRouter }).__reactRouterDataRouter;
    if (!router) throw new Error("navigateInApp: this is not an application page");
    await router.navigate(to);
    // Settled: no change to the document for 150 ms (at most 10 s).
    await new Promise<void>((resolve) => {
      let timer = window.setTimeout(done, 150);
      const observer = new MutationObserver(() => {
        window.clearTimeout(timer);
        timer = window.setTimeout(done, 150);
      });
      const cap = window.setTimeout(done, 10_000);
      function done() {
        observer.disconnect();
        window.clearTimeout(cap);
        resolve();
      }
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    return router.state.errors ? Object.keys(router.state.errors) : null;
  }, path);
  if (!options.errorsAllowed) base.expect(errors, `${path} rendered an error boundary`).toBeNull();
  await base.expect(page).toHaveURL(path);
}
