// The go-live checklist's email line as a volunteer follows it (issue 36): from the dashboard to
// the test email's screen, a test sent to an address of theirs, the link in the email, one button
// to confirm, and the line done. Without JavaScript: the two forms are plain posts.
import { signedInAs } from "./support/auth";
import { waitForMail } from "./support/mail";
import { expect, test } from "./support/test";

test.use({ ...signedInAs("admin"), javaScriptEnabled: false });

test("a test email sent from the checklist arrives, and the button behind its link marks the line done", async ({ page }) => {
  await page.goto("/admin");
  const line = page.getByTestId("mise-en-ligne-email");
  await expect(line).toContainText("À faire");
  await line.getByRole("link", { name: "Envoi des e-mails" }).click();
  // (axe checks the screen with the others, in admin.spec.ts.)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Envoi des e-mails");

  // An address the browser lets through but that has no domain is refused by the server, in French, and kept.
  const to = page.getByLabel(/Adresse où envoyer l’e-mail de test/);
  await to.fill("benevole@adpl");
  await page.getByRole("button", { name: "Envoyer un e-mail de test" }).click();
  await expect(page.getByText("Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.")).toBeVisible();
  await expect(to).toHaveValue("benevole@adpl");

  await to.fill("benevole-e2e@adpl.test");
  await page.getByRole("button", { name: "Envoyer un e-mail de test" }).click();
  await expect(page.getByTestId("email-check-status")).toContainText("Un e-mail de test a été envoyé à benevole-e2e@adpl.test");
  const mail = await waitForMail("benevole-e2e@adpl.test", /Test d’envoi des e-mails du site/);
  const link = mail.text.match(/https?:\/\/\S+jeton=[\w-]+/)![0];

  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole("button", { name: "Confirmer la réception" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId("mise-en-ligne-email")).toContainText("Fait");
});
