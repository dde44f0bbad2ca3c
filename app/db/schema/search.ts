// The search vocabulary: every distinct folded word of the searchable texts, filled by a
// trigger on each source table (migration search_vocabulary). Typo tolerance looks up close
// words here (trigram similarity on a few thousand short words) instead of scanning documents.
import { index, pgTable, text } from "drizzle-orm/pg-core";

export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
  },
  // GiST, not GIN: typo correction asks for the nearest words (KNN on `<->`), which only GiST
  // answers from the index.
  (t) => [index("search_words_trgm_gist_idx").using("gist", t.word.op("gist_trgm_ops"))],
);
