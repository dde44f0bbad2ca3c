// The back-office's view of emails the queue gave up on: the dashboard counts them for
// administrators only, and "Renvoyer" tries the email again with a journal entry, once.
import { desc, eq, sql } from "drizzle-orm";
import { afterEach, expect, test } from "vitest";
import { getDb, rows } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { loadDashboard } from "~/features/admin/dashboard.server";
import { emailOriginLabel } from "~/features/admin/failed-emails";
import { resendFailedEmail } from "~/features/admin/failed-emails.server";
import { enqueueEmail } from "~/lib/email-jobs.server";
import { failedEmailJobs } from "~/lib/email-jobs.admin.server";
import { JOBS_SCHEMA, wakeWorkers } from "~/lib/jobs.server";
import { PERMISSIONS, permissionsOf } from "~/lib/permissions";
import { signedInMember, uniqueEmail } from "../factories";
import { restoreServices, smtp } from "../setup/integration";
import { drainJobs } from "../setup/jobs";

afterEach(restoreServices);

async function failedEmailTo(to: string, kind: string): Promise<string> {
  const port = smtp.port;
  await smtp.stop();
  const id = (await enqueueEmail({ to, subject: "Votre reçu d’adhésion 2026", text: "Merci." }, { kind }))!;
  try {
    await untilJobFailed(id);
  } finally {
    await smtp.start(port);
  }
  return id;
}

/** Waits until the email's job has failed for good; any other end is reported with its state. */
async function untilJobFailed(id: string, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const [job] = rows<{ state: string; retry_count: number; output: unknown }>(
      await getDb().execute(
        sql`select state, retry_count, output from ${sql.raw(JOBS_SCHEMA)}.job where id = ${id} union all select state, retry_count, output from ${sql.raw(JOBS_SCHEMA)}.archive where id = ${id}`,
      ),
    );
    if (job?.state === "failed") return;
    if (job?.state === "completed" || !job || Date.now() - started > timeoutMs) {
      throw new Error(`the email job ${id} is ${JSON.stringify(job ?? null)} while the mail server was down, not failed`);
    }
    wakeWorkers();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test("an email that failed for good is counted on the administrators' dashboard only", async () => {
  const before = (await failedEmailJobs(getDb())).length;
  await failedEmailTo(uniqueEmail("echec"), "membership.receipt");
  const now = new Date();
  const admin = await loadDashboard(getDb(), now, { permissions: PERMISSIONS });
  expect(admin.pending.find((item) => item.id === "failed-emails")).toEqual({ id: "failed-emails", count: before + 1 });
  for (const role of ["redaction", "moderation", "tresorerie"]) {
    const other = await loadDashboard(getDb(), now, { permissions: permissionsOf([role]) });
    expect(other.pending.map((item) => item.id)).not.toContain("failed-emails");
  }
});

test("« Renvoyer » delivers the email, journals who did it, and a second click changes nothing", async () => {
  const to = uniqueEmail("renvoi");
  const id = await failedEmailTo(to, "newsletter.confirmation");
  const listed = (await failedEmailJobs(getDb())).find((email) => email.id === id);
  expect(listed).toMatchObject({ to, kind: "newsletter.confirmation", attempts: 3 });
  expect(emailOriginLabel(listed!.kind)).toBe("Lettre d’information");

  const { userId } = await signedInMember();
  const actor = { id: userId, email: "tresorier@example.org" };
  expect(await resendFailedEmail(getDb(), actor, id)).toMatchObject({ id, to });
  await smtp.waitFor((m) => m.to.includes(to));
  await drainJobs("email.send");
  expect(smtp.to(to)).toHaveLength(1);
  expect((await failedEmailJobs(getDb())).some((email) => email.id === id)).toBe(false);

  const entries = await getDb().select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(desc(auditLog.id));
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ action: "resend", entityType: "email", actorId: userId, entityLabel: `Votre reçu d’adhésion 2026 → ${to}`, summary: "Nouvel essai après 3 échecs" });

  expect(await resendFailedEmail(getDb(), actor, id)).toBeNull();
  expect(await getDb().select().from(auditLog).where(eq(auditLog.entityId, id))).toHaveLength(1);
  expect(emailOriginLabel("inconnu.quelque-chose")).toBe("Autre");
});
