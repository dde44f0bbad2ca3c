// Emails the queue gave up on, in Chromium: a visitor subscribes with an address the mail server
// refuses (the e2e sink refuses @refuse.test); the administrator sees it on the dashboard and in
// /admin/emails with the server's answer, and "Renvoyer" tries again (and it fails again, so it
// comes back). Other roles cannot open the screen (the admin walk checks every route).
import { randomBytes } from "node:crypto";
import { expectNoAxeViolations } from "./support/axe";
import { signedInAs } from "./support/auth";
import { expect, scaled, test } from "./support/test";

test.use(signedInAs("admin"));

test("an email refused by the mail server is listed, can be sent again, and the screen has no axe violation", async ({ page, browser }) => {
  const address = `abonne-${randomBytes(4).toString("hex")}@refuse.test`;
  const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
  await visitor.goto("/newsletter");
  await visitor.getByLabel("Adresse e-mail").fill(address);
  await visitor.getByRole("button", { name: "S’inscrire" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "Confirmez votre inscription" })).toBeVisible();
  await visitor.close();

  const list = page.getByRole("list", { name: "E-mails non distribués" });
  const item = list.getByRole("listitem").filter({ hasText: address });
  // Two attempts through the queue, behind whatever else it has to send in a busy full run.
  const listedOnce = { timeout: scaled(30_000) };
  await expect
    .poll(async () => {
      await page.goto("/admin/emails");
      return item.count();
    }, listedOnce)
    .toBe(1);
  await expect(item).toContainText("Lettre d’information");
  await expect(item).toContainText("après 2 essais");
  await expect(item).toContainText("Adresse inconnue");
  await expectNoAxeViolations(page);

  await page.goto("/admin");
  await page.getByRole("link", { name: /E-mails non distribués/ }).first().click();
  await expect(page).toHaveURL("/admin/emails");

  await item.getByRole("button", { name: new RegExp(`^Renvoyer .* à ${address.replace(/[.]/g, "\\.")}$`) }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "E-mail renvoyé" })).toBeVisible();
  // The server refuses it again: after its new attempts it is back in the list, once.
  await expect
    .poll(async () => {
      await page.goto("/admin/emails");
      return item.count();
    }, listedOnce)
    .toBe(1);

  await page.goto("/admin/journal");
  await expect(page.getByRole("main")).toContainText(address);
  await expect(page.getByRole("main")).toContainText("Renvoi");
});
