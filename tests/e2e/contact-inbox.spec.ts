// The contact messages' inbox (issue 17) in Chromium: a visitor writes through /contact, the
// moderation team finds the message in /admin/messages, opens it (it is marked read), answers
// (the job queue emails the answer with Reply-To the association, the thread keeps it and shows
// it sent), then archives it; an answer the mail server refuses is flagged « Échec » and can be
// sent again; the same answer form refuses an empty text without JavaScript, keeping the page.
import { randomBytes } from "node:crypto";
import { expectNoAxeViolations } from "./support/axe";
import { signedInAs } from "./support/auth";
import { waitForMail } from "./support/mail";
import { expect, test, type Page } from "./support/test";

const unique = () => `inbox-${randomBytes(4).toString("hex")}@example.org`;

async function writeToTheAssociation(page: Page, name: string, email: string, text: string) {
  await page.goto("/contact?sujet=quartier");
  await page.getByLabel("Nom").fill(name);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Message").fill(text);
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByRole("heading", { name: "Message envoyé" })).toBeVisible();
}

test.describe("the moderation team", () => {
  // Whole journeys: a visitor's message, the queue's email, the answer and its own email.
  test.slow();
  test.use(signedInAs("moderation"));

  test("finds a message, answers it by email, and archives it", async ({ page, browser }) => {
    const sender = unique();
    const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
    await writeToTheAssociation(visitor, "Hélène Dubois", sender, "Bonjour, la fontaine de la place est en panne depuis une semaine.");
    await visitor.close();

    await page.goto(`/admin/messages?q=${encodeURIComponent(sender)}`);
    await expect(page.getByText("1 message", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /Hélène Dubois/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Message de Hélène Dubois" })).toBeVisible();
    await expect(page.getByText("Lu", { exact: true })).toBeVisible();
    await expect(page.getByText("la fontaine de la place est en panne")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Votre réponse à Hélène Dubois").fill("Merci, nous avons signalé la panne à la Ville de Lyon.");
    await page.getByRole("button", { name: "Envoyer la réponse" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Réponse enregistrée" })).toBeVisible();
    await expect(page.getByRole("region", { name: /Réponses \(1\)/ })).toContainText("Merci, nous avons signalé la panne à la Ville de Lyon.");
    await expect(page.getByText("Répondu", { exact: true })).toBeVisible();
    const mail = await waitForMail(sender, /^Re\u202f: Mon quartier/);
    expect(mail.text).toContain("Merci, nous avons signalé la panne à la Ville de Lyon.");
    expect(mail.replyTo).toBeTruthy();
    // The job queue sent it: once its outcome is recorded the thread says so.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("region", { name: /Réponses \(1\)/ })).toContainText("Envoyé", { timeout: 1_000 });
    }).toPass();

    await page.getByRole("button", { name: "Archiver" }).click();
    await expect(page).toHaveURL("/admin/messages");
    await page.goto(`/admin/messages?statut=archive&q=${encodeURIComponent(sender)}`);
    await expect(page.getByRole("link", { name: /Hélène Dubois/ })).toBeVisible();
  });

  test("an answer the mail server refuses is kept in the thread, flagged « Échec » after the queue's last attempt, and can be sent again", async ({ page, browser }) => {
    // The e2e sink refuses every address at refuse.test, as a server refuses an unknown mailbox.
    const sender = `inbox-${randomBytes(4).toString("hex")}@refuse.test`;
    const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
    await writeToTheAssociation(visitor, "Rémi Blanc", sender, "Bonjour, mon adresse n’accepte pas vos réponses, je crois.");
    await visitor.close();

    await page.goto(`/admin/messages?q=${encodeURIComponent(sender)}`);
    await page.getByRole("link", { name: /Rémi Blanc/ }).click();
    await page.getByLabel("Votre réponse à Rémi Blanc").fill("Nous vous répondons par e-mail.");
    await page.getByRole("button", { name: "Envoyer la réponse" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Réponse enregistrée" })).toBeVisible();
    const thread = page.getByRole("region", { name: /Réponses \(1\)/ });
    await expect(thread).toContainText("Nous vous répondons par e-mail.");
    await expect(async () => {
      await page.reload();
      await expect(thread).toContainText("Échec", { timeout: 1_000 });
    }).toPass();
    await expectNoAxeViolations(page);

    await thread.getByRole("button", { name: "Renvoyer cette réponse" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Nouvel envoi demandé" })).toBeVisible();
    // Refused again: the flag comes back, the answer is still in the thread.
    await expect(async () => {
      await page.reload();
      await expect(thread).toContainText("Échec", { timeout: 1_000 });
    }).toPass();
    await expect(thread).toContainText("Nous vous répondons par e-mail.");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("an empty answer is refused in French and nothing is sent", async ({ page, browser }) => {
      const sender = unique();
      const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
      await writeToTheAssociation(visitor, "Marc Petit", sender, "Une question sur les horaires du marché de la Croix-Rousse.");
      await visitor.close();
      await page.goto(`/admin/messages?q=${encodeURIComponent(sender)}`);
      await page.getByRole("link", { name: /Marc Petit/ }).click();
      await page.getByRole("button", { name: "Envoyer la réponse" }).click();
      await expect(page.getByText("Écrivez votre réponse.")).toBeVisible();
      await expect(page.getByRole("region", { name: /Réponses \(0\)/ })).toBeVisible();
    });
  });
});
