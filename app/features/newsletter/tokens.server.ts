// Tokens of the newsletter links: random, URL-safe; only the confirmation token's hash is stored.
import { createHash, randomBytes } from "node:crypto";

export function createNewsletterToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashNewsletterToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
