// The back-office's view of emails that could not be sent: every "email.send" job that failed on
// its last attempt (in the queue's job table or its archive, kept retentionPolicy.failedEmails),
// and "send again". Personal data (recipients): admin routes and features only.
import { is, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import { rows, type Database, type Transaction } from "~/db/client.server";
import { enqueue, inTransaction, jobQueue, JOBS_SCHEMA, type EmailJobData } from "./jobs.server";

export interface FailedEmailJob {
  id: string;
  to: string;
  subject: string;
  kind: string;
  /** The last attempt's error message. */
  lastError: string;
  attempts: number;
  /** When it was queued, and when the last attempt failed. */
  createdAt: Date;
  failedAt: Date;
}

interface FailedRow {
  id: string;
  recipient: string | null;
  subject: string | null;
  kind: string | null;
  last_error: string | null;
  attempts: number | string;
  created_on: Date | string;
  failed_on: Date | string | null;
}

const schema = sql.raw(JOBS_SCHEMA);

/** The emails that failed for good, most recent first (at most `limit`). */
export async function failedEmailJobs(db: Database, limit = 200): Promise<FailedEmailJob[]> {
  const columns = sql`id, data->'message'->>'to' as recipient, data->'message'->>'subject' as subject, data->>'kind' as kind,
    output->>'message' as last_error, retry_count + 1 as attempts, created_on, completed_on as failed_on`;
  const result = await db.execute(sql`
    select * from (
      select ${columns} from ${schema}.job where name = 'email.send' and state = 'failed'
      union all
      select ${columns} from ${schema}.archive where name = 'email.send' and state = 'failed'
    ) failed
    order by failed_on desc nulls last, id
    limit ${limit}`);
  return rows<FailedRow>(result).map((row) => ({
    id: row.id,
    to: row.recipient ?? "",
    subject: row.subject ?? "",
    kind: row.kind ?? "",
    lastError: row.last_error ?? "",
    attempts: Number(row.attempts),
    createdAt: new Date(row.created_on),
    failedAt: new Date(row.failed_on ?? row.created_on),
  }));
}

/**
 * Sends a failed email again: one more attempt of the same job (or, once it has left the job
 * table for the archive, a new job with the same message), in the caller's transaction when
 * `db` is one (with its journal entry). Null when no failed email has this id; else the email.
 */
export async function retryFailedEmail(db: Database | Transaction, id: string): Promise<FailedEmailJob | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  // Outside a transaction the queue uses its own connection, as enqueue() without `tx` does.
  const tx = is(db, PgTransaction) ? (db as Transaction) : undefined;
  const boss = jobQueue();
  const connection = tx ? inTransaction(tx) : {};
  const job = await boss.getJobById<EmailJobData>("email.send", id, { includeArchive: true, ...connection });
  if (!job || job.state !== "failed") return null;
  const failed: FailedEmailJob = {
    id,
    to: job.data.message.to,
    subject: job.data.message.subject,
    kind: job.data.kind,
    lastError: "",
    attempts: job.retryCount + 1,
    createdAt: new Date(job.createdOn),
    failedAt: new Date(job.completedOn ?? job.createdOn),
  };
  const live = await boss.getJobById<EmailJobData>("email.send", id, { includeArchive: false, ...connection });
  if (live) {
    await boss.retry("email.send", id, connection);
    return failed;
  }
  await enqueue("email.send", job.data, tx ? { tx } : {});
  await db.execute(sql`delete from ${schema}.archive where name = 'email.send' and id = ${id}`);
  return failed;
}

/** How many emails failed for good and are still kept (the dashboard's figure). */
export async function failedEmailCount(db: Database): Promise<number> {
  const result = await db.execute(sql`
    select (select count(*) from ${schema}.job where name = 'email.send' and state = 'failed')
         + (select count(*) from ${schema}.archive where name = 'email.send' and state = 'failed') as n`);
  return Number(rows<{ n: number | string }>(result)[0]?.n ?? 0);
}

/**
 * Sends again the failed email of this kind about this row (its latest failed job), in the
 * caller's transaction: a feature's own "Renvoyer" thus retries the very job /admin/emails
 * lists, and the two buttons cannot send the email twice. False when no failed email is kept
 * for that row (the caller then queues a new one).
 */
export async function retryFailedEmailAbout(tx: Transaction, kind: string, ref: string): Promise<boolean> {
  const result = await tx.execute(sql`
    select id from (
      select id, completed_on from ${schema}.job where name = 'email.send' and state = 'failed' and data->>'kind' = ${kind} and data->>'ref' = ${ref}
      union all
      select id, completed_on from ${schema}.archive where name = 'email.send' and state = 'failed' and data->>'kind' = ${kind} and data->>'ref' = ${ref}
    ) failed
    order by completed_on desc nulls last
    limit 1`);
  const id = rows<{ id: string }>(result)[0]?.id;
  return id !== undefined && (await retryFailedEmail(tx, id)) !== null;
}
