// Registration to a rencontre (issue 15) in Chromium, with and without JavaScript: register on
// an upcoming rencontre, receive the confirmation with its calendar file, open the private link
// of the email and cancel; a signed-in member finds the form filled in and the registration in
// « Mes contributions »; the back-office lists it and exports it. These specs change the places
// left of a sample rencontre, so they run after the rest of the suite (the "site-edits" project).
import { randomBytes } from "node:crypto";
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";
import { signedInAs, TEST_ACCOUNTS } from "./support/auth";
import { waitForMail } from "./support/mail";
import { expect, fieldLabel as field, test } from "./support/test";

/** A sample rencontre seeded in the future with 25 places (app/db/seeds/events.ts). */
const EVENT = "/rencontres/exemple-visite-traboules";
const uniqueEmail = () => `inscription-${randomBytes(4).toString("hex")}@example.org`;

test.describe.configure({ mode: "serial" });

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("register, get the confirmation, cancel through the email's private link", async ({ page }) => {
      const email = uniqueEmail();
      await page.goto(EVENT);
      const block = page.getByRole("region", { name: "Je m’inscris" });
      await expect(block.getByTestId("places-restantes")).toContainText("places restantes sur 25");
      // Refused first (no name), what was typed kept.
      await block.getByLabel(field("Adresse e-mail")).fill(email);
      await block.getByRole("radio", { name: "2\u00a0personnes" }).check();
      await block.getByRole("button", { name: "Je m’inscris" }).click();
      await expect(block.getByText("Le nom est obligatoire.")).toBeVisible();
      await expect(block.getByLabel(field("Adresse e-mail"))).toHaveValue(email);
      await block.getByLabel(field("Nom et prénom")).fill("Camille Bernard");
      await block.getByRole("button", { name: "Je m’inscris" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "Inscription confirmée" })).toBeVisible();

      const mail = await waitForMail(email, /Inscription confirmée/);
      expect(mail.text).toContain("Inscription\u202f: 2\u00a0personnes");
      const link = /(\/rencontres\/annulation\/[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
      expect(link).toBeDefined();
      await page.goto(link!);
      await expect(page.getByTestId("inscription-état")).toHaveText("Confirmée");
      // axe runs as a script in the page: checked once, in the run with JavaScript.
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Annuler mon inscription" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "Inscription annulée" })).toBeVisible();
      await expect(page.getByTestId("inscription-état")).toHaveText("Annulée");
    });
  });
}

test.describe("as a member", () => {
  test.use(signedInAs("membre"));

  test("the form is filled in, and the registration shows in « Mes contributions »", async ({ page }) => {
    await page.goto(EVENT);
    const block = page.getByRole("region", { name: "Je m’inscris" });
    await expect(block.getByLabel(field("Adresse e-mail"))).toHaveValue(TEST_ACCOUNTS.membre.email);
    await expect(block.getByLabel(field("Nom et prénom"))).toHaveValue("Membre Test");
    await block.getByRole("button", { name: "Je m’inscris" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: /Inscription confirmée/ })).toBeVisible();
    await page.goto("/espace/contributions");
    const section = page.getByRole("region", { name: "Mes inscriptions aux rencontres" });
    await expect(section).toContainText("Visite des traboules");
    await expect(section).toContainText("Confirmée");
  });
});

test.describe("in the back-office", () => {
  test.use(signedInAs("redaction"));

  test("the registrations are listed with their counts and exported as a spreadsheet", async ({ page }) => {
    await page.goto("/admin/rencontres");
    await page.getByRole("link", { name: /Modifier «\sVisite des traboules/ }).click();
    await page.getByRole("link", { name: "Inscriptions et liste d’attente" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Visite des traboules");
    await expect(page.getByTestId("inscriptions-confirmees")).toContainText(TEST_ACCOUNTS.membre.email);
    await expect(page.getByTestId("inscriptions-annulees")).toContainText("Camille Bernard");
    await expectNoAxeViolations(page);
    await useDarkTheme(page);
    await page.reload();
    await expectNoAxeViolations(page);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Exporter en CSV" }).click();
    const file = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString("utf8");
    expect(csv.startsWith("\uFEFFÉtat;Nom;Adresse e-mail")).toBe(true);
    expect(csv).toContain(TEST_ACCOUNTS.membre.email);
  });
});
