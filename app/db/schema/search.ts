// The search vocabulary: every distinct folded word of the searchable texts, filled by a
// trigger on each source table (migration search_vocabulary). Typo tolerance looks up close
// words here (trigram similarity on a few thousand short words) instead of scanning documents.
import { index, pgTable, text } from "drizzle-orm/pg-core";

export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
  },
  (t) => [index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);
