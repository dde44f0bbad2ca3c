// The back-office journal: one row per administrative write, inserted in the same transaction
// as the change (app/lib/journal.server.ts). Rows are never updated or deleted by the app.
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Who did it; the email is kept so the line stays readable after the account is gone. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** create, update, publish, unpublish, delete, role_grant, role_revoke, disable, enable. */
    action: text("action").notNull(),
    /** blog_post, event, proposal, position, user, board_member, testimonial, campaign, setting. */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    /** The item's title or email when the change was made. */
    entityLabel: text("entity_label").notNull(),
    /** A short French summary of what changed ("titre, contenu", "rôle Rédaction"). */
    summary: text("summary").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_at_idx").on(t.createdAt), index("audit_log_actor_idx").on(t.actorId), index("audit_log_entity_idx").on(t.entityType, t.entityId)],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
