// Registrations to the rencontres (issue 15): one row per (event, email). A registration is
// confirmed while the event's confirmed persons fit its capacity, otherwise it waits; a
// cancellation frees its places and promotes the waiting registrations that fit, in order.
// Places are counted under a lock on the event row (features/events/registrations.server.ts),
// so concurrent registrations never exceed the capacity.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { events } from "./editorial";
import { REGISTRATION_LIMITS, REGISTRATION_STATUSES } from "./enums";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Lowercased: one registration per person and event. */
    email: text("email").notNull(),
    persons: integer("persons").notNull(),
    message: text("message"),
    status: text("status", { enum: REGISTRATION_STATUSES }).notNull(),
    /** SHA-256 of the private cancellation token sent by email (the token itself is never stored). */
    cancelTokenHash: text("cancel_token_hash").notNull().unique(),
    /** The member who registered when signed in ("my contributions"); null if the account goes. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The waiting list's order: when the person (re)joined it or registered. */
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    unique("event_registrations_event_email_unique").on(t.eventId, t.email),
    index("event_registrations_event_status_idx").on(t.eventId, t.status, t.queuedAt),
    index("event_registrations_user_id_idx").on(t.userId),
    check("event_registrations_status_check", sql`${t.status} in (${inList(REGISTRATION_STATUSES)})`),
    check("event_registrations_persons_check", sql`${t.persons} between 1 and ${sql.raw(String(REGISTRATION_LIMITS.personsMax))}`),
  ],
);

export type EventRegistrationRow = typeof eventRegistrations.$inferSelect;
