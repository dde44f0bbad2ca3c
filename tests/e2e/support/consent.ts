// The audience-measurement choice for end-to-end tests. A new visitor sees the consent banner
// (fixed at the bottom of every page); a test about something else that needs it gone gives the
// browser a decided choice, the cookie the banner's "Refuser" or "Accepter" would have set.
import type { BrowserContext } from "@playwright/test";

/** The cookie value of a choice made today ("denied.2026-11-25"). */
export function consentValue(choice: "granted" | "denied", now = new Date()): string {
  return `${choice}.${now.toISOString().slice(0, 10)}`;
}

/** Stores a decided choice in this browser context, as the banner would. */
export async function decideConsent(context: BrowserContext, baseURL: string, choice: "granted" | "denied" = "denied") {
  await context.addCookies([{ name: "adpl_consent", value: consentValue(choice), url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}
