// The one job queue (ADR 0015): pg-boss in its own schema `pgboss`, on the application's own
// database connection (PGlite in-process or the PostgreSQL pool of db/client.server.ts), so the
// jobs live in the same database as the rows they are about and survive restarts. One file on
// purpose (over 400 lines): the queue's start, stop, enqueue and its adapter to our database
// connection share one lifecycle, whose ordering at shutdown is the point.
//
// - Job names and payloads are typed here (JobPayloads); the handlers are registered in one place,
//   composition/job-handlers.server.ts, handed to startJobs() by the server (server/lifecycle.ts) and tests.
// - enqueue() is the only way in. With `key`, the same logical job is enqueued once (its id is
//   derived from the key); with `tx`, the job is inserted in the caller's transaction, so a row and
//   the job about it are stored together or not at all.
// - Retries, backoff, expiry and how long finished jobs are kept are the queues' options (the
//   registry's) and the policy's durations (config/retention.ts).
import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import type { Database, Transaction } from "~/db/client.server";
import { retentionPolicy } from "~/config/retention";
import type { OutgoingEmail } from "./email.server";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";

export const JOBS_SCHEMA = "pgboss";

/** The payload of an "email.send" job (lib/email-jobs.server.ts). */
export interface EmailJobData {
  message: OutgoingEmail;
  /** What the email is, for the back-office and the logs: "<feature>.<what>", e.g. "contact.notification". */
  kind: string;
  /** The id of the row the email is about, handed to the kind's outcome handler. */
  ref?: string;
}

/** Every job the site runs, and its payload (JSON: strings, numbers, booleans, plain objects). */
export interface JobPayloads {
  /** Send one email (lib/email-jobs.server.ts). */
  "email.send": EmailJobData;
  /** The daily retention purge (features/retention). */
  "retention.run": Record<string, never>;
  /** The hourly purge of high-churn technical rows (rate-limit counters, form keys). */
  "retention.counters": Record<string, never>;
  /** Hand the next round of a newsletter issue's deliveries to "newsletter.deliver" (throttled). */
  "newsletter.dispatch": { issueId: number; round: number };
  /** Send one subscriber's copy of a newsletter issue (features/newsletter/sending.server.ts). */
  "newsletter.deliver": { deliveryId: number };
  /** The daily backup and its rotation (features/backups). */
  "backup.run": Record<string, never>;
}

export type JobName = keyof JobPayloads;

export const JOB_NAMES = ["email.send", "retention.run", "retention.counters", "newsletter.dispatch", "newsletter.deliver", "backup.run"] as const satisfies readonly JobName[];

/** What a handler learns about the job it runs. */
export interface RunningJob {
  id: string;
  name: JobName;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
}

/** The settings that the registry's queue options read (from the environment, or a test's). */
export interface JobSettings {
  /** How often an idle worker looks for work. */
  pollingIntervalSeconds: number;
  /**
   * How often pg-boss's maintenance runs: among other things it gives back jobs that a killed
   * process left "active" once their expiry has passed (a restart resumes them then).
   */
  maintenanceIntervalSeconds: number;
  email: {
    /** Attempts after the first one. */
    retryLimit: number;
    /** The first retry's delay; doubled (with jitter) at each retry when retryBackoff. */
    retryDelaySeconds: number;
    retryBackoff: boolean;
    /** Emails fetched per poll (each one sent, completed or failed on its own). */
    batchSize: number;
  };
  newsletter: {
    /** Messages of an issue handed to SMTP per minute at most. */
    perMinute: number;
    /** A delivery job left active this long (its process died) is run again. */
    expireInSeconds: number;
    /** Deliveries fetched per poll. */
    batchSize: number;
    /** Deliveries of a batch handed to SMTP at the same time (each SMTP exchange waits on the network). */
    concurrency: number;
  };
  backup: {
    /** The daily backup's time ("HH:MM", Europe/Paris), or null: none (BACKUP_DAILY_AT=off). */
    dailyAt: string | null;
  };
}

export interface QueueOptions {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}

export interface JobDefinition<N extends JobName> {
  queue: (settings: JobSettings) => QueueOptions;
  /** Jobs fetched per poll (default 1). */
  batchSize?: (settings: JobSettings) => number;
  /** Jobs of a fetched batch run at the same time (default 1: one after the other). */
  concurrency?: (settings: JobSettings) => number;
  /** Its return value (JSON) is kept as the job's output. Throwing fails the attempt (then retried). */
  handler: (data: JobPayloads[N], job: RunningJob) => Promise<unknown>;
  /** A recurring run: a 5-field cron read in Europe/Paris; from the settings when it depends on them (null: none). */
  schedule?: JobSchedule<N> | ((settings: JobSettings) => JobSchedule<N> | null);
}

export interface JobSchedule<N extends JobName> {
  cron: string;
  data: JobPayloads[N];
}

export type JobRegistry = { [N in JobName]: JobDefinition<N> };

export interface StartJobsOptions {
  /** Overrides of the settings read from the environment (tests lower the delays). */
  settings?: Partial<Omit<JobSettings, "email" | "newsletter">> & { email?: Partial<JobSettings["email"]>; newsletter?: Partial<JobSettings["newsletter"]> };
  /** Run the handlers in this process (default true). False: only enqueue and read. */
  workers?: boolean;
  /** Register the recurring runs and fire them when due (default true). */
  schedules?: boolean;
}

/** The queue's own rules over the policy: completed jobs leave the job table after a day. */
const ARCHIVE_COMPLETED_SECONDS = 24 * 60 * 60;

/** How long pg-boss keeps finished jobs, from the policy's durations (see ADR 0015). */
export function queueRetentionSeconds(): { archiveCompletedAfterSeconds: number; deleteAfterSeconds: number; archiveFailedAfterSeconds: number } {
  const sent = retentionPolicy.sentEmails.ms / 1000;
  const failed = retentionPolicy.failedEmails.ms / 1000;
  const deleteAfterSeconds = sent - ARCHIVE_COMPLETED_SECONDS;
  return { archiveCompletedAfterSeconds: ARCHIVE_COMPLETED_SECONDS, deleteAfterSeconds, archiveFailedAfterSeconds: failed - deleteAfterSeconds };
}

// ---------------------------------------------------------------------------------------------
// The connection: pg-boss's `db` option is any object with executeSql(text, values).

interface SqlResult {
  rows: unknown[];
}

interface PgliteLike {
  query(text: string, params?: unknown[]): Promise<SqlResult>;
  exec(text: string): Promise<SqlResult[]>;
  isInTransaction?: () => boolean;
}

interface PgLike {
  query(text: string, values?: unknown[]): Promise<SqlResult | SqlResult[]>;
}

function isPglite(client: unknown): client is PgliteLike {
  return typeof (client as PgliteLike).exec === "function" && typeof (client as PgliteLike).query === "function";
}

/**
 * pg-boss's `db` over a PGlite instance or transaction, or a pg Pool or PoolClient. PGlite's
 * `query` takes one statement with parameters; pg-boss also sends parameterless scripts of
 * several statements (its schema, and `BEGIN; …; COMMIT` blocks), which go through `exec`, whose
 * last result is returned. PGlite runs one statement or script at a time, after any transaction
 * in progress: so inside a transaction, enqueue with `tx` or it would wait for itself.
 */
export function sqlExecutor(client: unknown, options: { topLevel: boolean; stopped?: () => boolean }): PgBoss.Db {
  const executor = rawSqlExecutor(client, options);
  const stopped = options.stopped;
  if (!stopped) return executor;
  return {
    async executeSql(text: string, values?: unknown[]) {
      try {
        return await executor.executeSql(text, values as unknown[]);
      } catch (error) {
        // pg-boss completes a worker's batch without awaiting it: after stopJobs() that late write
        // may meet a closed database. Its outcome no longer matters (the jobs were recorded by the
        // worker itself, or will expire and run again), so it must not become an unhandled error.
        if (stopped()) {
          logger.debug({ err: error }, "job queue query after stop ignored");
          return emptyResultFor(text);
        }
        throw error;
      }
    },
  };
}

/**
 * What an ignored late query answers: nothing found, nothing changed. pg-boss's job commands
 * (complete, fail, cancel…) end with `SELECT COUNT(*) FROM results` and read the first row's
 * count, so they get a count of 0; any other query, no rows.
 */
function emptyResultFor(text: string): { rows: never[] } {
  return /select\s+count\(\*\)\s+from\s+results\s*;?\s*$/i.test(text) ? { rows: [{ count: "0" }] as never[] } : { rows: [] };
}

function rawSqlExecutor(client: unknown, options: { topLevel: boolean }): PgBoss.Db {
  if (isPglite(client)) {
    return {
      async executeSql(text: string, values?: unknown[]) {
        if (values && values.length > 0) return (await client.query(text, values)) as { rows: never[] };
        try {
          const results = await client.exec(text);
          return (results[results.length - 1] ?? { rows: [] }) as { rows: never[] };
        } catch (error) {
          // A failed `BEGIN; …; COMMIT` script leaves its transaction open on the one connection.
          if (options.topLevel && client.isInTransaction?.()) await client.exec("ROLLBACK");
          throw error;
        }
      },
    };
  }
  const pg = client as PgLike;
  return {
    async executeSql(text: string, values?: unknown[]) {
      return (await pg.query(text, values)) as { rows: never[] };
    },
  };
}

/** The driver client under the application's Drizzle database or one of its transactions. */
function driverClientOf(handle: unknown): unknown {
  // Drizzle keeps the driver client on the database ($client) and on a transaction's session.
  const h = handle as { $client?: unknown; session?: { client?: unknown } };
  const client = h.session?.client ?? h.$client;
  if (!client) throw new Error("No database client under this handle");
  return client;
}

// ---------------------------------------------------------------------------------------------
// Start, stop, state.

interface RunningQueue {
  boss: PgBoss;
  settings: JobSettings;
  registry: JobRegistry;
  /** This process's worker per job name, woken when this process enqueues (no wait for the poll). */
  workers: Partial<Record<JobName, string>>;
  /** Set by stopJobs(): pg-boss's late, unawaited writes then no longer matter. */
  lifecycle: { stopped: boolean };
}

// On globalThis, like the database: dev-server reloads must not start a second queue.
const holder = globalThis as typeof globalThis & { __adplJobs?: RunningQueue };

/** The settings from the environment (EMAIL_RETRY_LIMIT, EMAIL_RETRY_DELAY_SECONDS, JOBS_POLLING_SECONDS, NEWSLETTER_SEND_PER_MINUTE). */
export function jobSettingsFromEnv(): JobSettings {
  const env = getEnv();
  return {
    pollingIntervalSeconds: env.JOBS_POLLING_SECONDS,
    maintenanceIntervalSeconds: 60,
    email: { retryLimit: env.EMAIL_RETRY_LIMIT, retryDelaySeconds: env.EMAIL_RETRY_DELAY_SECONDS, retryBackoff: true, batchSize: 10 },
    // Five SMTP hand-overs of at most 40 s each fit in the expiry.
    newsletter: { perMinute: env.NEWSLETTER_SEND_PER_MINUTE, expireInSeconds: 5 * 60, batchSize: 8, concurrency: 4 },
    backup: { dailyAt: env.BACKUP_DAILY_AT === "off" ? null : env.BACKUP_DAILY_AT },
  };
}

/**
 * Starts the queue on `db` (the open database): creates or migrates the `pgboss` schema, the queues of
 * the registry (their options updated to the current settings), the recurring runs, and one
 * worker per job name. Call after migrateDatabase(), once per process.
 */
export async function startJobs(db: Database, registry: JobRegistry, options: StartJobsOptions = {}): Promise<void> {
  if (holder.__adplJobs) throw new Error("The job queue is already started");
  const fromEnv = jobSettingsFromEnv();
  const settings: JobSettings = {
    ...fromEnv,
    ...options.settings,
    email: { ...fromEnv.email, ...options.settings?.email },
    newsletter: { ...fromEnv.newsletter, ...options.settings?.newsletter },
  };
  const schedules = options.schedules ?? true;
  const lifecycle = { stopped: false };
  const boss = new PgBoss({
    db: sqlExecutor(driverClientOf(db), { topLevel: true, stopped: () => lifecycle.stopped }),
    schema: JOBS_SCHEMA,
    migrate: true,
    supervise: true,
    schedule: schedules,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
    ...queueRetentionSeconds(),
  });
  boss.on("error", (error: unknown) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  const running: RunningQueue = { boss, settings, registry, workers: {}, lifecycle };
  holder.__adplJobs = running;
  try {
    for (const name of JOB_NAMES) {
      const queueOptions = registry[name].queue(settings);
      if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...queueOptions });
      else await boss.createQueue(name, { name, ...queueOptions });
    }
    if (schedules) {
      for (const name of JOB_NAMES) {
        const definition = registry[name].schedule;
        const schedule = typeof definition === "function" ? definition(settings) : definition;
        if (schedule) await boss.schedule(name, schedule.cron, schedule.data as object, { tz: "Europe/Paris" });
        else await boss.unschedule(name);
      }
    }
    if (options.workers ?? true) {
      for (const name of JOB_NAMES) await startWorker(running, name);
    }
  } catch (error) {
    holder.__adplJobs = undefined;
    await boss.stop({ graceful: false, close: false }).catch(() => undefined);
    throw error;
  }
  logger.info({ workers: options.workers ?? true, schedules }, "job queue started");
}

async function startWorker<N extends JobName>(running: RunningQueue, name: N): Promise<void> {
  const { boss, settings, registry } = running;
  const definition = registry[name] as JobDefinition<N>;
  const batchSize = definition.batchSize?.(settings) ?? 1;
  const concurrency = Math.max(1, definition.concurrency?.(settings) ?? 1);
  running.workers[name] = await boss.work<JobPayloads[N]>(
    name,
    { batchSize, pollingIntervalSeconds: settings.pollingIntervalSeconds, includeMetadata: true },
    async (jobs) => {
      // Each job that succeeds is completed on its own (pg-boss would otherwise fail the whole
      // batch with its first failure). A failure is left to pg-boss: this callback throws once
      // the batch is done, and pg-boss fails the batch's jobs still active, that is exactly the
      // failed ones. Recording a failure here instead would race pg-boss's own completion of the
      // batch, which it sends without awaiting it after the callback returns: a job failed here
      // and due again at once (no retry delay) could be fetched again, active, before that late
      // write, which then marked it completed though its email was never handed over.
      const failures: string[] = [];
      const runOne = async (job: (typeof jobs)[number]) => {
        const meta: RunningJob = { id: job.id, name, retryCount: job.retryCount, retryLimit: job.retryLimit };
        // Recording the success can fail too (the database closing under a stopping process): the
        // job then stays active until it expires and runs again. Logged, never thrown at pg-boss,
        // and a handler's success is never recorded as its failure.
        const recordSuccess = async (write: () => Promise<unknown>) => {
          try {
            await write();
          } catch (error) {
            logger.warn({ err: error, job: job.id, queue: name }, "job outcome (complete) could not be recorded");
          }
        };
        let output: unknown;
        try {
          output = await definition.handler(job.data, meta);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const final = job.retryCount >= job.retryLimit;
          logger[final ? "error" : "warn"]({ err: error, job: job.id, queue: name, attempt: job.retryCount + 1 }, final ? "job failed for good" : "job failed, will retry");
          failures.push(message);
          return;
        }
        await recordSuccess(() => boss.complete(name, job.id, (output ?? undefined) as object | undefined));
      };
      for (let start = 0; start < jobs.length; start += concurrency) await Promise.all(jobs.slice(start, start + concurrency).map(runOne));
      // A full batch: more may be waiting (a newsletter's 2 000 copies), so fetch again at once
      // instead of sleeping a polling interval between batches.
      const worker = running.workers[name];
      if (jobs.length >= batchSize && worker) boss.notifyWorker(worker);
      // Its message is the job's last error as the back-office lists it (one per distinct cause).
      if (failures.length > 0) throw new Error([...new Set(failures)].join(" ; ").slice(0, 1000));
    },
  );
}

/** Stops the workers (waiting up to 5 s for the jobs in hand) and the schedules; the database stays open. */
export async function stopJobs(): Promise<void> {
  const running = holder.__adplJobs;
  holder.__adplJobs = undefined;
  if (!running) return;
  running.lifecycle.stopped = true;
  await running.boss.stop({ graceful: true, wait: true, close: false, timeout: 5_000 });
  logger.info("job queue stopped");
}

/**
 * Wakes this process's idle workers now instead of at their next poll (tests' drainJobs: a job
 * enqueued in a transaction, or waiting for a retry, is otherwise taken up to a polling interval
 * later). The server never calls it; it changes no setting.
 */
export function wakeWorkers(): void {
  const running = holder.__adplJobs;
  if (!running || running.lifecycle.stopped) return;
  for (const worker of Object.values(running.workers)) if (worker) running.boss.notifyWorker(worker);
}

export function jobsRunning(): boolean {
  return holder.__adplJobs !== undefined;
}

function current(): RunningQueue {
  const running = holder.__adplJobs;
  if (!running) throw new Error("The job queue is not started: call startJobs() first");
  return running;
}

/** The running queue's settings (the newsletter's throttle reads its rate here). */
export function jobSettings(): JobSettings {
  return current().settings;
}

/** The pg-boss instance, for this module's siblings (email jobs' back-office reads, retention status). */
export function jobQueue(): PgBoss {
  return current().boss;
}

// ---------------------------------------------------------------------------------------------
// Enqueueing.

export interface EnqueueOptions {
  /**
   * The job's identity: the same key for the same job name is enqueued once, as long as the
   * first job is kept (queued, running, failed, or finished within the queue's retention).
   */
  key?: string;
  /** Insert the job in this transaction (with the rows it is about). */
  tx?: Transaction;
  /** Run no earlier than this. */
  startAfter?: Date;
}

/** A UUID (version 5 layout) derived from a job name and key, so a repeated key collides. */
export function jobIdForKey(name: JobName, key: string): string {
  const bytes = createHash("sha256").update(`${name}\u0000${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** pg-boss's connection option for work done in the caller's transaction. */
export function inTransaction(tx: Transaction): { db: PgBoss.Db } {
  return { db: sqlExecutor(driverClientOf(tx), { topLevel: false }) };
}

/**
 * Puts a job in the queue; returns its id, or null when a job with the same key already exists
 * (nothing enqueued). The queue must be started (workers may run in another process).
 */
export async function enqueue<N extends JobName>(name: N, data: JobPayloads[N], options: EnqueueOptions = {}): Promise<string | null> {
  const { boss } = current();
  const db = options.tx ? inTransaction(options.tx).db : undefined;
  const id = options.key === undefined ? undefined : jobIdForKey(name, options.key);
  if (id) {
    // The job table's primary key refuses a second insert; a finished job may be in the archive.
    const existing = await boss.getJobById(name, id, { includeArchive: true, ...(db ? { db } : {}) });
    if (existing) return null;
  }
  const sent = await boss.send(name, data as object, {
    ...(id ? { id } : {}),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(db ? { db } : {}),
  });
  // A job enqueued outside a transaction is visible now: this process's worker takes it without
  // waiting for its next poll (one in a transaction waits for the commit, then the poll).
  const worker = current().workers[name];
  if (sent && worker && !options.tx && !options.startAfter) boss.notifyWorker(worker);
  return sent;
}

/**
 * Puts many jobs of one name in the queue in one statement (a newsletter round: hundreds of
 * deliveries). Each job's id comes from its key, so a key already enqueued is skipped, as with
 * enqueue(); `startAfter` spreads them in time. With `tx`, they are inserted in that transaction.
 */
export async function enqueueMany<N extends JobName>(
  name: N,
  jobs: readonly { data: JobPayloads[N]; key: string; startAfter?: Date }[],
  options: { tx?: Transaction } = {},
): Promise<void> {
  if (jobs.length === 0) return;
  const { boss } = current();
  const db = options.tx ? sqlExecutor(driverClientOf(options.tx), { topLevel: false }) : undefined;
  await boss.insert(
    jobs.map((job) => ({ id: jobIdForKey(name, job.key), name, data: job.data as object, ...(job.startAfter ? { startAfter: job.startAfter.toISOString() } : {}) })),
    db ? { db } : {},
  );
}
