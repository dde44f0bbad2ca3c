// Rights in the browser: each role starts signed in with the session the e2e server opened for
// it (support/auth.ts), so these tests never use the sign-in form or its limits.
import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { signedInAs, TEST_ACCOUNTS } from "./support/auth";

for (const role of ["admin", "redaction", "moderation", "tresorerie"] as const) {
  test.describe(`signed in with the ${role} role`, () => {
    test.use(signedInAs(role));

    test(`${role}: the member page leads to the back-office`, async ({ page }) => {
      await page.goto("/espace");
      await expect(page.getByRole("heading", { name: "Mon espace" })).toBeVisible();
      await expect(page.getByText(TEST_ACCOUNTS[role].email)).toBeVisible();
      // A client-side navigation: the admin layout's middleware runs for its data request.
      await page.getByRole("link", { name: "Administration" }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
    });
  });
}

test.describe("signed in without a role", () => {
  test.use(signedInAs("membre"));

  test("the member page has no administration link, and /admin answers 403 inside the usual shell", async ({ page }) => {
    await page.goto("/espace");
    await expect(page.getByRole("heading", { name: "Mon espace" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Administration" })).toHaveCount(0);

    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Mon espace" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the sign-in page and /user-space send a signed-in member on", async ({ page }) => {
    await page.goto("/espace/connexion");
    await expect(page).toHaveURL(/\/espace$/);
    await page.goto("/user-space?redirectTo=%2Fadhesion");
    await expect(page).toHaveURL(/\/adhesion$/);
  });
});

test("signed out, /espace and /user-space lead to the sign-in page and back", async ({ page }) => {
  await page.goto("/espace");
  await expect(page).toHaveURL(/\/espace$/);
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Espace membre" })).toBeVisible();
  await page.goto("/user-space?redirectTo=%2Fadmin");
  await expect(page).toHaveURL(/\/espace\?redirectTo=%2Fadmin$/);
  await expectNoAxeViolations(page);
});
