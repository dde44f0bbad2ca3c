// Registrations to the rencontres (issue 15): register (or update one's registration), cancel
// through the private link or from the back-office, and the waiting list's promotions. Every
// write locks the event's row first (SELECT … FOR UPDATE) and counts the confirmed persons
// inside the same transaction, so concurrent registrations never confirm more persons than the
// capacity, on PGlite and on PostgreSQL alike. The emails of a change (the confirmation or the
// waiting-list notice with the .ics, the promoted persons' notices) are queued in its transaction
// (ADR 0015): a committed change always has its emails, the queue retries them, a final failure
// is listed in the back-office.
import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema";
import type { SessionUser } from "~/lib/auth.server";
import { loadSiteConfig } from "~/features/association/identity.server";
import type { OutgoingEmail } from "~/lib/email.server";
import { enqueueEmail } from "~/lib/email-jobs.server";
import { recordJournal } from "~/lib/journal.server";
import { createPrivateToken, hashPrivateToken, isWellFormedPrivateToken } from "~/lib/private-token.server";
import { eventToIcs } from "./ics";
import { toCalendarEvent } from "./queries.server";
import { REGISTRATION_REFUSALS, type RegistrationStatus } from "./registration";
import type { RegistrationInput } from "./registration-schema";
import { promotionEmail, registrationEmail } from "./registration-emails";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What the emails say about the site (the association's short name, the links' origin). */
export type RegistrationSite = { shortName: string; siteUrl: string };

/** What the emails, pages and calendar file say about the event. */
export interface RegisteredEvent {
  id: number;
  slug: string;
  title: string;
  category: string;
  startsAt: Date;
  place: string;
  summary: string;
  content: string;
  participantsInfo: string | null;
  capacity: number | null;
  updatedAt: Date;
  version: number;
  isSample: boolean;
}

/** A registration an email is about, with the private cancellation token it carries. */
export interface RegistrationNotice {
  id: string;
  name: string;
  email: string;
  persons: number;
  status: RegistrationStatus;
  token: string;
}

export type RegistrationResult =
  | { status: "registered"; event: RegisteredEvent; registration: RegistrationNotice; updated: boolean; promoted: RegistrationNotice[] }
  | { status: "refused"; reason: "unknown" }
  | { status: "refused"; reason: "past" | "unpublished" | "sample" | "noRoomForChange"; message: string };

export type CancellationResult =
  | { status: "cancelled"; event: RegisteredEvent; registration: Omit<RegistrationNotice, "token">; promoted: RegistrationNotice[] }
  | { status: "already"; event: RegisteredEvent }
  | { status: "unknown" };

const eventColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  category: events.category,
  startsAt: events.startsAt,
  place: events.place,
  summary: events.summary,
  content: events.content,
  participantsInfo: events.participantsInfo,
  capacity: events.capacity,
  updatedAt: events.updatedAt,
  version: events.version,
  published: events.published,
  isSample: events.isSample,
};

async function lockEvent(tx: Transaction, where: ReturnType<typeof eq>) {
  const [event] = await tx.select(eventColumns).from(events).where(where).for("update");
  return event ?? null;
}

/** Confirmed persons of an event, optionally leaving one registration out (inside a write, after locking the event). */
export async function confirmedPersons(tx: Transaction | Database, eventId: number, except?: string): Promise<number> {
  const conditions = [eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "confirmee")];
  if (except) conditions.push(ne(eventRegistrations.id, except));
  const [row] = await tx
    .select({ persons: sql<number>`coalesce(sum(${eventRegistrations.persons}), 0)::int` })
    .from(eventRegistrations)
    .where(and(...conditions));
  return Number(row?.persons ?? 0);
}

/**
 * Confirms the waiting registrations that fit in the free places, in the waiting list's order (a
 * group too large for what is left is skipped, the next ones may fit). Each promoted person gets
 * a new private link, since only the hash of the one they have is stored.
 */
async function promoteWaiting(tx: Transaction, event: { id: number; capacity: number | null }, now: Date): Promise<RegistrationNotice[]> {
  let free = event.capacity === null ? Number.POSITIVE_INFINITY : event.capacity - (await confirmedPersons(tx, event.id));
  if (free <= 0) return [];
  const waiting = await tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, "attente")))
    .orderBy(asc(eventRegistrations.queuedAt), asc(eventRegistrations.createdAt));
  const promoted: RegistrationNotice[] = [];
  for (const row of waiting) {
    if (row.persons > free) continue;
    free -= row.persons;
    const { token, hash } = createPrivateToken();
    await tx.update(eventRegistrations).set({ status: "confirmee", cancelTokenHash: hash, updatedAt: now }).where(eq(eventRegistrations.id, row.id));
    promoted.push({ id: row.id, name: row.name, email: row.email, persons: row.persons, status: "confirmee", token });
  }
  return promoted;
}

const publicEvent = ({ published: _published, ...event }: Awaited<ReturnType<typeof lockEvent>> & object): RegisteredEvent => event;

/**
 * Registers `input` to the published, upcoming event `slug`: confirmed if its persons fit in the
 * places left, else on the waiting list. The same email again updates the registration (name,
 * persons, message) instead of adding one; a registration that grows beyond the places left
 * keeps its confirmed place at its former size and is told so.
 */
export async function registerToEvent(
  db: Database,
  slug: string,
  input: RegistrationInput,
  options: { now: Date; userId?: string | null },
): Promise<RegistrationResult> {
  const { now } = options;
  const site = await loadSiteConfig(db);
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eq(events.slug, slug));
    if (!event) return { status: "refused", reason: "unknown" };
    if (!event.published) return { status: "refused", reason: "unpublished", message: REGISTRATION_REFUSALS.unpublished };
    // A sample rencontre does not take place: nobody may count on a seat at it (features/samples).
    if (event.isSample) return { status: "refused", reason: "sample", message: REGISTRATION_REFUSALS.sample };
    if (event.startsAt.getTime() <= now.getTime()) return { status: "refused", reason: "past", message: REGISTRATION_REFUSALS.past };

    const [existing] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.email, input.email)))
      .for("update");
    const others = await confirmedPersons(tx, event.id, existing?.id);
    const fits = event.capacity === null || others + input.persons <= event.capacity;
    const wasConfirmed = existing?.status === "confirmee";
    if (wasConfirmed && !fits) {
      return { status: "refused", reason: "noRoomForChange", message: REGISTRATION_REFUSALS.noRoomForChange(existing.persons, Math.max(0, (event.capacity ?? 0) - others)) };
    }
    const status: RegistrationStatus = fits ? "confirmee" : "attente";
    const { token, hash } = createPrivateToken();
    const fields = { name: input.name, persons: input.persons, message: input.message, status, cancelTokenHash: hash, updatedAt: now, cancelledAt: null };
    let id: string;
    if (existing) {
      // Back from a cancellation: at the end of the waiting list, as a new registration would be.
      const requeue = existing.status === "annulee" ? { queuedAt: now } : {};
      await tx
        .update(eventRegistrations)
        .set({ ...fields, ...requeue, userId: existing.userId ?? options.userId ?? null })
        .where(eq(eventRegistrations.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await tx
        .insert(eventRegistrations)
        .values({ ...fields, eventId: event.id, email: input.email, userId: options.userId ?? null, queuedAt: now, createdAt: now })
        .returning({ id: eventRegistrations.id });
      id = row!.id;
    }
    // A confirmed registration made smaller frees places for the waiting list.
    const promoted = wasConfirmed && input.persons < existing.persons ? await promoteWaiting(tx, event, now) : [];
    const registration: RegistrationNotice = { id, name: input.name, email: input.email, persons: input.persons, status, token };
    await enqueueRegistrationEmails(tx, publicEvent(event), site, registration, promoted);
    return { status: "registered", event: publicEvent(event), registration, updated: Boolean(existing && existing.status !== "annulee"), promoted };
  });
}

async function cancel(tx: Transaction, registrationId: string, eventId: number, now: Date, site: RegistrationSite): Promise<CancellationResult> {
  const event = await lockEvent(tx, eq(events.id, eventId));
  if (!event) return { status: "unknown" };
  const [registration] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, registrationId)).for("update");
  if (!registration) return { status: "unknown" };
  if (registration.status === "annulee") return { status: "already", event: publicEvent(event) };
  await tx.update(eventRegistrations).set({ status: "annulee", cancelledAt: now, updatedAt: now }).where(eq(eventRegistrations.id, registration.id));
  const promoted = registration.status === "confirmee" && event.startsAt.getTime() > now.getTime() ? await promoteWaiting(tx, event, now) : [];
  await enqueueRegistrationEmails(tx, publicEvent(event), site, null, promoted);
  const { id, name, email, persons } = registration;
  return { status: "cancelled", event: publicEvent(event), registration: { id, name, email, persons, status: "annulee" }, promoted };
}

/** The registration a private link points to, with its event, or null (malformed, unknown, or replaced by a newer link). */
export async function registrationByToken(db: Database, token: string | null | undefined) {
  if (!isWellFormedPrivateToken(token)) return null;
  const [row] = await db
    .select({
      id: eventRegistrations.id,
      name: eventRegistrations.name,
      persons: eventRegistrations.persons,
      status: eventRegistrations.status,
      event: { slug: events.slug, title: events.title, startsAt: events.startsAt, place: events.place },
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.cancelTokenHash, hashPrivateToken(token)))
    .limit(1);
  return row ?? null;
}

/** A member's registrations (by account, or by their confirmed email), newest event first: "Mes contributions" and the data export. */
export async function registrationsOf(db: Database, owned: SQL) {
  return db
    .select({
      id: eventRegistrations.id,
      name: eventRegistrations.name,
      email: eventRegistrations.email,
      persons: eventRegistrations.persons,
      message: eventRegistrations.message,
      status: eventRegistrations.status,
      createdAt: eventRegistrations.createdAt,
      cancelledAt: eventRegistrations.cancelledAt,
      event: { slug: events.slug, title: events.title, startsAt: events.startsAt, place: events.place },
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(owned)
    .orderBy(desc(events.startsAt));
}

/**
 * After the back-office saved a rencontre (in the same transaction, the event row already
 * locked by the save): a capacity raised or removed confirms the waiting registrations that now
 * fit, if the event is still to come, and queues their emails in that transaction.
 */
export async function promoteAfterEventSave(tx: Transaction, eventId: number, now: Date): Promise<{ event: RegisteredEvent; promoted: RegistrationNotice[] } | null> {
  const event = await lockEvent(tx, eq(events.id, eventId));
  if (!event || !event.published || event.startsAt.getTime() <= now.getTime()) return null;
  const promoted = await promoteWaiting(tx, event, now);
  if (!promoted.length) return null;
  await enqueueRegistrationEmails(tx, publicEvent(event), await loadSiteConfig(tx), null, promoted);
  return { event: publicEvent(event), promoted };
}

/** Cancels the registration of a private link: its places go to the waiting list. */
export async function cancelByToken(db: Database, token: string | null | undefined, options: { now: Date }): Promise<CancellationResult> {
  if (!isWellFormedPrivateToken(token)) return { status: "unknown" };
  const [row] = await db
    .select({ id: eventRegistrations.id, eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.cancelTokenHash, hashPrivateToken(token)))
    .limit(1);
  if (!row) return { status: "unknown" };
  const site = await loadSiteConfig(db);
  return db.transaction((tx) => cancel(tx, row.id, row.eventId, options.now, site));
}

/** The back-office cancels a registration on someone's behalf, journaled in the same transaction when `actor` is given. */
export async function cancelById(
  db: Database,
  eventId: number,
  registrationId: string,
  options: { now: Date; actor?: Pick<SessionUser, "id" | "email"> },
): Promise<CancellationResult> {
  const site = await loadSiteConfig(db);
  return db.transaction(async (tx) => {
    const result = await cancel(tx, registrationId, eventId, options.now, site);
    if (result.status === "cancelled" && options.actor) {
      const { name, persons } = result.registration;
      const promoted = result.promoted.length ? `\u202f; confirmé(s) depuis la liste d’attente\u202f: ${result.promoted.map((p) => p.name).join(", ")}` : "";
      await recordJournal(tx, options.actor, {
        action: "update",
        entityType: "event",
        entityId: eventId,
        entityLabel: result.event.title,
        summary: `Inscription de ${name} annulée (${persons}\u00a0personne${persons > 1 ? "s" : ""})${promoted}`,
      });
    }
    return result;
  });
}

/** The emails of an outcome: the registration's own (if any) and one per promoted person. */
export function registrationEmails(
  event: RegisteredEvent,
  site: RegistrationSite,
  registration: RegistrationNotice | null,
  promoted: readonly RegistrationNotice[],
): OutgoingEmail[] {
  // The same calendar entry as the event page's "Ajouter à mon agenda".
  const ics = eventToIcs(toCalendarEvent(event), site.siteUrl);
  const data = (r: RegistrationNotice) => ({ event, site, ics, registration: { ...r, status: r.status === "attente" ? ("attente" as const) : ("confirmee" as const) } });
  return [...(registration ? [registrationEmail(data(registration))] : []), ...promoted.map((p) => promotionEmail(data(p)))];
}

/**
 * Queues the emails of an outcome in its transaction: the registration's own (confirmation or
 * waiting-list notice, kind "events.registration") and one per promoted person ("events.promotion").
 */
async function enqueueRegistrationEmails(tx: Transaction, event: RegisteredEvent, site: RegistrationSite, registration: RegistrationNotice | null, promoted: readonly RegistrationNotice[]) {
  const messages = registrationEmails(event, site, registration, promoted);
  const refs = [...(registration ? [{ kind: "events.registration", id: registration.id }] : []), ...promoted.map((p) => ({ kind: "events.promotion", id: p.id }))];
  for (const [index, message] of messages.entries()) await enqueueEmail(message, { kind: refs[index]!.kind, ref: refs[index]!.id, tx });
}
