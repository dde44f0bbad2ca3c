// The visitor's audience-measurement choice (ADR 0017): what it can be, how long it holds, and
// the cookie value that carries it. Pure, safe in the browser and in tests.
import { CONSENT_CHOICE } from "~/config/retention";

export type ConsentChoice = "granted" | "denied";
/** The choice as the shell knows it: null while the visitor has not chosen (the banner shows). */
export type ConsentState = ConsentChoice | null;

export const CONSENT_COOKIE = "adpl_consent";
/** The page and the action of the choice ("Gérer les cookies"). */
export const CONSENT_PATH = "/cookies";
const DAY_MS = 24 * 60 * 60_000;
/** CNIL: a choice is kept six months at most, then asked again (config/retention.ts). */
export const CONSENT_DAYS = CONSENT_CHOICE.ms / DAY_MS;
export const CONSENT_LABEL = CONSENT_CHOICE.label;

/** "granted.2026-11-25": the choice and the day it was made (UTC). */
export function consentCookieValue(choice: ConsentChoice, now: Date = new Date()): string {
  return `${choice}.${now.toISOString().slice(0, 10)}`;
}

/** The choice a cookie value carries, or null when absent, malformed, or older than six months. */
export function parseConsentValue(value: string | undefined | null, now: Date = new Date()): ConsentState {
  const match = /^(granted|denied)\.(\d{4}-\d{2}-\d{2})$/.exec(value ?? "");
  if (!match) return null;
  const madeAt = Date.parse(`${match[2]}T00:00:00Z`);
  if (Number.isNaN(madeAt) || madeAt > now.getTime() + DAY_MS) return null;
  if (now.getTime() - madeAt > CONSENT_DAYS * DAY_MS) return null;
  return match[1] as ConsentChoice;
}

/** The value of one cookie in a Cookie header (no decoding: the consent value is plain ASCII). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Dispatched on the document once the banner's choice is stored (the install card waits for it). */
export const CONSENT_CHOSEN_EVENT = "adpl:consent-chosen";
