// The association's positions register (public page /prises-positions and site search): a
// published document (see published-documents.ts) whose every row is public.
import { pgTable, text } from "drizzle-orm/pg-core";
import { documentColumns, documentConstraints } from "./published-documents";
import { POSITION_CATEGORIES, POSITION_STATUSES } from "./enums";

export { POSITION_CATEGORIES, POSITION_STATUSES };

export const positions = pgTable(
  "positions",
  {
    ...documentColumns(),
    status: text("status").notNull(),
  },
  (t) => documentConstraints("positions", t),
);
