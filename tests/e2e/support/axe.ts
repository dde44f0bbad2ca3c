// Accessibility check used by every e2e suite: WCAG 2.1 A and AA rules, zero violations.
//
// axe-core runs in the page itself (axe.run), injected once per document. @axe-core/playwright's
// AxeBuilder injected it again at each check and, by default, finished every check in a new
// blank page (runPartial/finishRun, for cross-origin frames, which the site never has): 1.3–2.3 s
// a check on this host against 0.4–0.7 s here, over some 300 checks a run.
import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

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
  // Evaluated as an expression by Playwright (through the DevTools protocol, as AxeBuilder does),
  // so the page's Content-Security-Policy does not apply to the injection.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const summary = await page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  }, WCAG_21_AA);
  expect(summary).toEqual([]);
}

/**
 * The page as it stands, checked in the light theme, then in the dark one as a visitor whose
 * system prefers dark sees it: the page has no stored choice (`html.system`), so the same colour
 * tokens as a stored « Sombre » choice apply through prefers-color-scheme, without a reload or
 * another request. (The stored choice's server render is the shell's test.)
 */
export async function expectNoAxeViolationsLightAndDark(page: Page) {
  await expect(page.locator("html")).toHaveClass(/\bsystem\b/);
  await page.emulateMedia({ colorScheme: "light" });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background, "the dark theme applies").not.toBe("rgb(255, 255, 255)");
  await expectNoAxeViolations(page);
}

/** Stores the dark theme for this browser context, the way the footer's "Sombre" button does. */
export async function useDarkTheme(page: Page) {
  const response = await page.request.post("/preferences/theme", { form: { theme: "dark", redirectTo: "/" }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
}
