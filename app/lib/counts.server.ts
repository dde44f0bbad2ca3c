// Counting rows, for the back-office dashboard's figures (a plain total is admin-list's
// countRows): each domain counts its own table with these (features/<domain>), and the dashboard (features/admin/dashboard.server.ts) asks each
// domain for its part instead of reading other domains' tables.
import { count, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { rows, type Database } from "~/db/client.server";

export interface PublishCounts {
  total: number;
  published: number;
  drafts: number;
}

/** Rows of a table with a `published` flag: all of them, the published ones and the drafts. */
export async function publishCounts(db: Database, table: PgTable & { published: AnyPgColumn }): Promise<PublishCounts> {
  const [row] = await db
    .select({ total: count(), published: sql<number>`(count(*) filter (where ${table.published}))::int` })
    .from(table);
  const total = Number(row?.total ?? 0);
  const published = Number(row?.published ?? 0);
  return { total, published, drafts: total - published };
}

export interface WeekCount {
  /** The Monday, YYYY-MM-DD. */
  weekStart: string;
  count: number;
}

/**
 * Rows created per Paris week (Monday 00:00 to Sunday 24:00) over the last `weeks` weeks, the
 * week of `now` last, oldest first; weeks without any are there with zero. The weeks are cut in
 * SQL on Paris wall time, so a Sunday 23:30 and the Monday 00:30 after it fall in different
 * weeks whatever the season (UTC+1 or UTC+2).
 */
export async function createdPerWeek(db: Database, table: PgTable, createdAt: AnyPgColumn, now: Date, weeks: number): Promise<WeekCount[]> {
  const at = now.toISOString();
  const span = sql.raw(`interval '${Math.max(0, Math.trunc(weeks) - 1)} weeks'`);
  const result = await db.execute(sql`
    with bounds as (
      select date_trunc('week', ${at}::timestamptz at time zone 'Europe/Paris') as current_week
    ),
    weeks as (
      select generate_series(current_week - ${span}, current_week, interval '1 week') as week_start from bounds
    ),
    since as (
      select (current_week - ${span}) at time zone 'Europe/Paris' as instant from bounds
    ),
    arrivals as (
      select date_trunc('week', ${createdAt} at time zone 'Europe/Paris') as week_start
        from ${table}, since where ${createdAt} >= since.instant
    )
    select to_char(weeks.week_start, 'YYYY-MM-DD') as week_start, count(arrivals.week_start)::int as n
    from weeks left join arrivals on arrivals.week_start = weeks.week_start
    group by weeks.week_start
    order by weeks.week_start
  `);
  return rows<{ week_start: string; n: number | string }>(result).map((row) => ({ weekStart: row.week_start, count: Number(row.n) }));
}
