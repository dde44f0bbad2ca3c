// Newsletter subscriptions: double opt-in, confirmation and one-click unsubscribe.
// Subscribing never tells the visitor whether the address was already known.
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { loadSiteConfig } from "~/features/association/identity.server";
import { enqueueEmail } from "~/lib/email-jobs.server";
import { alreadySubscribedEmail, confirmationEmail } from "./emails";
import type { NewsletterInput } from "./schema";
import { createNewsletterToken, hashNewsletterToken } from "./tokens.server";

/** How long a confirmation link stays valid. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
/** At most one email per address and per this interval, however often the form is posted. */
export const RESEND_INTERVAL_MS = 5 * 60_000;

type Subscriber = typeof newsletterSubscribers.$inferSelect;

/**
 * Records a subscription request and queues what the address needs, in the same transaction: a
 * (new) confirmation link when it is new, pending or unsubscribed; a short "déjà inscrit" note
 * when it is confirmed. Resolves the same way in every case; the queue retries an email that
 * SMTP refuses. Expired requests are deleted by the daily retention job (features/retention).
 */
export async function subscribeToNewsletter(db: Database, input: NewsletterInput, now = new Date()): Promise<void> {
  const site = await loadSiteConfig(db);
  const confirmToken = createNewsletterToken();
  const confirmation = {
    status: "pending" as const,
    confirmTokenHash: hashNewsletterToken(confirmToken),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS),
    lastEmailAt: now,
  };

  const queue = async (tx: Transaction, subscriber: Subscriber, kind: "confirm" | "already") => {
    const links = { siteUrl: site.siteUrl, unsubscribeToken: subscriber.unsubscribeToken };
    const email =
      kind === "confirm"
        ? confirmationEmail({ to: subscriber.email, confirmToken, links, shortName: site.shortName })
        : alreadySubscribedEmail({ to: subscriber.email, links, shortName: site.shortName });
    await enqueueEmail(email, { kind: kind === "confirm" ? "newsletter.confirmation" : "newsletter.already", tx });
  };

  await db.transaction(async (tx): Promise<void> => {
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({ email: input.email, source: input.source, unsubscribeToken: createNewsletterToken(), createdAt: now, ...confirmation })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning();
    if (created) return queue(tx, created, "confirm");

    const [existing] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, input.email)).for("update");
    if (!existing) return;
    // Against mail-bombing through the form. An unsubscribed address is exempt: only its
    // owner can have unsubscribed it (the link is in their mailbox).
    const recentlyEmailed =
      existing.status !== "unsubscribed" &&
      existing.lastEmailAt !== null &&
      now.getTime() - existing.lastEmailAt.getTime() < RESEND_INTERVAL_MS;
    if (recentlyEmailed) return;
    if (existing.status === "confirmed") {
      await tx.update(newsletterSubscribers).set({ lastEmailAt: now }).where(eq(newsletterSubscribers.id, existing.id));
      return queue(tx, existing, "already");
    }
    const [updated] = await tx
      .update(newsletterSubscribers)
      .set({ ...confirmation, source: input.source })
      .where(eq(newsletterSubscribers.id, existing.id))
      .returning();
    if (updated) await queue(tx, updated, "confirm");
  });
}

export type ConfirmResult = "confirmed" | "already-confirmed" | "invalid";

/** Confirms the subscription of a confirmation link. Clicking the link again is harmless. */
export async function confirmNewsletterSubscription(db: Database, token: string, now = new Date()): Promise<ConfirmResult> {
  const hash = hashNewsletterToken(token);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.confirmTokenHash, hash)).for("update");
    if (!row) return "invalid";
    if (row.status === "confirmed") return "already-confirmed";
    if (row.status !== "pending" || !row.confirmExpiresAt || row.confirmExpiresAt <= now) return "invalid";
    await tx
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmedAt: now, unsubscribedAt: null })
      .where(eq(newsletterSubscribers.id, row.id));
    return "confirmed";
  });
}

/** Unsubscribes the address of an unsubscribe link. Idempotent: true for a known token. */
export async function unsubscribeFromNewsletter(db: Database, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  if (!row) return false;
  if (row.status !== "unsubscribed") {
    await db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(eq(newsletterSubscribers.id, row.id));
  }
  return true;
}
