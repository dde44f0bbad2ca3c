// The newsletter's subscribers in the back-office (/admin/newsletter/abonnes): the list with its
// status filter and search, the CSV export of the same selection, and the manual unsubscribe
// (journaled). Personal data: only admin routes, features and tests import this file (eslint).
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { allRows, countRows, csvStream, defineList, isUuid, listWhere, paginate, type CsvColumn, type ListPage, type ListQueryOf } from "~/lib/admin-list.server";
import type { SessionUser } from "~/lib/auth.server";
import { recordJournal } from "~/lib/journal.server";
import { SOURCE_LABELS, SUBSCRIBER_FILTERS, SUBSCRIBER_STATUS_LABELS, type SubscriberStatus } from "../issues";

export const subscriberList = defineList({
  filters: { status: { param: "statut", values: Object.keys(SUBSCRIBER_FILTERS) as (keyof typeof SUBSCRIBER_FILTERS)[] } },
  sorts: ["recent", "ancien", "adresse"],
  defaultPageSize: 50,
});
export type SubscriberListQuery = ListQueryOf<typeof subscriberList>;

export interface SubscriberRow {
  id: string;
  email: string;
  status: SubscriberStatus;
  statusLabel: string;
  source: string;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

function selection(db: Database, query: SubscriberListQuery) {
  const where: SQL | undefined = and(
    query.status ? eq(newsletterSubscribers.status, SUBSCRIBER_FILTERS[query.status]) : undefined,
    listWhere({ ...query, status: undefined }, { filters: { status: newsletterSubscribers.status }, search: [newsletterSubscribers.email] }),
  );
  const order = query.sort === "ancien" ? asc(newsletterSubscribers.createdAt) : query.sort === "adresse" ? asc(newsletterSubscribers.email) : desc(newsletterSubscribers.createdAt);
  const fetchPage = async (limit: number, offset: number): Promise<SubscriberRow[]> => {
    const rows = await db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        status: newsletterSubscribers.status,
        source: newsletterSubscribers.source,
        createdAt: newsletterSubscribers.createdAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      })
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(order, asc(newsletterSubscribers.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => ({
      ...row,
      statusLabel: SUBSCRIBER_STATUS_LABELS[row.status],
      source: SOURCE_LABELS[row.source] ?? row.source,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    }));
  };
  return { where, fetchPage };
}

export async function listSubscribers(db: Database, query: SubscriberListQuery): Promise<ListPage<SubscriberRow>> {
  const { where, fetchPage } = selection(db, query);
  return paginate(query, fetchPage, () => countRows(db, newsletterSubscribers, where));
}

const date = (value: string | null) => (value ? new Date(value) : null);

export const subscriberCsvColumns: readonly CsvColumn<SubscriberRow>[] = [
  { header: "Adresse e-mail", value: (r) => r.email },
  { header: "Statut", value: (r) => r.statusLabel },
  { header: "Origine", value: (r) => r.source },
  { header: "Inscription", value: (r) => date(r.createdAt) },
  { header: "Confirmation", value: (r) => date(r.confirmedAt) },
  { header: "Désinscription", value: (r) => date(r.unsubscribedAt) },
];

/** The list's current selection as CSV (every page). */
export function exportSubscribersCsv(db: Database, query: SubscriberListQuery): ReadableStream<Uint8Array> {
  return csvStream(subscriberCsvColumns, allRows(selection(db, query).fetchPage));
}

export type UnsubscribeResult = "done" | "already" | "not_found";

/** Unsubscribes an address on its owner's behalf (a request by email, a bounce), journaled. */
export async function unsubscribeSubscriber(db: Database, actor: Pick<SessionUser, "id" | "email">, id: string, now = new Date()): Promise<UnsubscribeResult> {
  if (!isUuid(id)) return "not_found";
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).for("update");
    if (!row) return "not_found";
    if (row.status === "unsubscribed") return "already";
    await tx
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(eq(newsletterSubscribers.id, id));
    await recordJournal(tx, actor, { action: "status_change", entityType: "newsletter_subscriber", entityId: id, entityLabel: row.email, summary: `Statut\u202f: ${SUBSCRIBER_STATUS_LABELS[row.status]} → ${SUBSCRIBER_STATUS_LABELS.unsubscribed} (désinscription manuelle)` });
    return "done";
  });
}

/** One subscriber for the confirmation step, or null. */
export async function getSubscriber(db: Database, id: string): Promise<{ id: string; email: string; status: SubscriberStatus } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row ?? null;
}
