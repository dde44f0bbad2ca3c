// The contract between the search engine and what it searches. A source is one kind of
// result (pages, positions, proposals; later blog posts and events): it names its type and
// labels and gives the SQL of its documents. Adding a source never touches the engine.
import type { SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { SearchResultType } from "../rules";

/** A matched document as the engine returns it, before the source describes it. */
export interface SearchDocument {
  key: string;
  title: string;
  summary: string;
  url: string;
  /** Sample content (features/samples): the result says « Exemple ». */
  sample: boolean;
}

export interface SearchSource {
  type: SearchResultType;
  /** Type label, first words of each result's description ("Prise de position"). */
  label: string;
  /** Heading of the group of results ("Prises de position"). */
  groupLabel: string;
  /**
   * A SELECT exposing the columns key, title, summary, url, sort_date (date or null), sample
   * (boolean), head_text, head_vector, search_text and search_vector (see app/db/schema/search-columns.ts).
   * Keep it a plain select over one table (filters allowed, no aggregates or LIMIT) so that
   * PostgreSQL inlines it and the engine's predicates reach the table's GIN indexes.
   */
  documents(): SQL;
  /**
   * Optional one-time work before the source is first searched, such as computing the search
   * columns of documents that live in code rather than in a table. Awaited before every
   * search, so it must return at once after the first call.
   */
  prepare?(db: Database): Promise<void>;
  /** The description shown under the result's title. */
  describe(document: SearchDocument): string;
}
