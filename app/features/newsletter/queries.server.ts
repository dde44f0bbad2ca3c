// Read-only checks behind the pages of the newsletter links (a GET never changes anything).
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { hashNewsletterToken } from "./tokens.server";

export type ConfirmLinkState = "pending" | "confirmed" | "invalid";

/** What a confirmation link would do if confirmed now. */
export async function confirmLinkState(db: Database, token: string, now = new Date()): Promise<ConfirmLinkState> {
  const [row] = await db
    .select({ status: newsletterSubscribers.status, expiresAt: newsletterSubscribers.confirmExpiresAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hashNewsletterToken(token)));
  if (!row) return "invalid";
  if (row.status === "confirmed") return "confirmed";
  if (row.status === "pending" && row.expiresAt && row.expiresAt > now) return "pending";
  return "invalid";
}

export type UnsubscribeLinkState = "subscribed" | "unsubscribed" | "invalid";

export async function unsubscribeLinkState(db: Database, token: string): Promise<UnsubscribeLinkState> {
  const [row] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  if (!row) return "invalid";
  return row.status === "unsubscribed" ? "unsubscribed" : "subscribed";
}
