// Messages sent through the contact form. Stored first, then emailed to the association;
// the email outcome is tracked so a failed send can be retried or seen by an administrator.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { CONTACT_SUBJECTS, type ContactSubject } from "./enums";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

export type ContactEmailStatus = "pending" | "sent" | "failed";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").$type<ContactSubject>().notNull(),
    message: text("message").notNull(),
    /** The member who sent it when signed in ("my contributions"); kept null if the account goes. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    emailStatus: text("email_status").$type<ContactEmailStatus>().notNull().default("pending"),
    emailError: text("email_error"),
    emailAttempts: integer("email_attempts").notNull().default(0),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  },
  (t) => [
    check("contact_messages_subject_check", sql`${t.subject} in (${inList(CONTACT_SUBJECTS)})`),
    check("contact_messages_email_status_check", sql`${t.emailStatus} in ('pending', 'sent', 'failed')`),
    index("contact_messages_email_status_idx").on(t.emailStatus),
    index("contact_messages_created_at_idx").on(t.createdAt),
    index("contact_messages_user_id_idx").on(t.userId),
  ],
);
