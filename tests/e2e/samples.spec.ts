// The sample content a new install shows (issue 36), as a visitor and a volunteer meet it: the
// demonstration band on every page, the « Exemple » label on each sample item (cards, pages,
// search, feed; none in the sitemap), a sample rencontre that takes no registration; then an
// administrator removes every sample in one act, and every public page is left with no band and
// no label. The removal changes every page: this spec is its own project, after all the others
// (playwright.config.ts).
import { sitePages } from "../../app/config/pages";
import { expectNoAxeViolations } from "./support/axe";
import { signedInAs } from "./support/auth";
import { expect, test } from "./support/test";

test.describe.configure({ mode: "default" });

const BAND = "Site de démonstration : les contenus marqués « Exemple » sont fictifs.";

test("a visitor sees the demonstration band and each sample labelled; a sample rencontre takes no registration", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator("[data-demonstration]")).toHaveText(BAND);
  // The home page's campaigns and testimonials are samples.
  await expect(page.locator("#ztl").getByText("Exemple", { exact: true })).toBeVisible();

  await page.goto("/blog");
  const card = page.getByRole("article").filter({ hasText: "traboules" }).first();
  await expect(card.getByText("Exemple", { exact: true })).toBeVisible();

  await page.goto("/prises-positions");
  await expect(page.locator("#projet-zone-trafic-limite").getByText("Exemple", { exact: true })).toBeVisible();

  await page.goto("/galerie");
  await expect(page.locator("[data-sample]").first()).toBeVisible();

  await page.goto("/recherche?q=traboules");
  await expect(page.getByRole("link", { name: /Exemple/ }).first()).toBeVisible();

  await page.goto("/rencontres/exemple-atelier-vegetalisation");
  await expect(page.getByRole("main").getByText("Exemple", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Cette rencontre est un exemple fictif : elle n’a pas lieu et ne prend pas d’inscription.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Je m’inscris" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const feed = await (await request.get("/blog/rss.xml")).text();
  expect(feed).toContain("<title>Exemple\u202f: ");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/blog/exemple-");
  expect(sitemap).not.toContain("/rencontres/exemple-atelier-vegetalisation");
});

test.describe("an administrator", () => {
  test.use(signedInAs("admin"));

  test("removes every sample in one act, after seeing what will go; no public page keeps a band or a label", async ({ page, browser }) => {
    await page.goto("/admin");
    await page.locator("[data-demonstration]").getByRole("link", { name: "Retirer les contenus d’exemple" }).click();
    await expect(page).toHaveURL(/\/admin\/exemples$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contenus d’exemple");
    const main = page.getByRole("main");
    await expect(main.getByText("12 prises de position", { exact: true })).toBeVisible();
    await expect(main.getByText("8 photos de la galerie", { exact: true })).toBeVisible();
    // The figures' samples (how many depends on what the site-edits specs saved: samples.test.ts counts them).
    await expect(main.getByText(/^\d+ chiffres?$/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Retirer tous les contenus d’exemple" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId("toast").filter({ hasText: "Contenus d’exemple retirés" })).toContainText("12 prises de position");
    await expect(page.locator("[data-demonstration]")).toHaveCount(0);

    // Every public page, as a visitor: no band, no label.
    const visitor = await browser.newPage();
    try {
      for (const path of [...Object.values(sitePages).map((p) => p.path), "/recherche?q=traboules", "/histoire?vue=adpl"]) {
        const answer = await visitor.goto(path);
        expect(answer?.status(), path).toBe(200);
        await expect(visitor.locator("[data-demonstration]"), path).toHaveCount(0);
        await expect(visitor.locator("[data-sample]"), path).toHaveCount(0);
        // Nothing a visitor reads is a placeholder: no « à compléter », no address of a test machine or of an example domain.
        expect(await visitor.locator("body").innerText(), path).not.toMatch(/à compléter|localhost|127\.0\.0\.1|\bexample\.(?:com|org|net)\b|\bexemple\.(?:fr|com|org)\b/i);
        // Nor what search engines and link previews read: no canonical or preview address on a test machine.
        // (The page as served: modules the browser preloads later are named by its own origin.)
        const served = (await answer!.text()).split("</head>")[0]!;
        expect(served, path).not.toMatch(/localhost|127\.0\.0\.1/);
      }
      // One source per figure: the home page and the history panel give the same inhabitants.
      // (The home page's number counts up as it scrolls into view: its final value is its data-value.)
      await visitor.goto("/");
      const inhabitants = await visitor.getByTestId("chiffre-habitants").getAttribute("data-value");
      await visitor.goto(sitePages.history.path);
      expect((await visitor.getByTestId("histoire-chiffre-habitants").textContent())?.replace(/\D/g, "")).toBe(inhabitants);
    } finally {
      await visitor.close();
    }

    // A place left empty says what will appear there (the gallery and the association's history had only samples).
    await page.goto("/histoire?vue=adpl");
    await expect(page.getByText("Les étapes de l’histoire de l’association seront présentées ici.")).toBeVisible();
    await page.goto("/galerie");
    await expect(page.getByText("Aucune photo n’est encore publiée.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Photos en attente de validation" })).toHaveAttribute("href", "/admin/photos");

    await page.goto("/admin/exemples");
    await expect(page.getByText("Aucun contenu d’exemple ne reste sur le site")).toBeVisible();
  });
});
