// The audience figures of /admin/audience, read from analytics_events over the last 30 or 90
// Paris days (today included): visits per day, top pages, top referrers, the membership funnel
// and the searches that found nothing. A "visit" is a visitor hash seen on a day: the hash
// changes every day, so nobody is followed from one day to the next.
import { sql } from "drizzle-orm";
import { rows, type Database } from "~/db/client.server";
import { analyticsEvents } from "~/db/schema";
import type { AudienceFigures, AudiencePeriod } from "./audience";

export { AUDIENCE_PERIODS, audiencePeriod, type AudienceDay, type AudienceFigures, type AudiencePeriod } from "./audience";

const MEMBERSHIP_PAGES = ["/adhesion", "/adhesion-structured"];
const TOP = 10;

/** "2026-11-25": the Paris calendar day of an instant. */
const parisDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" });

interface AudienceRow {
  days: Array<{ day: string; views: number; visitors: number }> | null;
  pages: Array<{ path: string; views: number; visitors: number }> | null;
  referrers: Array<{ referrer: string; views: number }> | null;
  events: Array<{ action: string; count: number }> | null;
  searches: Array<{ query: string; count: number }> | null;
  search_total: number | null;
  search_empty: number | null;
}

/**
 * Every figure in one statement (one round trip, one scan of the period's rows): the rows of
 * the period are read once into `base` with their Paris day, then each figure aggregates it.
 */
export async function loadAudience(db: Database, now: Date, period: AudiencePeriod): Promise<AudienceFigures> {
  const e = analyticsEvents;
  const today = parisDay.format(now);
  const first = parisDay.format(new Date(Date.parse(`${today}T12:00:00Z`) - (period - 1) * 86_400_000));
  const pages = sql.join(MEMBERSHIP_PAGES.map((p) => sql`${p}`), sql`, `);
  const [row] = rows<AudienceRow>(
    await db.execute(sql`
      with base as materialized (
        select ${e.action} as action, ${e.path} as path, ${e.referrer} as referrer, ${e.visitor} as visitor,
          ${e.label} as label, ${e.found} as found,
          to_char(${e.occurredAt} at time zone 'Europe/Paris', 'YYYY-MM-DD') as day
        from ${e}
        where ${e.occurredAt} >= (${first}::date::timestamp at time zone 'Europe/Paris')
          and ${e.occurredAt} <= ${now.toISOString()}::timestamptz
      ),
      views as (select * from base where action = 'page_view'),
      per_day as (select day, count(*)::int as views, count(distinct visitor)::int as visitors from views group by day),
      days as (
        select to_char(d, 'YYYY-MM-DD') as day from generate_series(${first}::date, ${today}::date, interval '1 day') as d
      )
      select
        (select json_agg(json_build_object('day', days.day, 'views', coalesce(per_day.views, 0), 'visitors', coalesce(per_day.visitors, 0)) order by days.day)
          from days left join per_day on per_day.day = days.day) as days,
        (select json_agg(t) from (
          select path, count(*)::int as views, count(distinct visitor)::int as visitors from views
          group by path order by views desc, path limit ${TOP}) t) as pages,
        (select json_agg(t) from (
          select referrer, count(*)::int as views from views where referrer is not null and referrer not like '/%'
          group by referrer order by views desc, referrer limit ${TOP}) t) as referrers,
        (select json_agg(t) from (
          select action, count(*)::int as count from base where action <> 'page_view' or path in (${pages})
          group by action) t) as events,
        (select json_agg(t) from (
          select label as query, count(*)::int as count from base where action = 'search' and found = false and label is not null
          group by label order by count desc, label limit 20) t) as searches,
        (select count(*)::int from base where action = 'search') as search_total,
        (select count(*)::int from base where action = 'search' and found = false) as search_empty
    `),
  );
  const parse = <T,>(value: T | string | null | undefined): T | null => (typeof value === "string" ? (JSON.parse(value) as T) : (value ?? null));
  const days = (parse(row?.days) ?? []).map((d) => ({ day: d.day, views: Number(d.views), visitors: Number(d.visitors) }));
  const events = (parse(row?.events) ?? []).map((x) => ({ action: x.action, count: Number(x.count) }));
  const countOf = (action: string) => events.find((x) => x.action === action)?.count ?? 0;
  return {
    days,
    totals: { views: days.reduce((s, d) => s + d.views, 0), visitors: days.reduce((s, d) => s + d.visitors, 0) },
    topPages: (parse(row?.pages) ?? []).map((p) => ({ path: p.path, views: Number(p.views), visitors: Number(p.visitors) })),
    topReferrers: (parse(row?.referrers) ?? []).map((r) => ({ referrer: r.referrer, views: Number(r.views) })),
    funnel: { opened: countOf("page_view"), submitted: countOf("membership_started"), paymentStep: countOf("membership_payment_step") },
    searches: {
      total: Number(row?.search_total ?? 0),
      withoutResults: Number(row?.search_empty ?? 0),
      queries: (parse(row?.searches) ?? []).map((q) => ({ query: q.query, count: Number(q.count) })),
    },
    events: events.filter((x) => x.action !== "page_view").sort((a, b) => b.count - a.count || a.action.localeCompare(b.action)),
  };
}
