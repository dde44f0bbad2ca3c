// The job queue in integration tests: started on the test file's database with fast polling,
// no schedules, and short email retries (immediate, 3 attempts). tests/setup/integration.ts
// starts it before each file's tests and stops it before the database closes; a test that
// restarts it calls stopJobs() then startTestJobs().
import { sql } from "drizzle-orm";
import { getDb, rows } from "~/db/client.server";
import { jobHandlers } from "~/composition/job-handlers.server";
import { JOBS_SCHEMA, startJobs, wakeWorkers, type JobName, type StartJobsOptions } from "~/lib/jobs.server";

export const TEST_EMAIL_RETRY_LIMIT = 2;

export async function startTestJobs(options: Omit<StartJobsOptions, "settings"> = {}): Promise<void> {
  await startJobs(getDb(), jobHandlers, {
    schedules: false,
    ...options,
    settings: { pollingIntervalSeconds: 0.5, email: { retryLimit: TEST_EMAIL_RETRY_LIMIT, retryDelaySeconds: 0, retryBackoff: false, batchSize: 10 } },
  });
}

/** Jobs of a queue not finished yet (queued, waiting for a retry, or running). */
export async function pendingJobs(name?: JobName): Promise<number> {
  const result = await getDb().execute(
    sql`select count(*)::int as n from ${sql.raw(JOBS_SCHEMA)}.job where state in ('created', 'retry', 'active') and (${name ?? null}::text is null or name = ${name ?? null})`,
  );
  return Number(rows<{ n: number }>(result)[0]?.n ?? 0);
}

/** Waits until the running workers have finished every job (of one queue, or all). */
export async function drainJobs(name?: JobName, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while ((await pendingJobs(name)) > 0) {
    if (Date.now() - started > timeoutMs) throw new Error(`jobs still pending after ${timeoutMs} ms`);
    // The workers still poll on their own; waking them only saves the wait for the next poll
    // (jobs committed in a transaction, retries due now). A job not due yet stays pending.
    wakeWorkers();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
