// Reading and storing the consent choice in its first-party cookie: HttpOnly (the server renders
// the choice into the page), SameSite=Lax, Secure over HTTPS, six months.
import { isHttps } from "~/lib/env.server";
import { CONSENT_COOKIE, CONSENT_DAYS, consentCookieValue, parseConsentValue, readCookie, type ConsentChoice, type ConsentState } from "./consent";

/** The visitor's current choice (null: not chosen, or chosen more than six months ago). */
export function getConsent(request: Request, now: Date = new Date()): ConsentState {
  return parseConsentValue(readCookie(request.headers.get("cookie"), CONSENT_COOKIE), now);
}

/** The Set-Cookie header storing a choice for six months. */
export function consentCookieHeader(choice: ConsentChoice, now: Date = new Date()): string {
  const parts = [
    `${CONSENT_COOKIE}=${consentCookieValue(choice, now)}`,
    `Max-Age=${CONSENT_DAYS * 24 * 60 * 60}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (isHttps()) parts.push("Secure");
  return parts.join("; ");
}
