// Contact messages: each is stored with its notification to the association (Reply-To the
// sender) queued in the same transaction, so neither exists without the other. The job queue
// sends and retries it; email-outcomes.server.ts records its fate on the row ("pending" until
// then), which the back-office inbox shows.
import { lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { loadSiteConfig } from "~/features/association/identity.server";
import { associationInbox } from "~/features/association/inbox.server";
import { formatDateTime } from "~/lib/dates";
import { enqueueEmail } from "~/lib/email-jobs.server";
import type { OutgoingEmail } from "~/lib/email.server";
import { CONTACT_NOTIFICATION_KIND } from "./email-outcomes.server";
import { contactSubjectLabels, type ContactInput } from "./schema";

/** Messages are deleted after three years, as the privacy policy states. */
export const CONTACT_RETENTION_MS = 3 * 365 * 24 * 60 * 60_000;

type ContactMessage = typeof contactMessages.$inferSelect;

export function contactNotificationEmail(message: Pick<ContactMessage, "name" | "email" | "subject" | "message" | "createdAt">, to: string, shortName: string): OutgoingEmail {
  const label = contactSubjectLabels[message.subject];
  return {
    to,
    replyTo: message.email,
    subject: `[Site ${shortName}] ${label}\u202f: message de ${message.name}`,
    text: [
      `Nouveau message reçu par le formulaire de contact du site, le ${formatDateTime(message.createdAt)}.`,
      "",
      `Nom\u202f: ${message.name}`,
      `Adresse e-mail\u202f: ${message.email}`,
      `Sujet\u202f: ${label}`,
      "",
      "Message\u202f:",
      message.message,
      "",
      "—",
      `Répondez directement à cet e-mail pour écrire à ${message.name}.`,
    ].join("\n"),
  };
}

/**
 * Stores a message and queues its notification, together. Resolves once both are stored; the
 * email's fate comes later (the row stays "pending" until the queue tells it).
 * `submittedBy`: the signed-in member who sent it, if any.
 */
export async function submitContactMessage(db: Database, input: ContactInput, submittedBy: string | null = null): Promise<{ id: string }> {
  // Read before the transaction: on PGlite a query outside it would wait for it to end.
  const site = await loadSiteConfig(db);
  const inbox = await associationInbox(db, site);
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...input, userId: submittedBy })
      .returning();
    if (!stored) throw new Error("The contact message was not stored");
    await enqueueEmail(contactNotificationEmail(stored, inbox, site.shortName), { kind: CONTACT_NOTIFICATION_KIND, ref: stored.id, tx });
    return { id: stored.id };
  });
}

/** Deletes messages older than the retention period; returns how many (the daily retention job). */
export async function purgeExpiredContactMessages(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, new Date(now.getTime() - CONTACT_RETENTION_MS)))
    .returning({ id: contactMessages.id });
  return deleted.length;
}
