// Newsletter subscribers (double opt-in: pending → confirmed, one-click unsubscribe), the issues
// written in the back-office and one delivery row per subscriber and issue sent.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

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

export type NewsletterIssueStatus = "draft" | "sending" | "sent";
/**
 * A copy's way: queued → handing (its content is with the SMTP server, recorded just before the
 * final dot) → sent (the server accepted it). "uncertain": the sending process died, or lost the
 * connection, between the dot and the server's answer, so the copy may or may not have arrived;
 * it is never sent again automatically (nobody gets an issue twice). See
 * features/newsletter/sending.server.ts.
 */
export type NewsletterDeliveryStatus = "queued" | "handing" | "sent" | "uncertain" | "failed" | "skipped";

/** An issue of the newsletter: a draft until sent, then read-only with its figures. */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subject: text("subject").notNull(),
    /** Markdown, rendered by lib/markdown.server.ts for the HTML part. */
    body: text("body").notNull(),
    status: text("status").$type<NewsletterIssueStatus>().notNull().default("draft"),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    sendFinishedAt: timestamp("send_finished_at", { withTimezone: true }),
    /** Confirmed subscribers when the sending started (one delivery each). */
    recipientCount: integer("recipient_count").notNull().default(0),
    /** Set when the sending is over (live figures come from the deliveries meanwhile). */
    sentCount: integer("sent_count").notNull().default(0),
    failedCount: integer("failed_count").notNull().default(0),
    skippedCount: integer("skipped_count").notNull().default(0),
    uncertainCount: integer("uncertain_count").notNull().default(0),
    /** The throttled dispatcher's next round (its job key), see features/newsletter/sending.server.ts. */
    dispatchRound: integer("dispatch_round").notNull().default(0),
  },
  (t) => [
    check("newsletter_issues_status_check", sql`${t.status} in ('draft', 'sending', 'sent')`),
    index("newsletter_issues_created_at_idx").on(t.createdAt),
  ],
);

/** One subscriber's copy of an issue: snapshotted when the sending starts, marked as it goes. */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    issueId: integer("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    /** Kept when the subscriber row is purged: the figures of past issues stay right. */
    subscriberId: uuid("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    status: text("status").$type<NewsletterDeliveryStatus>().notNull().default("queued"),
    /** When the dispatcher handed it to the queue (null: not yet, the throttle holds it back). */
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [
    check("newsletter_deliveries_status_check", sql`${t.status} in ('queued', 'handing', 'sent', 'uncertain', 'failed', 'skipped')`),
    unique("newsletter_deliveries_issue_subscriber_unique").on(t.issueId, t.subscriberId),
    index("newsletter_deliveries_issue_status_idx").on(t.issueId, t.status),
  ],
);
