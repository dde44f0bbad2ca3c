// Messages sent through the contact form. Each is stored with its email to the association
// queued in the same transaction (the job queue sends and retries it); the email's fate is
// recorded on the row ("pending" until sent, or failed after the queue's last attempt) so an
// administrator sees a failure and can send it again.
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { CONTACT_STATUSES, CONTACT_SUBJECTS, type ContactSubject } from "./enums";

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
    /** Where the message stands in the back-office inbox. */
    status: text("status", { enum: CONTACT_STATUSES }).notNull().default("nouveau"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("contact_messages_status_check", sql`${t.status} in (${inList(CONTACT_STATUSES)})`),
    index("contact_messages_status_idx").on(t.status, t.createdAt),
    check("contact_messages_subject_check", sql`${t.subject} in (${inList(CONTACT_SUBJECTS)})`),
    check("contact_messages_email_status_check", sql`${t.emailStatus} in ('pending', 'sent', 'failed')`),
    index("contact_messages_email_status_idx").on(t.emailStatus),
    index("contact_messages_created_at_idx").on(t.createdAt),
    index("contact_messages_user_id_idx").on(t.userId),
  ],
);

/**
 * The answers written in the back-office, kept with the message (the thread). Stored with their
 * email to the sender (Reply-To the association) queued in the same transaction; one that fails
 * after the queue's last attempt stays "failed" for a retry.
 */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** Who answered (null once the account is deleted; the email stays for the record). */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull(),
    emailStatus: text("email_status").$type<ContactEmailStatus>().notNull().default("pending"),
    emailError: text("email_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("contact_replies_email_status_check", sql`${t.emailStatus} in ('pending', 'sent', 'failed')`),
    index("contact_replies_message_idx").on(t.messageId, t.createdAt),
  ],
);
