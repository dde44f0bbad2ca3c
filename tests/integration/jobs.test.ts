// The job queue (pg-boss on the test database, PGlite or PostgreSQL): a job runs once, emails
// reach the SMTP sink, SMTP failures are retried then listed as failed and can be sent again,
// queued jobs survive a restart, a dedupe key sends once, a job enqueued in a transaction
// follows it.
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, test } from "vitest";
import { getDb, rows } from "~/db/client.server";
import { failedEmailJobs, retryFailedEmail } from "~/lib/email-jobs.admin.server";
import { emailOutcomes } from "~/composition/job-handlers.server";
import { enqueueEmail } from "~/lib/email-jobs.server";
import { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";
import { enqueue, JOBS_SCHEMA, jobIdForKey, jobQueue, jobSettingsFromEnv, queueRetentionSeconds, sqlExecutor, startJobs, stopJobs } from "~/lib/jobs.server";
import { jobHandlers } from "~/composition/job-handlers.server";
import { retentionPolicy } from "~/config/retention";
import { uniqueEmail } from "../factories";
import { drainJobs, startTestJobs, TEST_EMAIL_RETRY_LIMIT } from "../setup/jobs";
import { restoreServices, smtp } from "../setup/integration";

const message = (to: string, subject = "Bonjour") => ({ to, subject, text: `Message pour ${to}` });

afterEach(restoreServices);

async function jobState(id: string): Promise<string | undefined> {
  return (await jobQueue().getJobById("email.send", id, { includeArchive: true }))?.state;
}

describe("job queue", () => {
  test("creates its schema at start and keeps finished jobs as long as the policy says", async () => {
    const tables = rows<{ tablename: string }>(await getDb().execute(sql`select tablename from pg_tables where schemaname = 'pgboss' order by 1`)).map((t) => t.tablename);
    expect(tables).toEqual(expect.arrayContaining(["job", "archive", "queue", "schedule", "version"]));
    const kept = queueRetentionSeconds();
    expect(kept.archiveCompletedAfterSeconds + kept.deleteAfterSeconds).toBe(retentionPolicy.sentEmails.ms / 1000);
    expect(kept.archiveFailedAfterSeconds + kept.deleteAfterSeconds).toBe(retentionPolicy.failedEmails.ms / 1000);
  });

  test("an email job is delivered to the SMTP server once", async () => {
    const to = uniqueEmail("file");
    const id = await enqueueEmail(message(to, "Votre message"), { kind: "test.hello" });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mail = await smtp.waitFor((m) => m.to.includes(to));
    expect(mail.subject).toBe("Votre message");
    await drainJobs("email.send");
    expect(await jobState(id!)).toBe("completed");
    await new Promise((resolve) => setTimeout(resolve, 700)); // one more polling round
    expect(smtp.to(to)).toHaveLength(1);
  });

  test("the same dedupe key twice sends one email", async () => {
    const to = uniqueEmail("unique");
    const key = `newsletter:42:${to}`;
    const first = await enqueueEmail(message(to), { kind: "test.dedupe", dedupeKey: key });
    const second = await enqueueEmail(message(to), { kind: "test.dedupe", dedupeKey: key });
    expect(first).toBe(jobIdForKey("email.send", key));
    expect(second).toBeNull();
    await smtp.waitFor((m) => m.to.includes(to));
    await drainJobs("email.send");
    // Still once after it was sent.
    expect(await enqueueEmail(message(to), { kind: "test.dedupe", dedupeKey: key })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(smtp.to(to)).toHaveLength(1);
  });

  test("a sent email's key still counts once the job has moved to the archive", async () => {
    const to = uniqueEmail("archive-cle");
    const key = `receipt:${to}`;
    const id = (await enqueueEmail(message(to), { kind: "test.dedupe", dedupeKey: key }))!;
    await smtp.waitFor((m) => m.to.includes(to));
    await drainJobs("email.send");
    // What the queue's maintenance does a day after completion.
    await getDb().execute(sql`
      with moved as (delete from pgboss.job where name = 'email.send' and id = ${id} returning *)
      insert into pgboss.archive select *, now() from moved`);
    expect(await enqueueEmail(message(to), { kind: "test.dedupe", dedupeKey: key })).toBeNull();
  });

  test("emails are retried 4 times with exponential backoff by default", () => {
    const options = jobHandlers["email.send"].queue(jobSettingsFromEnv());
    expect(options).toMatchObject({ retryLimit: 4, retryDelay: 60, retryBackoff: true });
  });

  // These three start a PGlite of their own (WebAssembly compilation and initdb: seconds, tens of
  // seconds on a loaded CI machine).
  const NEW_PGLITE_TIMEOUT = 90_000;

  test("once the queue is stopped, pg-boss's late writes on a closed database are ignored, not thrown", async () => {
    const client = new PGlite();
    await client.close();
    let stopped = false;
    const db = sqlExecutor(client, { topLevel: true, stopped: () => stopped });
    // Running: a failure is the caller's to see.
    await expect(db.executeSql("select $1::int as n", [1])).rejects.toThrow();
    // Stopped (pg-boss completes a batch without awaiting it): the late write resolves empty.
    stopped = true;
    await expect(db.executeSql("select $1::int as n", [1])).resolves.toEqual({ rows: [] });
    // A job command (complete, fail…) reads a count: nothing changed.
    await expect(db.executeSql("WITH results AS (UPDATE x SET y = 1 RETURNING 1)\n    SELECT COUNT(*) FROM results\n  ", [])).resolves.toEqual({ rows: [{ count: "0" }] });
  }, NEW_PGLITE_TIMEOUT);

  test("pg-boss's own complete command, late on a closed database, ends quietly with nothing affected", async () => {
    const client = new PGlite();
    await client.close();
    const boss = new PgBoss({ db: sqlExecutor(client, { topLevel: true, stopped: () => true }), schema: JOBS_SCHEMA });
    await expect(boss.complete("email.send", "00000000-0000-0000-0000-000000000000")).resolves.toMatchObject({ affected: 0 });
  }, NEW_PGLITE_TIMEOUT);

  test("the PGlite adapter: a failed BEGIN…COMMIT script does not leave its transaction open", async () => {
    const client = new PGlite();
    try {
      const db = sqlExecutor(client, { topLevel: true });
      await expect(db.executeSql("BEGIN; SELECT 1/0; COMMIT;", [])).rejects.toThrow(/division by zero/);
      expect(client.isInTransaction()).toBe(false);
      expect((await db.executeSql("select $1::int + 1 as n", [41])).rows).toEqual([{ n: 42 }]);
      expect((await db.executeSql("create table t (n int); insert into t values (7); select n from t;", [])).rows).toEqual([{ n: 7 }]);
    } finally {
      await client.close();
    }
  }, NEW_PGLITE_TIMEOUT);

  test("an SMTP failure is retried, then listed as failed, and sent again once the SMTP is back", async () => {
    const port = smtp.port;
    await smtp.stop();
    const to = uniqueEmail("panne");
    const id = (await enqueueEmail(message(to, "Reçu d’adhésion"), { kind: "membership.receipt" }))!;
    await drainJobs("email.send");
    expect(await jobState(id)).toBe("failed");

    const failed = (await failedEmailJobs(getDb())).find((job) => job.id === id);
    expect(failed).toMatchObject({ to, subject: "Reçu d’adhésion", kind: "membership.receipt", attempts: TEST_EMAIL_RETRY_LIMIT + 1 });
    expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed!.failedAt.getTime()).toBeGreaterThanOrEqual(failed!.createdAt.getTime());

    await smtp.start(port);
    expect(await retryFailedEmail(getDb(), id)).toMatchObject({ id, to, kind: "membership.receipt" });
    await smtp.waitFor((m) => m.to.includes(to));
    await drainJobs("email.send");
    expect(await jobState(id)).toBe("completed");
    expect((await failedEmailJobs(getDb())).some((job) => job.id === id)).toBe(false);
    expect(smtp.to(to)).toHaveLength(1);
    // Nothing to retry any more, and nonsense ids are refused.
    expect(await retryFailedEmail(getDb(), id)).toBeNull();
    expect(await retryFailedEmail(getDb(), "pas-un-id")).toBeNull();
  });

  test("a failed email that has left for the archive is sent again as a new job", async () => {
    const port = smtp.port;
    await smtp.stop();
    const to = uniqueEmail("archive");
    const id = (await enqueueEmail(message(to), { kind: "test.archive" }))!;
    await drainJobs("email.send");
    // What the queue's maintenance does after archiveFailedAfterSeconds.
    await getDb().execute(sql`
      with moved as (delete from pgboss.job where name = 'email.send' and id = ${id} returning *)
      insert into pgboss.archive select *, now() from moved`);
    expect((await failedEmailJobs(getDb())).find((job) => job.id === id)?.to).toBe(to);
    await smtp.start(port);
    expect(await retryFailedEmail(getDb(), id)).toMatchObject({ id, to });
    await smtp.waitFor((m) => m.to.includes(to));
    expect((await failedEmailJobs(getDb())).some((job) => job.id === id)).toBe(false);
  });

  test("the email's feature hears of the last attempt's failure once, then of the success after a retry", async () => {
    const heard: { ref: string; status: string }[] = [];
    emailOutcomes["test.outcome"] = async (ref, outcome) => {
      heard.push({ ref, status: outcome.status });
    };
    try {
      const port = smtp.port;
      await smtp.stop();
      const to = uniqueEmail("outcome");
      const id = (await enqueueEmail(message(to), { kind: "test.outcome", ref: "ligne-42" }))!;
      await drainJobs("email.send");
      // Three attempts, one "failed": the earlier failures are retries, not news. (Read once the
      // job itself is failed, and said with its state when not: seen once on a loaded CI host.)
      await expect.poll(() => jobState(id)).toBe("failed");
      await expect.poll(() => heard, { message: `outcomes heard for job ${id}` }).toEqual([{ ref: "ligne-42", status: "failed" }]);

      await smtp.start(port);
      // A retry inside a transaction that rolls back changes nothing.
      await getDb()
        .transaction(async (tx) => {
          expect(await retryFailedEmail(tx, id)).not.toBeNull();
          throw new Error("rollback");
        })
        .catch(() => undefined);
      expect(await jobState(id)).toBe("failed");

      await getDb().transaction(async (tx) => {
        expect(await retryFailedEmail(tx, id)).not.toBeNull();
      });
      await drainJobs("email.send");
      expect(heard).toEqual([
        { ref: "ligne-42", status: "failed" },
        { ref: "ligne-42", status: "sent" },
      ]);
      expect(smtp.to(to)).toHaveLength(1);
    } finally {
      delete emailOutcomes["test.outcome"];
    }
  });

  test("queued jobs survive a restart of the queue", async () => {
    await stopJobs();
    // A process that only enqueues (its workers off), then stops before anything ran.
    await startJobs(getDb(), jobHandlers, { workers: false, schedules: false });
    const to = uniqueEmail("redemarrage");
    const id = (await enqueueEmail(message(to), { kind: "test.restart" }))!;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(smtp.to(to)).toHaveLength(0);
    await stopJobs();
    await startTestJobs();
    await smtp.waitFor((m) => m.to.includes(to));
    await drainJobs("email.send");
    expect(await jobState(id)).toBe("completed");
    expect(smtp.to(to)).toHaveLength(1);
  });

  test("a job enqueued in a transaction exists only if the transaction commits", async () => {
    const kept = uniqueEmail("commit");
    const dropped = uniqueEmail("rollback");
    await getDb().transaction(async (tx) => {
      await enqueueEmail(message(kept), { kind: "test.tx", tx });
    });
    await expect(
      getDb().transaction(async (tx) => {
        await enqueueEmail(message(dropped), { kind: "test.tx", tx, dedupeKey: `tx:${dropped}` });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await smtp.waitFor((m) => m.to.includes(kept));
    await drainJobs("email.send");
    expect(smtp.to(dropped)).toHaveLength(0);
    // The rolled-back key is free again.
    expect(await enqueueEmail(message(dropped), { kind: "test.tx", dedupeKey: `tx:${dropped}` })).not.toBeNull();
    await smtp.waitFor((m) => m.to.includes(dropped));
  });

  test("a job with a key is enqueued once; an unknown email kind is refused", async () => {
    expect(await enqueue("retention.counters", {}, { key: "k1" })).not.toBeNull();
    expect(await enqueue("retention.counters", {}, { key: "k1" })).toBeNull();
    await drainJobs("retention.counters");
    await expect(enqueueEmail(message("a@example.org"), { kind: "Pas Bon" })).rejects.toThrow(/kind/);
  });

  test("the recurring runs are registered on Paris time", async () => {
    await stopJobs();
    await startJobs(getDb(), jobHandlers, { workers: false, schedules: true });
    const schedules = await jobQueue().getSchedules();
    expect(schedules.map((s) => [s.name, s.cron, s.options?.tz]).sort()).toEqual([
      ["backup.run", "45 2 * * *", "Europe/Paris"],
      ["retention.counters", "17 * * * *", "Europe/Paris"],
      ["retention.run", "30 3 * * *", "Europe/Paris"],
    ]);
    await stopJobs();
  });
});
