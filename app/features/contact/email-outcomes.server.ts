// What the job queue tells the contact feature about its emails (composition/job-handlers.server.ts,
// emailOutcomes): the association's notification of a message, and an answer to its sender.
// Once "sent", a row stays so (a late failure of an older attempt changes nothing); "failed"
// (after the queue's last attempt) flags the row with the error, so the inbox offers "send again".
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contactMessages, contactReplies } from "~/db/schema";
import type { EmailOutcome } from "~/lib/email-jobs.server";

/** The email kinds of this feature (their `ref` is the message's id, or the answer's). */
export const CONTACT_NOTIFICATION_KIND = "contact.notification";
export const CONTACT_REPLY_KIND = "contact.reply";

const reason = (error: string) => error.slice(0, 500);

/** Records on the message how its notification to the association ended. */
export async function recordContactNotificationOutcome(db: Database, messageId: string, outcome: EmailOutcome): Promise<void> {
  await db
    .update(contactMessages)
    .set(outcome.status === "sent" ? { emailStatus: "sent", emailError: null } : { emailStatus: "failed", emailError: reason(outcome.error) })
    .where(and(eq(contactMessages.id, messageId), ne(contactMessages.emailStatus, "sent")));
}

/** Records on the answer how its email to the sender ended (sentAt: the first delivery). */
export async function recordContactReplyOutcome(db: Database, replyId: string, outcome: EmailOutcome): Promise<void> {
  await db
    .update(contactReplies)
    .set(outcome.status === "sent" ? { emailStatus: "sent", emailError: null, sentAt: new Date() } : { emailStatus: "failed", emailError: reason(outcome.error) })
    .where(and(eq(contactReplies.id, replyId), ne(contactReplies.emailStatus, "sent")));
}
