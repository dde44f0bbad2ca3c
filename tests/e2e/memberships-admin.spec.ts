// The memberships' back-office (issue 17) in Chromium, as the treasury: a visitor joins through
// /adhesion-structured, the household is found in /admin/adhesions, marked paid on its page and
// the payer receives the receipt; the provider's CSV is imported with its mapping step and the
// result lists the matched household and the unmatched rows; the mark-paid form without
// JavaScript (an error keeps the typed values, then it goes through); axe on the three screens.
import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { TEST_NOW_HEADER } from "../../app/lib/clock.server";
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";
import { signedInAs } from "./support/auth";
import { waitForMail } from "./support/mail";
import { TEST_PAYMENT_HOST } from "../support/association-env";
import { expect, test, type Page } from "./support/test";

// December 2025, when 2025 is offered (as membership.spec.ts).
const NOW = "2025-12-15T12:00:00+01:00";
test.use({ ...signedInAs("tresorerie"), extraHTTPHeaders: { [TEST_NOW_HEADER]: NOW } });

const unique = () => `tresor-${randomBytes(4).toString("hex")}@example.org`;

/** A household sent through the public form by an anonymous visitor; returns its payment reference. */
async function joinByPost(request: APIRequestContext, email: string, nom: string, persons: 1 | 2 = 1): Promise<string> {
  const form: Record<string, string> = {
    nom,
    prenom: "Alice",
    email,
    telephone: "06 12 34 56 78",
    adresse_complete: "12 rue Mercière",
    code_postal: "69002",
    ville: "Lyon",
    annee_adhesion: "2025",
    nombre_personnes: String(persons),
    consentement_rgpd: "on",
  };
  if (persons === 2) Object.assign(form, { "membres[0].nom": nom, "membres[0].prenom": "Bruno" });
  const response = await request.post("/adhesion", { form, maxRedirects: 0, headers: { [TEST_NOW_HEADER]: NOW } });
  expect(response.status(), "the membership form's answer").toBe(302);
  const reference = /[?&]ref=([A-Za-z0-9_-]{24})/.exec(response.headers()["location"] ?? "")?.[1];
  expect(reference, "the payment step's reference").toBeTruthy();
  return reference!;
}

async function anonymous(page: Page) {
  return page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] }, extraHTTPHeaders: { [TEST_NOW_HEADER]: NOW } });
}

async function openHousehold(page: Page, email: string, payer: RegExp) {
  await page.goto(`/admin/adhesions?q=${encodeURIComponent(email)}`);
  await expect(page.getByText("1 foyer", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: payer }).click();
  await expect(page).toHaveURL(/\/admin\/adhesions\/[0-9a-f-]{36}$/);
}

test("a visitor joins; the treasury finds the household, marks it paid and the payer gets the receipt", async ({ page }) => {
  test.slow(); // a visitor's journey, the treasury's, an email and three accessibility scans
  const email = unique();
  const visitorContext = await anonymous(page);
  await visitorContext.route(`${TEST_PAYMENT_HOST}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>Paiement</title>" }));
  const visitor = await visitorContext.newPage();
  await visitor.goto("/adhesion-structured?annee=2025");
  await visitor.getByRole("radio", { name: /2 personnes/ }).check();
  const payer = visitor.getByRole("group", { name: "Vos coordonnées" });
  await payer.getByRole("textbox", { name: "Nom", exact: true }).fill("Lefèvre");
  await payer.getByRole("textbox", { name: "Prénom", exact: true }).fill("Alice");
  await payer.getByRole("textbox", { name: "Adresse e-mail", exact: true }).fill(email);
  await payer.getByRole("textbox", { name: "Téléphone", exact: true }).fill("06 12 34 56 78");
  await visitor.getByLabel("Adresse complète").fill("12 rue Mercière");
  await visitor.getByLabel("Code postal").fill("69002");
  await visitor.getByLabel("Ville").fill("Lyon");
  const second = visitor.getByRole("group", { name: "Adhérent 2" });
  await second.getByRole("textbox", { name: "Nom", exact: true }).fill("Lefèvre");
  await second.getByRole("textbox", { name: "Prénom", exact: true }).fill("Bruno");
  await visitor.getByRole("checkbox", { name: /J’accepte/ }).check();
  await visitor.getByRole("button", { name: "Valider et passer au paiement" }).click();
  await expect(visitor).toHaveURL(/etape=paiement/);
  await visitorContext.close();

  await page.goto(`/admin/adhesions?annee=2025&statut=en_attente&q=${encodeURIComponent(email)}`);
  const household = page.getByRole("list", { name: "Foyers adhérents" }).getByRole("listitem").first();
  await expect(household).toContainText("En attente de paiement");
  await expect(household).toContainText("Bruno Lefèvre");
  await expect(page.getByRole("table").first()).toContainText("2025");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: /Alice Lefèvre/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Adhésion de Alice Lefèvre" })).toBeVisible();
  await expect(page.getByLabel(/Montant reçu/)).toHaveValue("20");
  await expect(page.getByLabel(/Date du paiement/)).toHaveValue("2025-12-15");
  await expectNoAxeViolations(page);
  await page.getByLabel(/Référence du paiement/).fill("CHQ-7781");
  await page.getByRole("button", { name: "Enregistrer le paiement et envoyer le reçu" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Paiement enregistré" })).toBeVisible();
  await expect(page.getByText("Payée", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Paiements" })).toContainText("réf. CHQ-7781");

  const receipt = await waitForMail(email, /^Reçu de votre adhésion 2025/);
  expect(receipt.text).toContain("Montant reçu\u202f: 20\u00a0€");
  expect(receipt.text).toContain("1. Alice Lefèvre");
  expect(receipt.text).toContain("2. Bruno Lefèvre");
  expect(receipt.text).toContain("Année d’adhésion\u202f: 2025");

  // Back to pending by mistake-correction, confirmed by the checkbox.
  await page.getByLabel("Je confirme le retour en attente de cette adhésion").check();
  await page.getByRole("button", { name: "Remettre en attente" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Adhésion remise en attente" })).toBeVisible();
  await expect(page.getByText(/mis de côté le/)).toBeVisible();
});

test("the provider's CSV: upload, column mapping, then the matched household and the unmatched rows", async ({ page, request }) => {
  test.slow();
  const byReference = unique();
  const byEmail = unique();
  const reference = await joinByPost(request, byReference, "Reference", 2);
  await joinByPost(request, byEmail, "Courriel");

  await page.goto("/admin/adhesions/import");
  await expectNoAxeViolations(page);
  // A malformed file is refused, nothing imported.
  await page.getByLabel("Fichier CSV").setInputFiles({ name: "casse.csv", mimeType: "text/csv", buffer: Buffer.from('Date;Montant\n01/12/2025;"10\n') });
  await page.getByRole("button", { name: "Lire le fichier" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Fichier refusé" })).toContainText("guillemet ouvert");

  const csv = ["Référence commande;Date de paiement;Montant;Email payeur", `${reference};01/12/2025;20,00;autre@example.org`, `HA-2;02/12/2025;10,00;${byEmail}`, "HA-3;03/12/2025;10,00;personne@example.org"].join("\r\n");
  await page.getByLabel("Fichier CSV").setInputFiles({ name: "helloasso.csv", mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${csv}`) });
  await page.getByRole("button", { name: "Lire le fichier" }).click();
  await expect(page.getByRole("heading", { name: "2. Choisir les colonnes" })).toBeVisible();
  await expect(page.getByLabel("Date du paiement")).toHaveValue("1");
  await expect(page.getByLabel("Montant")).toHaveValue("2");
  await expect(page.getByLabel("E-mail du payeur")).toHaveValue("3");
  await expect(page.getByLabel("Référence")).toHaveValue("0");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Importer les paiements" }).click();

  await expect(page.getByRole("heading", { name: "3. Résultat" })).toBeVisible();
  await expect(page.getByRole("region", { name: /Adhésions marquées payées \(2\)/ })).toContainText("Alice Reference");
  await expect(page.getByRole("region", { name: /Adhésions marquées payées \(2\)/ })).toContainText("Alice Courriel");
  const unmatched = page.getByRole("region", { name: /Lignes à traiter à la main \(1\)/ });
  await expect(unmatched).toContainText("personne@example.org");
  await expect(unmatched).toContainText("Aucune adhésion correspondante");
  await expectNoAxeViolations(page);
  await waitForMail(byEmail, /^Reçu de votre adhésion 2025/);

  // The same file again: nothing changes.
  await page.goto("/admin/adhesions/import");
  await page.getByLabel("Fichier CSV").setInputFiles({ name: "helloasso.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Lire le fichier" }).click();
  await page.getByRole("button", { name: "Importer les paiements" }).click();
  await expect(page.getByRole("region", { name: /Adhésions marquées payées \(0\)/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /Lignes à traiter à la main \(3\)/ })).toContainText("Ligne déjà importée");
});

test("the list and the import page have no axe violation in the dark theme", async ({ page }) => {
  await useDarkTheme(page);
  for (const url of ["/admin/adhesions", "/admin/adhesions/import"]) {
    await page.goto(url);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the mark-paid form: a bad amount is refused in French with the typed values kept, then the payment goes through", async ({ page, request }) => {
    const email = unique();
    await joinByPost(request, email, "Sansjs");
    await openHousehold(page, email, /Alice Sansjs/);
    await page.getByLabel(/Montant reçu/).fill("vingt");
    await page.getByLabel(/Référence du paiement/).fill("ESP-12");
    await page.getByRole("button", { name: "Enregistrer le paiement et envoyer le reçu" }).click();
    await expect(page.getByText("Montant invalide (par exemple 20 ou 20,50).")).toBeVisible();
    await expect(page.getByLabel(/Référence du paiement/)).toHaveValue("ESP-12");
    await expect(page.getByLabel(/Montant reçu/)).toHaveValue("vingt");
    await page.getByLabel(/Montant reçu/).fill("10");
    await page.getByRole("button", { name: "Enregistrer le paiement et envoyer le reçu" }).click();
    await expect(page.getByText("Payée", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Paiements" })).toContainText("réf. ESP-12");
    await waitForMail(email, /^Reçu de votre adhésion 2025/);
  });
});
