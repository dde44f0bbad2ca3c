// The private links sent by email (an idea's follow-up, a newsletter confirmation, a rencontre
// registration's cancellation): 32 random bytes in base64url in the link, only their SHA-256
// stored, so a leaked database gives no working link.
import { createHash, randomBytes } from "node:crypto";

/**
 * The headers of a page reached through such a link (or an account token's): never cached, and
 * its address never sent as a referrer to another site. "same-origin", not "no-referrer": with
 * no-referrer a browser posts the page's own form with "Origin: null", which the Origin check
 * refuses (a 403 without JavaScript).
 */
export const PRIVATE_LINK_PAGE_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" } as const;

/** A base64url encoding of 32 bytes is 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function createPrivateToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashPrivateToken(token) };
}

export function hashPrivateToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function isWellFormedPrivateToken(token: string | undefined | null): token is string {
  return typeof token === "string" && TOKEN_PATTERN.test(token);
}
