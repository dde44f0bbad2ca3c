// Ideas, problems and suggestions sent through /remontee-idees, with their back-office status
// and the hash of the submitter's private follow-up token (the raw token only goes in the email).
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { IDEA_LIMITS, IDEA_STATUSES, IDEA_TYPES, URGENCY_LEVELS } from "./enums";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

export const ideaSubmissions = pgTable(
  "idea_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    nom: text("nom").notNull(),
    email: text("email").notNull(),
    /** E.164 (+33…) or null. */
    telephone: text("telephone"),
    /** District slug (see DISTRICTS) or null. */
    quartier: text("quartier"),
    typeSoumission: text("type_soumission", { enum: IDEA_TYPES }).notNull().default("idee"),
    titre: text("titre").notNull(),
    description: text("description").notNull(),
    localisation: text("localisation"),
    urgence: text("urgence", { enum: URGENCY_LEVELS }).notNull().default("normale"),
    status: text("status", { enum: IDEA_STATUSES }).notNull().default("nouveau"),
    /** SHA-256 (hex) of the follow-up token. */
    followUpTokenHash: text("follow_up_token_hash").notNull().unique(),
    /** The member who sent it when signed in ("my contributions"); kept null if the account goes. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("idea_submissions_created_at_idx").on(t.createdAt),
    index("idea_submissions_user_id_idx").on(t.userId),
    index("idea_submissions_status_idx").on(t.status),
    check("idea_submissions_type_check", sql`${t.typeSoumission} in (${inList(IDEA_TYPES)})`),
    check("idea_submissions_urgence_check", sql`${t.urgence} in (${inList(URGENCY_LEVELS)})`),
    check("idea_submissions_status_check", sql`${t.status} in (${inList(IDEA_STATUSES)})`),
    check("idea_submissions_description_length_check", sql`char_length(${t.description}) <= ${sql.raw(String(IDEA_LIMITS.descriptionMax))}`),
  ],
);

export type IdeaSubmissionRow = typeof ideaSubmissions.$inferSelect;
