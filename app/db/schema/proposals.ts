// Proposals for the city: a published document (see published-documents.ts) with drafts, plus
// the back-office fields of spec 02. The database columns keep the spec's French names
// (theme, quartier, priorite, statut); only published rows are public.
import { sql } from "drizzle-orm";
import { check, pgTable, text } from "drizzle-orm/pg-core";
import { documentColumns, documentConstraints, publishedFlag } from "./published-documents";
import { PROPOSAL_PRIORITIES, PROPOSAL_PROGRESS, PROPOSAL_THEMES } from "./enums";

export { PROPOSAL_PRIORITIES, PROPOSAL_PROGRESS, PROPOSAL_THEMES };

export const proposals = pgTable(
  "proposals",
  {
    ...documentColumns(),
    status: text("status").notNull().default("Proposition"),
    published: publishedFlag(),
    theme: text("theme").notNull(),
    /** A neighbourhood name, or null for the whole Presqu’île. */
    neighbourhood: text("quartier"),
    priority: text("priorite", { enum: PROPOSAL_PRIORITIES }).notNull().default("moyenne"),
    progress: text("statut", { enum: PROPOSAL_PROGRESS }).notNull().default("en_cours"),
  },
  (t) => [
    ...documentConstraints("proposals", t),
    check("proposals_priorite_check", sql`${t.priority} in ('haute', 'moyenne', 'basse')`),
    check("proposals_statut_check", sql`${t.progress} in ('en_cours', 'realise', 'abandonne')`),
  ],
);
