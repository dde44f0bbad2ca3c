// "Renvoyer" on the back-office screen of emails that could not be sent: the queue's job is
// tried once more, and the journal records who sent what again, in one transaction.
import type { Database } from "~/db/client.server";
import type { SessionUser } from "~/lib/auth.server";
import { retryFailedEmail, type FailedEmailJob } from "~/lib/email-jobs.admin.server";
import { recordJournal } from "~/lib/journal.server";

/** Null when no failed email has this id (already sent again, or purged). */
export async function resendFailedEmail(db: Database, actor: Pick<SessionUser, "id" | "email">, id: string): Promise<FailedEmailJob | null> {
  return await db.transaction(async (tx) => {
    const email = await retryFailedEmail(tx, id);
    if (!email) return null;
    await recordJournal(tx, actor, { action: "resend", entityType: "email", entityId: id, entityLabel: `${email.subject} → ${email.to}`, summary: `Nouvel essai après ${email.attempts} échec${email.attempts > 1 ? "s" : ""}` });
    return email;
  });
}
