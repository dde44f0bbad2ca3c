// Newsletter subscribers: double opt-in (pending → confirmed), one-click unsubscribe.
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export type NewsletterStatus = "pending" | "confirmed" | "unsubscribed";

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Always stored lowercased (checked by the database). */
    email: text("email").notNull().unique(),
    status: text("status").$type<NewsletterStatus>().notNull().default("pending"),
    /** SHA-256 (hex) of the confirmation token; the token itself is only in the email. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    /** Kept in clear: every newsletter email must carry it, and it only allows unsubscribing. */
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    /** Where the subscription came from (home page box, events page, /newsletter). */
    source: text("source").notNull(),
    /** Last email sent to this address by the subscription flow (throttles repeats). */
    lastEmailAt: timestamp("last_email_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    check("newsletter_subscribers_status_check", sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
    check("newsletter_subscribers_email_lower_check", sql`${t.email} = lower(${t.email})`),
    index("newsletter_subscribers_status_idx").on(t.status),
  ],
);
