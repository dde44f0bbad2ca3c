// The retention job's last run (when, what it removed) and next run, for the back-office
// dashboard. The runs are the queue's own "retention.run" jobs (their output holds the counts),
// kept by the queue as long as sent emails (retentionPolicy.sentEmails): no table of its own.
import { sql } from "drizzle-orm";
import { rows, type Database } from "~/db/client.server";
import { parisCalendarDate, parisWallTimeToUtc } from "~/lib/dates";
import { JOBS_SCHEMA } from "~/lib/jobs.server";
import { PURGED_KINDS, RETENTION_DAILY_TIME } from "./policy";
import type { RetentionCounts } from "./purge.server";

export interface RetentionRun {
  at: Date;
  state: "completed" | "failed";
  /** Rows removed per kind (null when the run failed). */
  counts: RetentionCounts | null;
  total: number;
  error: string | null;
}

export interface RetentionStatus {
  lastRun: RetentionRun | null;
  nextRun: Date;
}

/** The next daily run after `now`: RETENTION_DAILY_TIME on Paris clocks, today or tomorrow. */
export function nextRetentionRun(now: Date, time: string = RETENTION_DAILY_TIME): Date {
  const today = parisCalendarDate(now);
  for (let offset = 0; offset < 3; offset++) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const instant = parisWallTimeToUtc(day.toISOString().slice(0, 10), time);
    if (instant.getTime() > now.getTime()) return instant;
  }
  throw new Error("unreachable");
}

interface RunRow {
  state: "completed" | "failed";
  completed_on: Date | string;
  output: unknown;
}

function countsFrom(output: unknown): RetentionCounts | null {
  const value = (output as { counts?: Record<string, unknown> } | null)?.counts;
  if (!value || typeof value !== "object") return null;
  return Object.fromEntries(PURGED_KINDS.map((kind) => [kind, Number(value[kind] ?? 0)])) as RetentionCounts;
}

/** The last finished daily run (completed, or failed after its retries) and the next one. */
export async function retentionStatus(db: Database, now: Date = new Date()): Promise<RetentionStatus> {
  const schema = sql.raw(JOBS_SCHEMA);
  // Before the queue's first start (a fresh database, a test) its tables do not exist yet.
  const [ready] = rows<{ ready: boolean }>(await db.execute(sql`select to_regclass(${`${JOBS_SCHEMA}.job`}) is not null as ready`));
  if (!ready?.ready) return { lastRun: null, nextRun: nextRetentionRun(now) };
  const columns = sql`state::text as state, completed_on, output`;
  const result = await db.execute(sql`
    select * from (
      select ${columns} from ${schema}.job where name = 'retention.run' and state in ('completed', 'failed')
      union all
      select ${columns} from ${schema}.archive where name = 'retention.run' and state in ('completed', 'failed')
    ) runs
    order by completed_on desc
    limit 1`);
  const row = rows<RunRow>(result)[0];
  const counts = row?.state === "completed" ? countsFrom(row.output) : null;
  const lastRun: RetentionRun | null = row
    ? {
        at: new Date(row.completed_on),
        state: row.state,
        counts,
        total: counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0,
        error: row.state === "failed" ? String((row.output as { message?: unknown } | null)?.message ?? "") : null,
      }
    : null;
  return { lastRun, nextRun: nextRetentionRun(now) };
}
