// Accessibility check used by every e2e suite: WCAG 2.1 A and AA rules, zero violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export async function expectNoAxeViolations(page: Page) {
  // What is fading in (a toast) is judged as it ends up, not half-transparent.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

/** Stores the dark theme for this browser context, the way the footer's "Sombre" button does. */
export async function useDarkTheme(page: Page) {
  const response = await page.request.post("/preferences/theme", { form: { theme: "dark", redirectTo: "/" }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
}
