// Every email the site sends goes through the queue (ADR 0015): enqueueEmail() stores the message
// as an "email.send" job, a worker hands it to SMTP (sendEmail), and a failure is retried with
// exponential backoff until the queue's retry limit, then kept as failed for the back-office
// (email-jobs.admin.server.ts). A call site moves from `await sendEmail(message)` to
// `await enqueueEmail(message, { kind: "<feature>.<what>" })`.
import type { Transaction } from "~/db/client.server";
import { sendEmail, type OutgoingEmail } from "./email.server";
import { enqueue, type RunningJob } from "./jobs.server";

/** The payload of an "email.send" job. */
export interface EmailJobData {
  message: OutgoingEmail;
  /** What the email is, for the back-office and the logs: "<feature>.<what>", e.g. "contact.notification". */
  kind: string;
}

const KIND = /^[a-z][a-z0-9_-]*(\.[a-z0-9_-]+)*$/;

export interface EnqueueEmailOptions {
  kind: string;
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
  return await enqueue(
    "email.send",
    { message, kind: options.kind },
    { ...(options.dedupeKey !== undefined ? { key: options.dedupeKey } : {}), ...(options.tx ? { tx: options.tx } : {}), ...(options.startAfter ? { startAfter: options.startAfter } : {}) },
  );
}

/** The "email.send" handler: one SMTP hand-over; a rejection fails this attempt (then retried). */
export async function deliverEmailJob(data: EmailJobData, _job: RunningJob): Promise<{ messageId: string }> {
  return await sendEmail(data.message);
}
