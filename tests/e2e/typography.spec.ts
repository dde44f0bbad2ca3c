// French typography on every page (issue 11, docs/design.md): what a visitor reads — the
// rendered text, the placeholders, labels and alternative texts, the tab's title — follows
// the rules of tests/support/french-typography.ts. Pages are taken from the page registry, so
// a new page is checked without touching this file. Emails are checked by
// tests/unit/email-typography.test.ts.
import { sitePages } from "../../app/config/pages";
import { frenchTypographyFaults } from "../support/french-typography";
import { expect, sharedPage, test, type Page } from "./support/test";
import { signedInAs } from "./support/auth";

const publicPaths = [
  ...Object.values(sitePages).map((page) => page.path),
  "/newsletter",
  "/recherche?q=presqu%27ile",
  "/recherche?q=zzzzzz",
  "/page-qui-n-existe-pas",
];

async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Text the page marks as another language (the spec's English 404 line) follows its own
    // rules; text the spec fixes character for character is marked data-spec-text.
    let body = document.body.innerText;
    for (const foreign of document.body.querySelectorAll("[lang]:not([lang^='fr']), [data-spec-text]")) {
      body = body.replace((foreign as HTMLElement).innerText, "");
    }
    const texts = [document.title, body];
    for (const element of document.querySelectorAll("[placeholder], [aria-label], [alt], [title]")) {
      if (element.closest("[data-spec-text]")) continue;
      for (const name of ["placeholder", "aria-label", "alt", "title"]) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

test.describe("public pages", () => {
  const page = sharedPage();
  for (const path of publicPaths) {
    test(`${path} follows French typography`, async () => {
      await page().goto(path);
      const faults = (await visibleTexts(page())).flatMap(frenchTypographyFaults);
      expect(faults, `typography faults on ${path}`).toEqual([]);
    });
  }
});

test.describe("member space", () => {
  test.use(signedInAs("membre"));
  test("/espace follows French typography", async ({ page }) => {
    await page.goto("/espace");
    const faults = (await visibleTexts(page)).flatMap(frenchTypographyFaults);
    expect(faults).toEqual([]);
  });
});
