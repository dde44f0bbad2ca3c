// True dates and figures, honest error pages and the membership routes of spec 02 §2 (issue 11).
// The server's clock is fixed per test with the X-Test-Now header, which the e2e server honours
// because it runs with APP_ENV=test (app/lib/clock.server.ts); production ignores it. Service
// workers are blocked so that every request carries the header.
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { TEST_NOW_HEADER } from "../../app/lib/clock.server";
import { signedInAs } from "./support/auth";

const NOVEMBER_2026 = "2026-11-23T10:00:00+01:00";
const AUGUST_2026 = "2026-08-20T10:00:00+02:00";
const DECEMBER_2025 = "2025-12-20T10:00:00+01:00";
const JUNE_2025 = "2025-06-10T10:00:00+02:00";

const at = (iso: string) => ({ extraHTTPHeaders: { [TEST_NOW_HEADER]: iso }, serviceWorkers: "block" as const });
/** The digits of a figure, whatever spaces group them ("28 000" → "28000"). */
const digits = (text: string | null) => (text ?? "").replace(/\D/g, "");

async function fillPayer(page: Page, email: string) {
  const payer = page.getByRole("group", { name: "Vos coordonnées" });
  await payer.getByRole("textbox", { name: "Nom", exact: true }).fill("Martin");
  await payer.getByRole("textbox", { name: "Prénom", exact: true }).fill("Léa");
  await payer.getByRole("textbox", { name: "Adresse e-mail", exact: true }).fill(email);
  await payer.getByRole("textbox", { name: "Téléphone", exact: true }).fill("06 12 34 56 78");
  await page.getByLabel("Adresse complète").fill("3 place des Terreaux");
  await page.getByLabel("Code postal").fill("69001");
  await page.getByLabel("Ville").fill("Lyon");
  await page.getByRole("checkbox", { name: /J’accepte/ }).check();
}

test.describe("membership years follow the date: November 2026", () => {
  test.use(at(NOVEMBER_2026));

  test("the three steps offer 2026 (recommended) and 2027 (anticipation), never 2025", async ({ page }) => {
    await page.goto("/adhesion-structured");
    const cards = page.getByRole("list").filter({ has: page.getByRole("heading", { name: /^Adhésion \d{4}$/ }) });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["Adhésion 2026", "Adhésion 2027"]);
    await expect(page.getByTestId("offre-2026")).toContainText("Recommandé");
    await expect(page.getByTestId("offre-2027")).toContainText("Anticipation");
    // 2027 has no price of its own: it takes 2026's.
    await expect(page.getByTestId("offre-2027")).toContainText("20\u00a0€");
    await expect(page.getByText("Adhésion 2025")).toHaveCount(0);
    await page.getByRole("link", { name: "Choisir l’adhésion 2027" }).click();
    await expect(page).toHaveURL(/\/adhesion-structured\?annee=2027$/);
    await expect(page.getByText("Année d’adhésion : 2027")).toBeVisible();
  });

  test("the form alone offers the same two years, none chosen", async ({ page }) => {
    await page.goto("/adhesion");
    await expect(page.getByRole("radio", { name: /Adhésion \d{4}/ })).toHaveCount(2);
    await expect(page.getByRole("radio", { name: /Adhésion 2026/ })).not.toBeChecked();
    await expect(page.getByRole("radio", { name: /Adhésion 2027/ })).not.toBeChecked();
    await expect(page.getByRole("radio", { name: /Adhésion 2025/ })).toHaveCount(0);
  });

  test("an old link to a past year explains that it is no longer offered", async ({ page }) => {
    await page.goto("/adhesion-structured?annee=2025");
    await expect(page.getByTestId("adhesion-notice")).toContainText("L’adhésion 2025 n’est plus proposée");
    await expect(page.getByRole("radio", { name: /Adhésion 2026/ })).toBeVisible();
  });
});

test.describe("membership years follow the date: August 2026", () => {
  test.use(at(AUGUST_2026));

  test("before 1 September only the current year is offered", async ({ page }) => {
    await page.goto("/adhesion-structured");
    await expect(page.getByRole("link", { name: /^Choisir l’adhésion/ })).toHaveText(["Choisir l’adhésion 2026"]);
    await expect(page.getByText("Anticipation")).toHaveCount(0);
  });
});

test.describe("a year that ended between loading and sending", () => {
  test.use({ serviceWorkers: "block" });

  test("posting 2025 after the new year is refused in French, the form keeping what was typed", async ({ page }) => {
    await page.setExtraHTTPHeaders({ [TEST_NOW_HEADER]: DECEMBER_2025 });
    await page.goto("/adhesion");
    await page.getByRole("radio", { name: /Adhésion 2025/ }).check();
    const email = `perime-${randomBytes(4).toString("hex")}@example.org`;
    await fillPayer(page, email);
    // The page was loaded in December 2025; it is sent in November 2026.
    await page.setExtraHTTPHeaders({ [TEST_NOW_HEADER]: NOVEMBER_2026 });
    await page.getByRole("button", { name: "Valider et passer au paiement" }).click();
    await expect(page.getByText("L’adhésion 2025 n’est plus proposée, l’année est terminée.")).toBeVisible();
    await expect(page).not.toHaveURL(/etape=paiement/);
    await expect(page.getByRole("group", { name: "Vos coordonnées" }).getByRole("textbox", { name: "Adresse e-mail", exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Ville")).toHaveValue("Lyon");
    await expect(page.getByRole("radio", { name: /Adhésion 2027/ })).toBeVisible();
  });

  test("without JavaScript the server refuses it the same way", async ({ request }) => {
    const body = new URLSearchParams({
      nom: "Martin",
      prenom: "Léa",
      email: "lea@example.org",
      telephone: "0612345678",
      adresse_complete: "3 place des Terreaux",
      code_postal: "69001",
      ville: "Lyon",
      annee_adhesion: "2025",
      nombre_personnes: "1",
      consentement_rgpd: "on",
    });
    const answer = await request.post("/adhesion", {
      data: body.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", [TEST_NOW_HEADER]: NOVEMBER_2026 },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(400);
    const html = await answer.text();
    expect(html).toContain("L’adhésion 2025 n’est plus proposée");
    expect(html).toContain('value="Martin"');
  });
});

test.describe("one source for each figure", () => {
  test.use(at(NOVEMBER_2026));

  test("the inhabitants are the same on the home page and the history page: the sum of the neighbourhoods'", async ({ page }) => {
    await page.goto("/");
    const home = digits(await page.getByTestId("chiffre-habitants").textContent());
    await page.goto("/histoire");
    expect(digits(await page.getByTestId("histoire-chiffre-habitants").textContent())).toBe(home);
    // 2 500 + 3 200 + 2 800 + 2 100 + 4 800 + 11 000 + 3 800 + 12 000 (app/content/neighbourhoods.ts).
    expect(home).toBe("42200");
  });

  test("the members are the same on the positions page (stats and about block) and the membership page", async ({ page }) => {
    await page.goto("/prises-positions");
    const stats = page.getByRole("list", { name: "Chiffres clés" });
    const members = digits(await page.getByTestId("positions-chiffre-membres").textContent());
    await expect(page.getByTestId("positions-apropos-membres")).toContainText(`${members} adhérents`);
    await page.goto("/adhesion-structured");
    expect(digits(await page.getByTestId("impact-membres").textContent())).toBe(members);
    // The e2e database has no paid membership: the association's declared figure, labelled so.
    expect(members).toBe("150");
    await page.goto("/prises-positions");
    await expect(stats).toContainText("adhérents déclarés");
  });

  test("the positions counts are the association's own positions of the list, never its samples; the active year is the current one", async ({ page }) => {
    await page.goto("/prises-positions");
    // Every position of the e2e site is a sample (« Exemple »): listed, counted nowhere, so no « 0 » either.
    await expect(page.locator(".position-card")).toHaveCount(12);
    await expect(page.locator(".position-card:not(:has([data-sample]))")).toHaveCount(0);
    await expect(page.getByTestId("positions-chiffre-positions")).toHaveCount(0);
    await expect(page.getByTestId("positions-chiffre-en-cours")).toHaveCount(0);
    await expect(page.getByTestId("positions-chiffre-annee")).toHaveText("2026");
  });

  test("the years of commitment count from the creation in June 2023", async ({ page }) => {
    await page.goto("/adhesion-structured");
    await expect(page.getByTestId("impact-annees")).toHaveText("3\u00a0ans");
  });
});

test.describe("dates written into texts", () => {
  // The proposals page words its unveiling date from the request's date only while no proposal
  // is published (sample proposals are, here): tests/integration/proposals-page.test.ts and
  // features/proposals/unveiling.test.ts cover that wording.
  test.describe("in June 2025", () => {
    test.use(at(JUNE_2025));
    test("the active year of the positions register is 2025", async ({ page }) => {
      await page.goto("/prises-positions");
      await expect(page.getByTestId("positions-chiffre-annee")).toHaveText("2025");
    });
  });

  test("the legal notice gives the creation date and leaves out what was not entered, never a placeholder", async ({ page }) => {
    await page.goto("/mentions-legales");
    const association = page.getByRole("region", { name: "L’association", exact: true });
    await expect(association).toContainText("Date de création (déclaration en préfecture) : 07/06/2023");
    // Not configured in the e2e environment: no Journal officiel date, no host section, no
    // « à compléter » (the RNA number's line, edited in the back-office, is checked by
    // association-settings.spec.ts).
    await expect(association).not.toContainText("Journal officiel");
    await expect(page.getByRole("region", { name: "Hébergement" })).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText("compléter");
  });
});

test.describe("the membership routes of spec 02 §2", () => {
  test("/adhesion is the form alone with no year chosen; /adhesion-structured has the three steps", async ({ page }) => {
    await page.goto("/adhesion");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Formulaire d’adhésion");
    await expect(page.getByRole("navigation", { name: "Étapes de l’adhésion" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Choisir l’adhésion/ })).toHaveCount(0);
    for (const radio of await page.getByRole("radio", { name: /Adhésion \d{4}/ }).all()) await expect(radio).not.toBeChecked();

    await page.goto("/adhesion-structured");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Adhérer à l’association");
    await expect(page.getByRole("navigation", { name: "Étapes de l’adhésion" }).locator('[aria-current="step"]')).toContainText("Choisir mon adhésion");
    await expect(page.getByRole("link", { name: /Choisir l’adhésion/ }).first()).toHaveAttribute("href", /^\/adhesion-structured\?annee=\d{4}$/);
  });

  test("the header's button leads to /adhesion and the Actions menu to /adhesion-structured (spec 01 §2)", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Adhérer", exact: true })).toHaveAttribute("href", "/adhesion");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByRole("button", { name: "Actions" }).hover();
    await expect(nav.getByRole("link", { name: "Adhérer" })).toHaveAttribute("href", "/adhesion-structured");
  });
});

test.describe("honest error pages", () => {
  test("/adhesion?etape=paiement without its reference shows the membership page with an explanation", async ({ page }) => {
    const response = await page.goto("/adhesion?etape=paiement");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("adhesion-notice")).toContainText("Il manque la référence de votre adhésion");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Formulaire d’adhésion");
    await expect(page.getByText("n’existe pas")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Valider et passer au paiement" })).toBeVisible();
  });

  test("an unknown or expired payment reference says so, with status 404", async ({ page }) => {
    const response = await page.goto(`/adhesion-structured?etape=paiement&ref=${"A".repeat(24)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("adhesion-notice")).toContainText("Ce lien de paiement n’est plus valide");
    await expect(page.getByRole("link", { name: /Choisir l’adhésion/ }).first()).toBeVisible();
  });

  test("a wrong follow-up link says it is invalid and how to get a new one, with status 404 and a tab title", async ({ page }) => {
    const response = await page.goto(`/remontee-idees/suivi/${"B".repeat(43)}`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Lien de suivi invalide | ADPL");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ce lien de suivi n’est pas valide");
    await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Écrivez-nous" })).toHaveAttribute("href", "/contact?sujet=autre");
    await expect(page.getByText("nous vous renverrons un lien de suivi")).toBeVisible();
  });

  test("the 404 page has a tab title", async ({ page }) => {
    const response = await page.goto("/nulle-part");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page introuvable | ADPL");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  });

  test.describe("signed in without back-office rights", () => {
    test.use(signedInAs("membre"));
    test("the 403 page has a tab title", async ({ page }) => {
      const response = await page.goto("/admin");
      expect(response?.status()).toBe(403);
      await expect(page).toHaveTitle("Accès refusé | ADPL");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accès refusé");
    });
  });
});
