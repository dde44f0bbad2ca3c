// Every public page as a visitor without JavaScript gets it (issue 34: "the whole e2e suite
// passes with and without JavaScript, axe clean"): the server's document, before any module, with
// what <noscript> holds shown. Each is checked by axe, and nothing a module would
// reveal is left visible: a control the page renders `hidden` for want of scripts (the search and
// menu buttons, the carousel's controls) stays hidden, and its link fallback is there. The journeys
// without JavaScript (each form posted plainly, its errors, what was typed kept) are the specs of
// each feature, in their « without JavaScript » blocks (docs/testing.md lists them).
//
// How: Playwright cannot evaluate in a page whose scripts are disabled, and axe runs in the page;
// so the context keeps JavaScript on for axe, and the site's own scripts are never fetched
// (every script of a document is a file of /assets/, ADR 0027; the speculation rules and the
// structured data are data, not code). What <noscript> would show is put in its place. One
// theme: the colours are the stylesheet's, the same with or without scripts, and each page's
// dark theme is checked by its own spec; what differs here is the markup.
import { sitePages } from "../../app/config/pages";
import { expect, sharedPage, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

const paths = [
  ...Object.values(sitePages).map((page) => page.path),
  "/blog/exemple-rue-de-la-republique-pietonne",
  "/rencontres/exemple-visite-traboules",
  "/propositions-lyon/soutien-commerces-independants",
  "/newsletter",
  "/espace",
  "/recherche?q=traboules",
  "/page-qui-n-existe-pas",
];

test.describe("without JavaScript", () => {
  const scripts: string[] = [];
  const shared = sharedPage(
    {},
    {
      prepare: (context) =>
        context.route(/\.m?js(?:\?|$)/, (route) => {
          scripts.push(new URL(route.request().url()).pathname);
          return route.abort("blockedbyclient");
        }),
      waitForModules: false,
    },
  );

  for (const path of paths) {
    test(`${path}: the document alone is complete and axe finds nothing`, async () => {
      const page = shared();
      scripts.length = 0;
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === "/page-qui-n-existe-pas" ? 404 : 200);
      // The page did ask for its scripts (the measure is real), and none ran.
      expect(scripts.length, "the enhancement entry was asked for").toBeGreaterThan(0);
      expect(await page.locator("html").getAttribute("data-enhanced")).toBeNull();
      await page.evaluate(() => {
        for (const element of document.querySelectorAll("noscript")) {
          const template = document.createElement("template");
          template.innerHTML = element.textContent ?? "";
          element.replaceWith(template.content);
        }
      });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // What only a module can make work is not offered; its link fallback is.
      await expect(page.getByRole("button", { name: "Rechercher (Ctrl+K)" })).toBeHidden();
      await expect(page.getByRole("link", { name: "Rechercher (Ctrl+K)" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
