// Private follow-up tokens: 32 random bytes in base64url for the email link, only their SHA-256 stored.
import { createHash, randomBytes } from "node:crypto";

/** A base64url encoding of 32 bytes is 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function createFollowUpToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashFollowUpToken(token) };
}

export function hashFollowUpToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function isWellFormedFollowUpToken(token: string | undefined): token is string {
  return typeof token === "string" && TOKEN_PATTERN.test(token);
}
