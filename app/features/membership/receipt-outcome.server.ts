// What the job queue tells the membership feature about a payment's receipt (composition/job-handlers.server.ts,
// emailOutcomes): "sent" stamps the payment's receiptSentAt (and clears an older error); "failed",
// after the queue's last attempt, records the error on the payment, so its page says so and
// offers to send the receipt again.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { membershipPayments } from "~/db/schema";
import type { EmailOutcome } from "~/lib/email-jobs.server";

/** The email kind of a payment's receipt (its `ref` is the payment's id). */
export const MEMBERSHIP_RECEIPT_KIND = "membership.receipt";

/** Records on the payment how its receipt ended. */
export async function recordMembershipReceiptOutcome(db: Database, paymentId: string, outcome: EmailOutcome): Promise<void> {
  await db
    .update(membershipPayments)
    .set(outcome.status === "sent" ? { receiptSentAt: new Date(), receiptError: null } : { receiptError: outcome.error.slice(0, 500) })
    .where(eq(membershipPayments.id, paymentId));
}
