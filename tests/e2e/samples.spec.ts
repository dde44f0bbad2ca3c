// The sample content a new install shows (issue 36), as a visitor and a volunteer meet it: the
// demonstration band on every page, the « Exemple » label on each sample item (cards, pages,
// search, feed; none in the sitemap), a sample rencontre that takes no registration; then an
// administrator removes every sample in one act, and every public page is left with no band and
// no label. The removal changes every page: this spec is its own project, after all the others
// (playwright.config.ts).
import { sitePages } from "../../app/config/pages";
import { expectNoAxeViolations } from "./support/axe";
import { signedInAs } from "./support/auth";
import { waitForMail } from "./support/mail";
import { TEST_PAYMENT_HOST } from "../support/association-env";
import { expect, fieldLabel, test, type Page } from "./support/test";

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

  test("then follows the go-live checklist to its end: each line with a screen is fixed there, the server's own lines name their variable", async ({ page }) => {
    test.slow(); // a walk through several back-office screens
    const line = (id: string) => page.getByTestId(`mise-en-ligne-${id}`);
    await page.goto("/admin");
    // After the removal the samples line is done. (The board line is done too when an earlier
    // spec replaced a sample member with a real one, as site-content.spec.ts does: then there is
    // nothing to walk there.)
    await expect(line("samples")).toContainText("Fait");

    for (;;) {
      await page.goto("/admin");
      const todo = page.getByTestId(/^mise-en-ligne-/).filter({ hasText: "À faire" }).filter({ has: page.getByRole("link") });
      if ((await todo.count()) === 0) break;
      const id = (await todo.first().getAttribute("data-testid"))!.replace("mise-en-ligne-", "");
      await todo.first().getByRole("link").click();
      await fixChecklistLine(page, id);
      await page.goto("/admin");
      await expect(line(id), `the line « ${id} » once its screen was filled`).toContainText("Fait");
    }

    // What no screen can set is named, with the variable to set on the server.
    await expect(line("site-url")).toContainText("Manque SITE_URL (https://…) dans l’environnement du serveur");
    await expect(line("site-url").getByRole("link")).toHaveCount(0);
    const done = await page.getByTestId(/^mise-en-ligne-/).filter({ hasText: "Fait" }).count();
    await expect(page.getByTestId("mise-en-ligne")).toContainText(`${done} sur 11 étapes faites.`);
    await expectNoAxeViolations(page);

    // The public site then shows what was entered, and nothing nobody gave.
    await page.goto("/mentions-legales");
    const main = page.getByRole("main");
    for (const text of ["W691234567", "Camille Martin", "Hébergeur Test SAS", "12 rue Mercière, 69002 Lyon"]) await expect(main).toContainText(text);
    await page.goto("/politique-confidentialite");
    await expect(page.getByRole("main").getByRole("link", { name: "donnees@adpl.test" }).first()).toHaveAttribute("href", "mailto:donnees@adpl.test");
  });
});

/** What a volunteer does on the screen a checklist line links to, for each line a screen fixes. */
async function fixChecklistLine(page: Page, id: string): Promise<void> {
  const save = async (name: string, saved: string) => {
    await page.getByRole("button", { name }).click();
    await expect(page.getByTestId("toast").filter({ hasText: saved })).toBeVisible();
  };
  switch (id) {
    case "identity":
    case "privacy":
    case "contact":
    case "press":
      await expect(page).toHaveURL(/\/admin\/association$/);
      if (id === "identity") {
        await page.getByLabel(fieldLabel("Numéro RNA")).fill("W691234567");
        await page.getByLabel(fieldLabel("Publication au Journal officiel")).fill("2023-06-17");
        await page.getByLabel(fieldLabel("Siège social")).fill("12 rue Mercière, 69002 Lyon");
        await page.getByLabel(fieldLabel("Directeur ou directrice de la publication")).fill("Camille Martin");
        await page.getByLabel(fieldLabel("Hébergeur")).fill("Hébergeur Test SAS");
        await page.getByLabel(fieldLabel("Adresse de l’hébergeur")).fill("1 rue de la Paix, 75002 Paris");
      }
      if (id === "privacy") await page.getByLabel(fieldLabel("Adresse pour les données personnelles")).fill("donnees@adpl.test");
      if (id === "contact") await page.getByLabel(fieldLabel("Adresse e-mail de contact")).fill("contact@adpl.test");
      if (id === "press") await page.getByLabel(fieldLabel("Lien de l’espace presse")).fill("https://presse.example.org/adpl");
      return save("Enregistrer", "Informations enregistrées");
    case "board":
      await expect(page).toHaveURL(/\/admin\/contenus\/equipe$/);
      await page.getByRole("link", { name: /Nouveau membre/ }).click();
      await page.getByLabel(fieldLabel("Nom")).fill("Camille Martin");
      await page.getByLabel(fieldLabel("Rôle au bureau")).fill("Présidente");
      await page.getByLabel(fieldLabel("Affiché sur la page Équipe")).check();
      return save("Sauvegarder", "Membre");
    case "email": {
      const to = page.getByLabel(/Adresse où envoyer l’e-mail de test/);
      await to.fill("benevole-checklist@adpl.test");
      await page.getByRole("button", { name: "Envoyer un e-mail de test" }).click();
      const mail = await waitForMail("benevole-checklist@adpl.test", /Test d’envoi des e-mails du site/);
      const link = new URL(mail.text.match(/https?:\/\/\S+jeton=[\w-]+/)![0]);
      await page.goto(link.pathname + link.search);
      await page.getByRole("button", { name: "Confirmer la réception" }).click();
      return;
    }
    case "payment-links":
    case "donation": {
      // The test server's environment gives this year's and next year's pages; a later year
      // (the clock moves on) gets its pages here, as a volunteer would enter them.
      // (The back-office is an app: the address changes before the screen is drawn.)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Offre d’adhésion");
      const links = await page.getByLabel(/^Page de paiement, \d/).all();
      for (const [index, link] of links.entries()) {
        if ((await link.inputValue()) === "") await link.fill(`${TEST_PAYMENT_HOST}/adpl/adhesion-${index}`);
      }
      const donation = page.getByRole("textbox", { name: fieldLabel("Page de don") });
      if ((await donation.inputValue()) === "") await donation.fill(`${TEST_PAYMENT_HOST}/adpl/don`);
      return save("Enregistrer l’offre", "Offre enregistrée");
    }
    default:
      throw new Error(`No walk for the checklist line « ${id} »: add one here`);
  }
}
