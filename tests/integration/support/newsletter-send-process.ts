// A process that sends a newsletter issue as the server would (database, migrations, the job
// queue with its workers), for tests/integration/newsletter-kill.test.ts, which kills it with
// SIGKILL in the middle of the sending and starts it again on the same database.
//
// Run with `node --import tsx`. Environment: KILL_TEST_DB ("pglite:<dir>" or a PostgreSQL URL),
// SMTP_URL (the test's sink), KILL_TEST_PREPARE=<n> to create n confirmed subscribers and an
// issue and start sending it (first run only). Prints one JSON line when the issue is sent: its
// figures, and the addresses of the copies left uncertain by the kill.
import { and, eq, sql } from "drizzle-orm";
import { connectDatabase, getDb, migrateDatabase, rows } from "~/db/client.server";
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers, users } from "~/db/schema";
import { createIssue } from "~/features/newsletter/admin/issues.server";
import { sendingProgress, startSending } from "~/features/newsletter/sending.server";
import { jobHandlers } from "~/composition/job-handlers.server";
import { startJobs } from "~/lib/jobs.server";

const target = process.env.KILL_TEST_DB ?? "";
connectDatabase(target.startsWith("pglite:") ? { kind: "pglite", dataDir: target.slice("pglite:".length) } : { kind: "postgres", url: target });
await migrateDatabase();
await startJobs(getDb(), jobHandlers, {
  schedules: false,
  settings: {
    pollingIntervalSeconds: 0.5,
    // Jobs a killed process left active are given back after 20 s, checked every second. The
    // expiry must exceed the time a live worker needs for its batch (slow on a loaded machine),
    // or a copy still being sent would be handed out a second time.
    maintenanceIntervalSeconds: 1,
    email: { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false, batchSize: 10 },
    // 6 000 a minute: one round, a copy every 10 ms, 2 000 in about 20 s.
    newsletter: { perMinute: Number(process.env.KILL_TEST_RATE ?? 6000), expireInSeconds: 20, batchSize: 10, concurrency: 10 },
  },
});

const prepare = Number(process.env.KILL_TEST_PREPARE ?? 0);
if (prepare > 0) {
  const db = getDb();
  // One multi-row insert (in chunks PostgreSQL's parameter limit accepts).
  const all = Array.from({ length: prepare }, (_, i) => ({
    email: `abonne-${i}@exemple.fr`,
    status: "confirmed" as const,
    source: "newsletter",
    unsubscribeToken: `jeton-${String(i).padStart(6, "0")}`.padEnd(43, "x"),
    confirmedAt: new Date(),
  }));
  for (let i = 0; i < all.length; i += 5000) await db.insert(newsletterSubscribers).values(all.slice(i, i + 5000));
  const [author] = await db.insert(users).values({ id: "kill-test-author", email: "redaction@exemple.fr", name: "Rédaction", emailVerified: true }).returning({ id: users.id });
  const actor = { id: author!.id, email: "redaction@exemple.fr" };
  const id = await createIssue(db, actor, { subject: "La lettre de la Presqu’île", body: "Bonjour,\n\nVoici les nouvelles du quartier." });
  const started = await startSending(db, actor, id);
  if (started.status !== "started") throw new Error(`sending did not start: ${started.status}`);
  console.log(JSON.stringify({ prepared: prepare, issueId: id }));
}

// Wait until the issue is sent, then report its figures.
for (;;) {
  const [issue] = rows<{ id: number; status: string }>(await getDb().execute(sql`select id, status from ${newsletterIssues} order by id desc limit 1`));
  if (issue?.status === "sent") {
    const [row] = await getDb().select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
    const uncertain = await getDb().select({ email: newsletterDeliveries.email }).from(newsletterDeliveries).where(and(eq(newsletterDeliveries.issueId, issue.id), eq(newsletterDeliveries.status, "uncertain")));
    const stored = { total: row!.recipientCount, sent: row!.sentCount, failed: row!.failedCount, skipped: row!.skippedCount, uncertain: row!.uncertainCount };
    console.log(JSON.stringify({ done: true, issueId: issue.id, progress: await sendingProgress(getDb(), issue.id), stored, uncertain: uncertain.map((u) => u.email) }));
    process.exit(0);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
