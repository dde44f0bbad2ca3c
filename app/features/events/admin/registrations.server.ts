// The back-office view of a rencontre's registrations (issue 15): the confirmed places and the
// waiting list in order, with counts, the cancelled ones, and the CSV export (the one CSV helper:
// UTF-8 with BOM, so a spreadsheet opens the accents right).
import { asc, eq } from "drizzle-orm";
import { data } from "react-router";
import type { Database } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema";
import { encodeCsv, type CsvColumn } from "~/lib/admin-list.server";
import { REGISTRATION_STATUS_LABELS } from "../registration";

/** The rencontre of a back-office address (`:id`), or the site's 404: an id that is no number is no event. */
export async function eventForAdmin(db: Database, rawId: string) {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : NaN;
  if (Number.isNaN(id)) throw data("Rencontre introuvable", { status: 404 });
  const [event] = await db
    .select({ id: events.id, slug: events.slug, title: events.title, startsAt: events.startsAt, place: events.place, capacity: events.capacity, published: events.published })
    .from(events)
    .where(eq(events.id, id))
    .limit(1);
  if (!event) throw data("Rencontre introuvable", { status: 404 });
  return event;
}

const columns = {
  id: eventRegistrations.id,
  name: eventRegistrations.name,
  email: eventRegistrations.email,
  persons: eventRegistrations.persons,
  message: eventRegistrations.message,
  status: eventRegistrations.status,
  member: eventRegistrations.userId,
  queuedAt: eventRegistrations.queuedAt,
  createdAt: eventRegistrations.createdAt,
  cancelledAt: eventRegistrations.cancelledAt,
};

export type AdminRegistration = Awaited<ReturnType<typeof registrationsOfEvent>>[number];

/** Every registration of the event: confirmed and waiting in the waiting list's order, then the cancelled ones. */
export async function registrationsOfEvent(db: Database, eventId: number) {
  return db
    .select(columns)
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.queuedAt), asc(eventRegistrations.createdAt));
}

/** The lists and their counts in persons and registrations. */
export function groupRegistrations(rows: readonly AdminRegistration[]) {
  const of = (status: AdminRegistration["status"]) => rows.filter((r) => r.status === status);
  const persons = (list: readonly AdminRegistration[]) => list.reduce((n, r) => n + r.persons, 0);
  const confirmed = of("confirmee");
  const waiting = of("attente");
  const cancelled = of("annulee");
  return {
    confirmed,
    waiting,
    cancelled,
    counts: { confirmed: persons(confirmed), waiting: persons(waiting), registrations: confirmed.length + waiting.length },
  };
}

const CSV_COLUMNS: readonly CsvColumn<AdminRegistration>[] = [
  { header: "État", value: (r) => REGISTRATION_STATUS_LABELS[r.status] },
  { header: "Nom", value: (r) => r.name },
  { header: "Adresse e-mail", value: (r) => r.email },
  { header: "Personnes", value: (r) => r.persons },
  { header: "Message", value: (r) => r.message },
  { header: "Compte membre", value: (r) => r.member !== null },
  { header: "Inscrit le", value: (r) => r.createdAt },
  { header: "Annulé le", value: (r) => r.cancelledAt },
];

/** The export: confirmed, then the waiting list in order, then the cancelled registrations. */
export function registrationsCsv(rows: readonly AdminRegistration[]): string {
  const { confirmed, waiting, cancelled } = groupRegistrations(rows);
  return encodeCsv(CSV_COLUMNS, [...confirmed, ...waiting, ...cancelled]);
}
