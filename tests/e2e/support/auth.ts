// Signing in through the real form (the way a visitor does).
import { expect, type Page } from "@playwright/test";

export const ADMIN = { email: "admin@adpl.test", password: "admin-e2e-password-2026" };

export async function signInThroughForm(page: Page, email: string, password: string, path = "/espace") {
  await page.goto(path);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("link", { name: "Mon espace" }).first()).toBeAttached();
}
