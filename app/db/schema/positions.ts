// The association's positions register (public page /prises-positions and site search): a
// published document (see published-documents.ts) whose every row is public.
import { pgTable, text } from "drizzle-orm/pg-core";
import { documentColumns, documentConstraints } from "./published-documents";

/** Statuses named by the spec; other values are allowed and shown with the default colour. */
export const POSITION_STATUSES = [
  "Courrier officiel",
  "Position officielle",
  "En cours",
  "Proposition",
  "Interrogations/Position officielle",
  "Lettre ouverte",
] as const;

export const POSITION_CATEGORIES = [
  "Concertation",
  "Démocratie",
  "Mobilité",
  "Enquête",
  "Patrimoine",
  "Aménagement",
  "Urbanisme",
  "Lettre ouverte",
] as const;

export const positions = pgTable(
  "positions",
  {
    ...documentColumns(),
    status: text("status").notNull(),
  },
  (t) => documentConstraints("positions", t),
);
