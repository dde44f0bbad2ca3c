// /adhesion-structured (the three steps) and /adhesion (the form alone) in Chromium: from the year
// choice to the payment link, the spec's error messages, the same journey without JavaScript,
// and accessibility in both themes. The server's clock is fixed in December 2025
// (lib/clock.server.ts), when the spec's two years are offered: 2025 recommended, 2026 in
// anticipation (the rule itself is tested in dates-figures.spec.ts).
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { TEST_PAYMENT_HOST, testPaymentLink } from "../support/association-env";
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";
import { waitForMail } from "./support/mail";
import { TEST_NOW_HEADER } from "../../app/lib/clock.server";

test.use({ extraHTTPHeaders: { [TEST_NOW_HEADER]: "2025-12-15T12:00:00+01:00" }, serviceWorkers: "block" });

const uniqueEmail = () => `adhesion-${randomBytes(4).toString("hex")}@example.org`;
const memberBlock = (page: Page, position: number) => page.getByRole("group", { name: `Adhérent ${position}` });

async function fillPayer(page: Page, email: string, postcode = "69002") {
  const payer = page.getByRole("group", { name: "Vos coordonnées" });
  await payer.getByRole("textbox", { name: "Nom", exact: true }).fill("Durand");
  await payer.getByRole("textbox", { name: "Prénom", exact: true }).fill("Alice");
  await payer.getByRole("textbox", { name: "Adresse e-mail", exact: true }).fill(email);
  await payer.getByRole("textbox", { name: "Téléphone", exact: true }).fill("06 12 34 56 78");
  await page.getByLabel("Adresse complète").fill("12 rue Mercière");
  await page.getByLabel("Code postal").fill(postcode);
  await page.getByLabel("Ville").fill("Lyon");
  // Consent is the person's own act: the box is never ticked for them (GDPR, CJEU Planet49).
  await page.getByRole("checkbox", { name: /J’accepte/ }).check();
}

async function fillMember(page: Page, position: number, nom: string, prenom: string) {
  const block = memberBlock(page, position);
  await block.getByRole("textbox", { name: "Nom", exact: true }).fill(nom);
  await block.getByRole("textbox", { name: "Prénom", exact: true }).fill(prenom);
}

test("step 1 shows the steps, the two years with their benefits, the donation and the impact", async ({ page }) => {
  await page.goto("/adhesion-structured");
  await expect(page.getByRole("navigation", { name: "Étapes de l’adhésion" }).locator('[aria-current="step"]')).toContainText("Choisir mon adhésion");
  await expect(page.getByText("Recommandé")).toBeVisible();
  await expect(page.getByText("Anticipation")).toBeVisible();
  await expect(page.getByText("10\u00a0€", { exact: true })).toBeVisible();
  await expect(page.getByText("20\u00a0€", { exact: true })).toBeVisible();
  await expect(page.getByText("Newsletter mensuelle")).toHaveCount(2);
  const donation = page.getByRole("link", { name: /Faire un don libre/ });
  await expect(donation).toHaveAttribute("target", "_blank");
  await expect(donation).toHaveAttribute("rel", /noopener/);
  await expect(donation).toHaveAttribute("href", /^https:\/\//);
  // Figures of December 2025: the declared members (no paid membership in the e2e database), 2 years since June 2023.
  for (const figure of ["150", "100+", "2\u00a0ans"]) await expect(page.getByText(figure, { exact: true })).toBeVisible();
});

test("a 3-person membership goes from the year choice to the payment link", async ({ page, context }) => {
  test.slow(); // a whole journey, an email and an accessibility scan
  const email = uniqueEmail();
  // The provider is outside the test network: answer its page locally.
  await context.route(`${TEST_PAYMENT_HOST}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>Paiement</title>" }));
  await page.goto("/adhesion-structured");
  await page.getByRole("link", { name: "Choisir l’adhésion 2025" }).click();
  await expect(page).toHaveURL(/\/adhesion-structured\?annee=2025$/);
  await expect(page.getByText("Année d’adhésion : 2025")).toBeVisible();
  await expect(page.getByRole("link", { name: "Changer d’année" })).toHaveAttribute("href", "/adhesion-structured");

  // The chosen year survives a reload.
  await page.reload();
  await expect(page.getByText("Année d’adhésion : 2025")).toBeVisible();

  await expect(memberBlock(page, 2)).toBeHidden();
  await page.getByRole("radio", { name: /3 personnes/ }).check();
  await expect(page.getByTestId("montant")).toHaveText("30\u00a0€");
  await expect(memberBlock(page, 2)).toBeVisible();
  await expect(memberBlock(page, 3)).toBeVisible();
  await expect(memberBlock(page, 4)).toBeHidden();
  await expect(page.getByRole("checkbox", { name: /J’accepte/ })).not.toBeChecked();

  await fillPayer(page, email);
  await fillMember(page, 2, "Durand", "Bob");
  await fillMember(page, 3, "Durand", "Chloé");
  const opened = context.waitForEvent("page");
  await page.getByRole("button", { name: "Valider et passer au paiement" }).click();

  await expect(page).toHaveURL(/\/adhesion-structured\?etape=paiement&ref=[A-Za-z0-9_-]{24}$/);
  expect(page.url()).not.toContain(encodeURIComponent(email));
  await expect(page.getByTestId("toast")).toContainText("Enregistrement réussi");
  await expect(page.getByTestId("toast")).toContainText("Redirection vers le paiement...");
  const pay = page.getByRole("link", { name: /Payer ma cotisation/ });
  await expect(pay).toHaveAttribute("href", testPaymentLink(2025, 3));
  await expect(pay).toHaveAttribute("target", "_blank");
  await expect(pay).toHaveAttribute("rel", /noopener/);
  await expect(page.getByText("Chloé Durand")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Étapes de l’adhésion" }).locator('[aria-current="step"]')).toContainText("Paiement sécurisé");
  // With JavaScript the payment page was also opened in a new tab.
  expect((await opened).url()).toBe(testPaymentLink(2025, 3));

  const mail = await waitForMail(email, /adhésion 2025/);
  expect(mail.text).toContain(testPaymentLink(2025, 3));
  expect(mail.text).toContain("Montant\u202f: 30\u00a0€");
  await expectNoAxeViolations(page);
});

test("the spec's messages: required fields, member names and RGPD consent", async ({ page }) => {
  test.slow(); // includes an accessibility scan
  await page.goto("/adhesion-structured?annee=2026");
  await page.getByRole("radio", { name: /2 personnes/ }).check();
  await expect(page.getByTestId("montant")).toHaveText("40\u00a0€");
  await expect(page.getByRole("checkbox", { name: /J’accepte/ })).not.toBeChecked();
  await page.getByRole("button", { name: "Valider et passer au paiement" }).click();
  await expect(page.getByText("Veuillez remplir tous les champs obligatoires.")).toBeVisible();
  await expect(page.getByText("Veuillez remplir le nom et prénom de l’adhérent 2.")).toBeVisible();
  await expect(page.getByText("Veuillez accepter le consentement RGPD.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Code postal").fill("6900");
  await page.getByLabel("Code postal").blur();
  await expect(page.getByText("Code postal invalide : 5 chiffres, par exemple 69002.")).toBeVisible();
});

test("/adhesion shows the form alone with no year chosen", async ({ page }) => {
  await page.goto("/adhesion");
  await expect(page.getByRole("heading", { level: 1, name: "Formulaire d’adhésion" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Choisir l’adhésion/ })).toHaveCount(0);
  await expect(page.getByRole("radio", { name: /Adhésion 2025/ })).not.toBeChecked();
  await expect(page.getByRole("radio", { name: /Adhésion 2026/ })).not.toBeChecked();
  await page.getByRole("radio", { name: /Adhésion 2026/ }).check();
  await page.getByRole("radio", { name: /4 personnes/ }).check();
  await expect(page.getByTestId("montant")).toHaveText("80\u00a0€");
});

for (const [path, label] of [
  ["/adhesion-structured", "year choice"],
  ["/adhesion-structured?annee=2025", "form with the year locked"],
  ["/adhesion", "form alone"],
] as const) {
  test(`axe finds no violation on ${label} (light)`, async ({ page }) => {
    test.slow(); // axe on the whole form takes a while on a busy machine
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
  test(`axe finds no violation on ${label} (dark)`, async ({ page }) => {
    test.slow(); // axe on the whole form takes a while on a busy machine
    await useDarkTheme(page);
    await page.goto(path);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a 3-person membership reaches the payment link, after a server-side error", async ({ page }) => {
    test.slow(); // two full-page form posts
    const email = uniqueEmail();
    await page.goto("/adhesion-structured");
    await page.getByRole("link", { name: "Choisir l’adhésion 2025" }).click();
    await expect(page).toHaveURL(/\/adhesion-structured\?annee=2025$/);

    await expect(memberBlock(page, 2)).toBeHidden();
    await page.getByRole("radio", { name: /3 personnes/ }).check();
    // Without JavaScript, CSS reveals the member blocks for the chosen household size.
    await expect(memberBlock(page, 2)).toBeVisible();
    await expect(memberBlock(page, 3)).toBeVisible();
    await expect(memberBlock(page, 4)).toBeHidden();

    await fillPayer(page, email, "6900");
    await fillMember(page, 2, "Durand", "Bob");
    await page.getByRole("button", { name: "Valider et passer au paiement" }).click();

    await expect(page.getByText("Code postal invalide : 5 chiffres, par exemple 69002.")).toBeVisible();
    await expect(page.getByText("Veuillez remplir le nom et prénom de l’adhérent 3.")).toBeVisible();
    await expect(page.getByRole("group", { name: "Vos coordonnées" }).getByRole("textbox", { name: "Adresse e-mail", exact: true })).toHaveValue(email);
    await expect(memberBlock(page, 2).getByRole("textbox", { name: "Prénom", exact: true })).toHaveValue("Bob");
    await expect(page.getByRole("radio", { name: /3 personnes/ })).toBeChecked();

    await page.getByLabel("Code postal").fill("69002");
    await fillMember(page, 3, "Durand", "Chloé");
    await page.getByRole("button", { name: "Valider et passer au paiement" }).click();

    await expect(page).toHaveURL(/\/adhesion-structured\?etape=paiement&ref=[A-Za-z0-9_-]{24}$/);
    await expect(page.getByRole("link", { name: /Payer ma cotisation/ })).toHaveAttribute("href", testPaymentLink(2025, 3));
    await expect(page.getByText("Bob Durand")).toBeVisible();
  });
});
