// Ideas, problems and suggestions sent through /remontee-idees, with their back-office status,
// assignee and the hash of the submitter's private follow-up token (the raw token only goes in the
// email); and each idea's history (status changes with their public message, internal notes,
// assignments).
import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { IDEA_EVENT_KINDS, IDEA_LIMITS, IDEA_STATUSES, IDEA_TYPES, URGENCY_LEVELS } from "./enums";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

export const ideaSubmissions = pgTable(
  "idea_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("nom").notNull(),
    email: text("email").notNull(),
    /** E.164 (+33…) or null. */
    phone: text("telephone"),
    /** District slug (see DISTRICTS) or null. */
    district: text("quartier"),
    kind: text("type_soumission", { enum: IDEA_TYPES }).notNull().default("idee"),
    title: text("titre").notNull(),
    description: text("description").notNull(),
    location: text("localisation"),
    urgency: text("urgence", { enum: URGENCY_LEVELS }).notNull().default("normale"),
    status: text("status", { enum: IDEA_STATUSES }).notNull().default("nouveau"),
    /** SHA-256 (hex) of the follow-up token. */
    followUpTokenHash: text("follow_up_token_hash").notNull().unique(),
    /** The member who sent it when signed in ("my contributions"); kept null if the account goes. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The board member (an account with the admin role) following it up, or null. */
    assignedTo: text("assigned_to").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("idea_submissions_created_at_idx").on(t.createdAt),
    index("idea_submissions_user_id_idx").on(t.userId),
    index("idea_submissions_status_idx").on(t.status),
    index("idea_submissions_assigned_to_idx").on(t.assignedTo),
    check("idea_submissions_type_check", sql`${t.kind} in (${inList(IDEA_TYPES)})`),
    check("idea_submissions_urgence_check", sql`${t.urgency} in (${inList(URGENCY_LEVELS)})`),
    check("idea_submissions_status_check", sql`${t.status} in (${inList(IDEA_STATUSES)})`),
    check("idea_submissions_description_length_check", sql`char_length(${t.description}) <= ${sql.raw(String(IDEA_LIMITS.descriptionMax))}`),
  ],
);

export type IdeaSubmissionRow = typeof ideaSubmissions.$inferSelect;

/**
 * One entry of an idea's history. A status change may carry a public message (shown on the
 * submitter's follow-up page and emailed); a note is internal (never shown publicly nor emailed);
 * an assignment records the new assignee (null: nobody). The actor's email is kept so the history
 * still reads right after the account is deleted.
 */
export const ideaEvents = pgTable(
  "idea_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => ideaSubmissions.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: IDEA_EVENT_KINDS }).notNull(),
    fromStatus: text("from_status", { enum: IDEA_STATUSES }),
    toStatus: text("to_status", { enum: IDEA_STATUSES }),
    /** Status changes only: what the submitter is told. */
    publicMessage: text("public_message"),
    /** Notes only: for the association's team, never public. */
    internalNote: text("internal_note"),
    /** Assignments only: the new assignee (null when unassigned or the account is gone). */
    assigneeId: text("assignee_id").references(() => users.id, { onDelete: "set null" }),
    assigneeEmail: text("assignee_email"),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("idea_events_idea_id_idx").on(t.ideaId, t.createdAt),
    check("idea_events_kind_check", sql`${t.kind} in (${inList(IDEA_EVENT_KINDS)})`),
    check(
      "idea_events_status_check",
      sql`(${t.kind} = 'status_change') = (${t.toStatus} is not null) and (${t.fromStatus} is null or ${t.fromStatus} in (${inList(IDEA_STATUSES)})) and (${t.toStatus} is null or ${t.toStatus} in (${inList(IDEA_STATUSES)}))`,
    ),
    check("idea_events_note_check", sql`(${t.kind} = 'note') = (${t.internalNote} is not null)`),
    check("idea_events_public_message_check", sql`${t.publicMessage} is null or (${t.kind} = 'status_change' and char_length(${t.publicMessage}) <= ${sql.raw(String(IDEA_LIMITS.publicMessageMax))})`),
    check("idea_events_internal_note_length_check", sql`char_length(${t.internalNote}) <= ${sql.raw(String(IDEA_LIMITS.internalNoteMax))}`),
  ],
);

export type IdeaEventRow = typeof ideaEvents.$inferSelect;
