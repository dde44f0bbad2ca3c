// The Playwright API with one addition: with JavaScript on, page.goto and page.reload return
// once an HTML page's enhancement modules are attached (html[data-enhanced], set by
// app/enhance/main.ts) and, on an application page (html[data-app]), once React has hydrated it
// (html[data-hydrated], set by root.tsx). ADR 0024.
import { test as base, type Page, type Response } from "@playwright/test";

export * from "@playwright/test";

async function waitForHydration(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()["content-type"] ?? "").includes("text/html")) return;
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
  if (await page.locator("html[data-app]").count()) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
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
