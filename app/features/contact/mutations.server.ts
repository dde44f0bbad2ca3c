// Contact messages: stored first, then emailed to the association with Reply-To set to the
// sender. A failed send never loses the message: it stays stored as "failed" for a retry.
import { and, asc, eq, lt, or } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { formatDateTime } from "~/lib/dates";
import { sendEmail } from "~/lib/email.server";
import { loadSiteConfig } from "~/features/association/identity.server";
import { logger } from "~/lib/logger.server";
import { contactSubjectLabels, type ContactInput } from "./schema";

/** Messages are deleted after three years, as the privacy policy states. */
export const CONTACT_RETENTION_MS = 3 * 365 * 24 * 60 * 60_000;
/** A failed email is retried at most this many times in all. */
export const CONTACT_MAX_EMAIL_ATTEMPTS = 5;
/** A message still "pending" after this long was interrupted mid-send (e.g. a restart). */
const STALE_PENDING_MS = 15 * 60_000;

type ContactMessage = typeof contactMessages.$inferSelect;
export type ContactEmailOutcome = "sent" | "failed";

export function contactNotificationEmail(message: Pick<ContactMessage, "name" | "email" | "subject" | "message" | "createdAt">, to: string, shortName: string) {
  const label = contactSubjectLabels[message.subject];
  return {
    to,
    replyTo: message.email,
    subject: `[Site ${shortName}] ${label} : message de ${message.name}`,
    text: [
      `Nouveau message reçu par le formulaire de contact du site, le ${formatDateTime(message.createdAt)}.`,
      "",
      `Nom : ${message.name}`,
      `Adresse e-mail : ${message.email}`,
      `Sujet : ${label}`,
      "",
      "Message :",
      message.message,
      "",
      "—",
      `Répondez directement à cet e-mail pour écrire à ${message.name}.`,
    ].join("\n"),
  };
}

async function deliver(message: ContactMessage): Promise<ContactEmailOutcome> {
  const site = await loadSiteConfig();
  const attemptAt = new Date();
  try {
    await sendEmail(contactNotificationEmail(message, site.email, site.shortName));
    await getDb()
      .update(contactMessages)
      .set({ emailStatus: "sent", emailError: null, emailAttempts: message.emailAttempts + 1, lastAttemptAt: attemptAt })
      .where(eq(contactMessages.id, message.id));
    return "sent";
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.error({ err: error, contactMessageId: message.id, attempt: message.emailAttempts + 1 }, "contact email could not be sent");
    await getDb()
      .update(contactMessages)
      .set({ emailStatus: "failed", emailError: reason.slice(0, 500), emailAttempts: message.emailAttempts + 1, lastAttemptAt: attemptAt })
      .where(eq(contactMessages.id, message.id));
    return "failed";
  }
}

/**
 * Stores a message, then emails it. Resolves once stored, whatever the email outcome.
 * `submittedBy`: the signed-in member who sent it, if any.
 */
export async function submitContactMessage(input: ContactInput, submittedBy: string | null = null): Promise<{ id: string; emailStatus: ContactEmailOutcome }> {
  const [stored] = await getDb()
    .insert(contactMessages)
    .values({ ...input, userId: submittedBy })
    .returning();
  if (!stored) throw new Error("The contact message was not stored");
  const emailStatus = await deliver(stored);
  // Lazy retention sweep (the site has no scheduler): one indexed delete per new message.
  await purgeExpiredContactMessages();
  return { id: stored.id, emailStatus };
}

/**
 * Sends again the messages whose email failed (or was interrupted), oldest first, up to
 * CONTACT_MAX_EMAIL_ATTEMPTS attempts each. For an administrator's button or a scheduled job.
 */
export async function retryFailedContactEmails(now = new Date()): Promise<{ sent: number; failed: number }> {
  const due = await getDb()
    .select()
    .from(contactMessages)
    .where(
      and(
        lt(contactMessages.emailAttempts, CONTACT_MAX_EMAIL_ATTEMPTS),
        or(
          eq(contactMessages.emailStatus, "failed"),
          and(eq(contactMessages.emailStatus, "pending"), lt(contactMessages.createdAt, new Date(now.getTime() - STALE_PENDING_MS))),
        ),
      ),
    )
    .orderBy(asc(contactMessages.createdAt));
  const totals = { sent: 0, failed: 0 };
  for (const message of due) totals[await deliver(message)] += 1;
  return totals;
}

/** The back-office's "send again" for one message whose notification failed (or never went). */
export async function resendContactNotification(id: string): Promise<ContactEmailOutcome | "not_found"> {
  const [message] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) return "not_found";
  return deliver(message);
}

/** Deletes messages older than the retention period; returns how many. */
export async function purgeExpiredContactMessages(now = new Date()): Promise<number> {
  const deleted = await getDb()
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, new Date(now.getTime() - CONTACT_RETENTION_MS)))
    .returning({ id: contactMessages.id });
  return deleted.length;
}
