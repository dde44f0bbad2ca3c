// Signing in for end-to-end tests. Most tests start signed in with `test.use(signedInAs(role))`:
// the browser gets the session the e2e server opened for that role at start (support/server.ts,
// ADR 0008), so no test goes through the sign-in form or its rate limits. Those sessions are
// shared by every test: a test that signs out must sign in through the form (signInThroughForm),
// which is kept for the journeys that are about signing in.
import { expect, type Page } from "@playwright/test";
import { e2eDataDir } from "../../../playwright.config";
import { sessionStateFile, TEST_ACCOUNTS, type TestRole } from "./accounts";

export { TEST_ACCOUNTS, type TestRole } from "./accounts";

export const ADMIN = TEST_ACCOUNTS.admin;

/** Test options that start each test of a file or describe block signed in as this account. */
export function signedInAs(role: TestRole): { storageState: string } {
  return { storageState: sessionStateFile(e2eDataDir, role) };
}

export async function signInThroughForm(page: Page, email: string, password: string, path = "/espace") {
  await page.goto(path);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("link", { name: "Mon espace" }).first()).toBeAttached();
}
