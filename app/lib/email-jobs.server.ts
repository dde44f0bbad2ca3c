// Every email the site sends goes through the queue (ADR 0015): enqueueEmail() stores the message
// as an "email.send" job, a worker hands it to SMTP (sendEmail), and a failure is retried with
// exponential backoff until the queue's retry limit, then kept as failed for the back-office
// (email-jobs.admin.server.ts).
//
// A feature that shows an email's fate on its own rows (a contact message's notification, an
// answer, a newsletter delivery) passes `ref` (its row id) and registers an outcome handler for
// its kind in composition/job-handlers.server.ts: told "sent" once SMTP accepted the message, "failed"
// when the last attempt failed (and "sent" again if the back-office's retry then succeeds).
import type { Transaction } from "~/db/client.server";
import { sendEmail, type OutgoingEmail } from "./email.server";
import { enqueue, type EmailJobData, type RunningJob } from "./jobs.server";
import { logger } from "./logger.server";

export type EmailOutcome = { status: "sent"; messageId: string } | { status: "failed"; error: string };

/** Per kind: what to record when an email of that kind is sent, or has failed for good. */
export type EmailOutcomeHandlers = Record<string, (ref: string, outcome: EmailOutcome) => Promise<void>>;

const KIND = /^[a-z][a-z0-9_-]*(\.[a-z0-9_-]+)*$/;

export interface EnqueueEmailOptions {
  kind: string;
  /** The row the email is about (see EmailJobData.ref). */
  ref?: string;
  /**
   * The logical email's identity, e.g. `newsletter:<issue>:<subscriber>`: enqueued twice with
   * the same key, it is sent once (within the queue's retention of sent emails).
   */
  dedupeKey?: string;
  /** Enqueue in this transaction, with the rows the email is about. */
  tx?: Transaction;
  /** Send no earlier than this (throttled sending). */
  startAfter?: Date;
}

/** Queues one email; resolves with the job id, or null when the dedupeKey was already queued. */
export async function enqueueEmail(message: OutgoingEmail, options: EnqueueEmailOptions): Promise<string | null> {
  if (!KIND.test(options.kind) || options.kind.length > 64) throw new Error(`Invalid email kind: ${options.kind}`);
  const data: EmailJobData = { message, kind: options.kind, ...(options.ref !== undefined ? { ref: options.ref } : {}) };
  return await enqueue("email.send", data, {
    ...(options.dedupeKey !== undefined ? { key: options.dedupeKey } : {}),
    ...(options.tx ? { tx: options.tx } : {}),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
  });
}

async function tell(outcomes: EmailOutcomeHandlers, data: EmailJobData, outcome: EmailOutcome, job: RunningJob): Promise<void> {
  const handler = data.ref === undefined ? undefined : outcomes[data.kind];
  if (!handler) return;
  try {
    await handler(data.ref!, outcome);
  } catch (error) {
    // The email's fate is the job's; a failed record of it must not send the email again.
    logger.error({ err: error, job: job.id, kind: data.kind, ref: data.ref }, "email outcome could not be recorded");
  }
}

/**
 * The "email.send" handler: one SMTP hand-over; a rejection fails this attempt (then retried).
 * The kind's outcome handler hears of a success, and of the last attempt's failure.
 */
export async function deliverEmailJob(data: EmailJobData, job: RunningJob, outcomes: EmailOutcomeHandlers = {}): Promise<{ messageId: string }> {
  let sent: { messageId: string };
  try {
    sent = await sendEmail(data.message);
  } catch (error) {
    if (job.retryCount >= job.retryLimit) {
      await tell(outcomes, data, { status: "failed", error: (error instanceof Error ? error.message : String(error)).slice(0, 500) }, job);
    }
    throw error;
  }
  await tell(outcomes, data, { status: "sent", messageId: sent.messageId }, job);
  return sent;
}
