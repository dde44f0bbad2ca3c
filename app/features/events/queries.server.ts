// Reads of the rencontres for the public side: published rows only (a draft is read only for
// someone who may edit it), with explicit columns. "Now" always comes from the caller (the
// request's clock), so the upcoming/past split is testable and follows X-Test-Now end to end.
import { and, asc, count, desc, eq, gte, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { publishCounts, type PublishCounts } from "~/lib/counts.server";
import { events } from "~/db/schema";
import { renderMarkdown } from "~/lib/markdown.server";
import { eventDateLabels } from "./format";
import type { CalendarEvent } from "./ics";
import type { EventCard, EventPage } from "./types";
import { markdownToPlainText } from "./plain-text.server";
import { SAMPLE_LABEL } from "~/components/ui/sample-label";

export type { EventCard, EventPage };

const cardColumns = {
  slug: events.slug,
  title: events.title,
  type: events.category,
  startsAt: events.startsAt,
  place: events.place,
  urgent: events.urgent,
  capacity: events.capacity,
  participantsInfo: events.participantsInfo,
  summary: events.summary,
  isSample: events.isSample,
};

type CardRow = Omit<EventCard, "startsAt" | "day" | "time" | "when"> & { startsAt: Date };
const toCard = (row: CardRow): EventCard => ({ ...row, startsAt: row.startsAt.toISOString(), ...eventDateLabels(row.startsAt) });

/** Published rencontres that have not started at `now`, soonest first. */
export async function listUpcomingEvents(db: Database, now: Date): Promise<EventCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(events)
    .where(and(eq(events.published, true), gte(events.startsAt, now)))
    .orderBy(asc(events.startsAt), asc(events.id));
  return rows.map(toCard);
}

/** The `limit` most recent published rencontres started before `now`, and how many there are in all. */
export async function listPastEvents(db: Database, now: Date, limit: number): Promise<{ events: EventCard[]; total: number }> {
  const past = and(eq(events.published, true), lt(events.startsAt, now));
  const [rows, [totals]] = await Promise.all([
    db.select(cardColumns).from(events).where(past).orderBy(desc(events.startsAt), desc(events.id)).limit(limit),
    db.select({ total: count() }).from(events).where(past),
  ]);
  return { events: rows.map(toCard), total: totals?.total ?? 0 };
}

/**
 * One rencontre for its page, or null. A draft is returned only with `includeDrafts` (the
 * caller has checked that the viewer may edit rencontres); anyone else gets null, as for an
 * unknown address.
 */
export async function getEventPage(db: Database, slug: string, { includeDrafts = false } = {}): Promise<EventPage | null> {
  const [row] = await db
    .select({ ...cardColumns, id: events.id, published: events.published, content: events.content, updatedAt: events.updatedAt })
    .from(events)
    .where(includeDrafts ? eq(events.slug, slug) : and(eq(events.slug, slug), eq(events.published, true)))
    .limit(1);
  if (!row) return null;
  const { content, updatedAt, ...rest } = row;
  return { ...toCard(rest), id: row.id, published: row.published, html: renderMarkdown(content), text: markdownToPlainText(content), updatedAt: updatedAt.toISOString() };
}

const calendarColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  category: events.category,
  startsAt: events.startsAt,
  place: events.place,
  content: events.content,
  participantsInfo: events.participantsInfo,
  updatedAt: events.updatedAt,
  version: events.version,
  isSample: events.isSample,
};

type CalendarRow = Omit<CalendarEvent, "description" | "updatedAt" | "version"> & { content: string; participantsInfo: string | null; updatedAt: Date; version: number; isSample: boolean };

/** A rencontre as its calendar file describes it: the page's .ics, the feed and the confirmation email's attachment. */
export function toCalendarEvent({ content, participantsInfo, isSample, ...row }: CalendarRow): CalendarEvent {
  // A sample says so in the visitor's calendar too.
  const title = isSample ? `${SAMPLE_LABEL}\u202f: ${row.title}` : row.title;
  return { ...row, title, description: [participantsInfo, markdownToPlainText(content)].filter(Boolean).join("\n\n") };
}

/** Every published rencontre for the calendar feed, in date order. */
export async function listCalendarEvents(db: Database): Promise<CalendarEvent[]> {
  const rows = await db.select(calendarColumns).from(events).where(eq(events.published, true)).orderBy(asc(events.startsAt), asc(events.id));
  return rows.map(toCalendarEvent);
}

/** One published rencontre as a calendar entry, or null. */
export async function getCalendarEvent(db: Database, slug: string): Promise<CalendarEvent | null> {
  const [row] = await db
    .select(calendarColumns)
    .from(events)
    .where(and(eq(events.slug, slug), eq(events.published, true)))
    .limit(1);
  return row ? toCalendarEvent(row) : null;
}

/** The published rencontres' addresses and last changes, for sitemap.xml (samples left out). */
export async function listEventSitemapEntries(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: events.slug, updatedAt: events.updatedAt })
    .from(events)
    .where(and(eq(events.published, true), eq(events.isSample, false)))
    .orderBy(asc(events.startsAt));
}

/** The back-office dashboard's card: every rencontre, the published ones and the drafts. */
export function eventCounts(db: Database): Promise<PublishCounts> {
  return publishCounts(db, events);
}
