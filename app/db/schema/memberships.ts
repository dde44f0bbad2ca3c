// Household memberships (1 to 4 persons) and their members; member 1 is always the payer.
// A membership and its members are written in one transaction (see the membership feature).
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { MEMBERSHIP_LIMITS, MEMBERSHIP_STATUSES } from "./enums";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));
const nameMax = sql.raw(String(MEMBERSHIP_LIMITS.nameMax));

export const memberships = pgTable(
  "memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Unguessable reference used in the payment-step URL (never the id, never personal data). */
    paymentReference: text("payment_reference").notNull().unique(),
    year: integer("annee_adhesion").notNull(),
    personCount: integer("nombre_personnes").notNull(),
    /** Computed on the server from the price table, in whole euros. */
    amountEuros: integer("montant_euros").notNull(),
    status: text("statut_adhesion", { enum: MEMBERSHIP_STATUSES }).notNull().default("en_attente"),
    consentGiven: boolean("consentement_rgpd").notNull(),
    lastName: text("nom").notNull(),
    firstName: text("prenom").notNull(),
    email: text("email").notNull(),
    /** E.164 (+33…). */
    phone: text("telephone").notNull(),
    address: text("adresse_complete").notNull(),
    postcode: text("code_postal").notNull(),
    city: text("ville").notNull(),
    /** The payment page given to the payer; null when none was configured for (year, persons). */
    paymentLink: text("payment_link"),
    /** The member who sent it when signed in ("my contributions"); kept null if the account goes. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("memberships_created_at_idx").on(t.createdAt),
    index("memberships_user_id_idx").on(t.userId),
    index("memberships_annee_idx").on(t.year),
    check("memberships_persons_check", sql`${t.personCount} between 1 and 4`),
    check("memberships_amount_check", sql`${t.amountEuros} > 0`),
    check("memberships_status_check", sql`${t.status} in (${inList(MEMBERSHIP_STATUSES)})`),
    check("memberships_consent_check", sql`${t.consentGiven}`),
  ],
);

export const membershipMembers = pgTable(
  "membership_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    membershipId: uuid("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    /** 1 = the payer, then 2..4 in the order of the form. */
    position: integer("position").notNull(),
    lastName: text("nom").notNull(),
    firstName: text("prenom").notNull(),
    /** The member's own, or the payer's when left empty. */
    email: text("email").notNull(),
    phone: text("telephone").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("membership_members_position_unique").on(t.membershipId, t.position),
    check("membership_members_position_check", sql`${t.position} between 1 and 4`),
    check("membership_members_nom_length_check", sql`char_length(${t.lastName}) between 1 and ${nameMax}`),
    check("membership_members_prenom_length_check", sql`char_length(${t.firstName}) between 1 and ${nameMax}`),
  ],
);

/**
 * The payment provider's CSV files uploaded by the treasury (/admin/adhesions/import): kept between
 * the upload and the column mapping (the decoded text, at most 2 MB), then the import's outcome for
 * its result page. The text is emptied once imported; rows older than a week are deleted.
 */
export const membershipImports = pgTable(
  "membership_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileName: text("file_name").notNull(),
    content: text("content").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    importedAt: timestamp("imported_at", { withTimezone: true }),
    /** What the import did (matched households, rows left for manual handling, with why). */
    result: jsonb("result"),
  },
  (t) => [index("membership_imports_created_at_idx").on(t.createdAt)],
);

/**
 * A payment received for a membership: typed in the back-office ("manuel") or read from the
 * provider's CSV ("import"). At most one payment in force per membership; a payment set aside
 * when a membership goes back to "en_attente" keeps its row (voided_at), so the same CSV row
 * imported again is still recognised by its import_key and changes nothing.
 */
export const membershipPayments = pgTable(
  "membership_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    membershipId: uuid("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The provider's or the treasurer's reference (transaction, cheque number…). */
    reference: text("reference").notNull(),
    source: text("source", { enum: ["manuel", "import"] }).notNull(),
    /** Imported rows: a hash of the CSV row, unique, so a file imported twice changes nothing. */
    importKey: text("import_key").unique(),
    importId: uuid("import_id").references(() => membershipImports.id, { onDelete: "set null" }),
    payerEmail: text("payer_email"),
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedByEmail: text("recorded_by_email").notNull(),
    receiptSentAt: timestamp("receipt_sent_at", { withTimezone: true }),
    receiptError: text("receipt_error"),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("membership_payments_in_force_unique").on(t.membershipId).where(sql`${t.voidedAt} is null`),
    index("membership_payments_membership_idx").on(t.membershipId),
    check("membership_payments_amount_check", sql`${t.amountCents} > 0`),
    check("membership_payments_source_check", sql`${t.source} in ('manuel', 'import')`),
    check("membership_payments_reference_length_check", sql`char_length(${t.reference}) between 1 and 200`),
  ],
);

export type MembershipRow = typeof memberships.$inferSelect;
export type MembershipPaymentRow = typeof membershipPayments.$inferSelect;
export type MembershipMemberRow = typeof membershipMembers.$inferSelect;
