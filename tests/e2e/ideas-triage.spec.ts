// The ideas triage in Chromium, as the moderation account: an idea sent through /remontee-idees
// is found in /admin/idees, moved to "en cours d'étude" with a public message (the submitter's
// follow-up page shows it and the email arrives), an internal note stays off the follow-up page,
// the CSV link answers a spreadsheet, the filters work without JavaScript, and axe finds nothing.
import { randomBytes } from "node:crypto";
import type { Browser } from "@playwright/test";
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";
import { signedInAs, TEST_ACCOUNTS } from "./support/auth";
import { waitForMail } from "./support/mail";
import { expect, test } from "./support/test";

const unique = () => randomBytes(4).toString("hex");

function followUpPath(text: string): string {
  const match = /https?:\/\/\S+\/remontee-idees\/suivi\/[A-Za-z0-9_-]{43}/.exec(text);
  if (!match) throw new Error("No follow-up link in the email");
  return new URL(match[0]).pathname;
}

/** Sends an idea as an anonymous visitor; returns its follow-up page's path (from the acknowledgement). */
async function sendIdea(browser: Browser, baseURL: string | undefined, email: string, titre: string): Promise<string> {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto("/remontee-idees");
  await page.getByLabel("Nom complet").fill("Dominique Habitant");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Quartier (facultatif)").selectOption({ label: "Cordeliers" });
  await page.getByRole("radio", { name: /Problème/ }).check();
  await page.getByLabel("Niveau d’urgence").selectOption({ label: "Élevée" });
  await page.getByLabel("Titre").fill(titre);
  await page.getByLabel("Description").fill("Le passage piéton devant le numéro 8 est complètement effacé, les voitures ne s’arrêtent plus.");
  await page.getByRole("button", { name: "Envoyer ma soumission" }).click();
  await expect(page.getByTestId("toast")).toContainText("Soumission réussie");
  await context.close();
  return followUpPath((await waitForMail(email, /bien été reçue/)).text);
}

test.describe("as the moderation account", () => {
  test.use(signedInAs("moderation"));

  test("triage an idea: public message on the follow-up page and by email, internal note kept private, CSV export", async ({ page, browser, baseURL }) => {
    test.slow(); // two browsers, three emails, two accessibility scans
    const email = `triage-${unique()}@example.org`;
    const titre = `Passage piéton effacé ${unique()}`;
    const followUp = await sendIdea(browser, baseURL, email, titre);

    await page.goto(`/admin/idees?q=${encodeURIComponent(titre)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Idées et signalements" })).toBeVisible();
    const row = page.getByTestId("idee").filter({ hasText: titre });
    await expect(row).toContainText("Problème");
    await expect(row).toContainText("Élevée");
    await expect(row).toContainText("Cordeliers");
    await expect(row).toContainText("0\u00a0jour");
    await expectNoAxeViolations(page);

    // The CSV of the filtered list.
    const csvHref = await page.getByRole("link", { name: /Exporter en CSV/ }).getAttribute("href");
    expect(csvHref).toContain(`q=`);
    const csv = await page.request.get(csvHref!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const body = await csv.text();
    expect(body).toContain(titre);
    expect(body.split("\r\n").filter(Boolean)).toHaveLength(2);

    await row.getByRole("link", { name: titre }).click();
    await expect(page.getByRole("heading", { level: 1, name: titre })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText("Aucun changement pour l’instant")).toBeVisible();
    await expectNoAxeViolations(page);

    // Status change with a public message.
    await page.getByLabel("Nouveau statut").selectOption({ label: "En cours d’étude" });
    await page.getByLabel("Message public (facultatif)").fill("Merci ! Nous avons signalé ce passage à la Métropole.");
    await page.getByRole("button", { name: "Changer le statut" }).click();
    await expect(page.getByTestId("toast")).toContainText("Statut modifié");
    await expect(page.getByText("Statut actuel\u202f: En cours d’étude.")).toBeVisible();
    const notice = await waitForMail(email, /Le statut de votre idée a changé/);
    expect(notice.text).toContain("En cours d’étude");
    expect(notice.text).toContain("Nous avons signalé ce passage à la Métropole.");

    // Internal note, then assignment to a board member.
    await page.getByRole("textbox", { name: "Note interne", exact: true }).fill("Relancer la mairie du 2e dans quinze jours (confidentiel).");
    await page.getByRole("button", { name: "Ajouter la note" }).click();
    await expect(page.getByTestId("toast")).toContainText("Note ajoutée");
    await expect(page.getByTestId("historique-idee")).toContainText("Relancer la mairie du 2e");
    const assignee = page.getByLabel("Membre du bureau qui suit la soumission");
    await assignee.selectOption((await assignee.locator("option", { hasText: TEST_ACCOUNTS.admin.email }).getAttribute("value"))!);
    await page.getByRole("button", { name: "Enregistrer l’attribution" }).click();
    await expect(page.getByTestId("toast")).toContainText("Attribution modifiée");
    await expect(page.getByTestId("historique-idee")).toContainText("Attribuée à");

    // The submitter's follow-up page: the new status and the message, never the note.
    const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const followUpPage = await visitor.newPage();
    await followUpPage.goto(followUp);
    await expect(followUpPage.getByRole("heading", { name: "État actuel : En cours d’étude" })).toBeVisible();
    await expect(followUpPage.getByTestId("suivi-historique")).toContainText("Nous avons signalé ce passage à la Métropole.");
    await expect(followUpPage.getByText("Relancer la mairie")).toHaveCount(0);
    await expect(followUpPage.locator("body")).not.toContainText("confidentiel");
    await expect(followUpPage.locator("body")).not.toContainText(TEST_ACCOUNTS.moderation.email);
    await expectNoAxeViolations(followUpPage);
    await visitor.close();

    // The status email never carries the note either.
    expect(notice.text).not.toContain("Relancer");
  });

  test("dark theme: axe finds nothing on the list with an overdue item, nor on its detail", async ({ page, browser, baseURL }) => {
    test.slow();
    const titre = `Fuite d’eau urgente ${unique()}`;
    await sendIdea(browser, baseURL, `sombre-${unique()}@example.org`, titre);
    // Ten days later (the test clock of APP_ENV=test): the high-urgency idea is overdue.
    await page.setExtraHTTPHeaders({ "x-test-now": new Date(Date.now() + 10 * 86_400_000).toISOString() });
    await useDarkTheme(page);
    await page.goto(`/admin/idees?q=${encodeURIComponent(titre)}`);
    await expect(page.getByTestId("idee-en-retard")).toHaveText(/10\sjours, en retard/);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: titre }).click();
    await expect(page.getByText(/10\sjours, en retard \(plus de 7/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the filters are a plain GET form, and the status form works", async ({ page, browser, baseURL }) => {
      test.slow();
      const titre = `Banc arraché ${unique()}`;
      await sendIdea(browser, baseURL, `sansjs-${unique()}@example.org`, titre);

      await page.goto("/admin/idees");
      await page.getByLabel("Nom, e-mail, titre, description ou lieu").fill(titre);
      await page.getByLabel("Urgence").selectOption({ label: "Élevée" });
      await page.getByLabel("Période").selectOption({ label: "Les 7 derniers jours" });
      await page.getByLabel("Ordre").selectOption({ label: "Les plus urgents d’abord" });
      await page.getByRole("button", { name: "Filtrer" }).click();
      await expect(page).toHaveURL(/urgence=elevee/);
      await expect(page).toHaveURL(/periode=7/);
      await expect(page).toHaveURL(/tri=urgence/);
      await expect(page.getByTestId("idee")).toHaveCount(1);
      await expect(page.getByTestId("idee")).toContainText(titre);
      await expect(page.getByLabel("Urgence")).toHaveValue("elevee");

      await page.getByLabel("Urgence").selectOption({ label: "Faible" });
      await page.getByRole("button", { name: "Filtrer" }).click();
      await expect(page.getByText("Aucune idée ni aucun signalement ne correspond à ces filtres.")).toBeVisible();
      await expect(page.getByRole("link", { name: /Exporter en CSV/ })).toHaveAttribute("href", /urgence=faible/);

      // The idea's status form is a plain POST too.
      await page.goto(`/admin/idees?q=${encodeURIComponent(titre)}`);
      await page.getByRole("link", { name: titre }).click();
      await page.getByLabel("Nouveau statut").selectOption({ label: "Résolu" });
      await page.getByLabel("Message public (facultatif)").fill("Réparé par la Ville.");
      await page.getByRole("button", { name: "Changer le statut" }).click();
      await expect(page.getByTestId("historique-idee")).toContainText("Nouveau → Résolu");
      await expect(page.getByText("Statut actuel\u202f: Résolu.")).toBeVisible();
    });
  });
});
