// The Playwright API with one addition: with JavaScript on, page.goto and page.reload return
// once React has hydrated an HTML page (html[data-hydrated], set by root.tsx). Hydration
// follows the first paint (ADR 0006), so the load event no longer implies a hydrated page.
import { test as base, type Page, type Response } from "@playwright/test";

export * from "@playwright/test";

async function waitForHydration(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()["content-type"] ?? "").includes("text/html")) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
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
    }
    await provide(page);
  },
});

export { scaled } from "./slowness";
