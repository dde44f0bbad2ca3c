// The search source of a published-document table (app/db/schema/published-documents.ts): its
// public rows through the generated search columns, each result opening the document's page.
// A new document type becomes searchable with one documentSource(...) in index.server.ts.
import { sql, type SQL } from "drizzle-orm";
import type { DocumentTable } from "~/db/schema/published-documents";
import { excerpt, type SearchResultType } from "../rules";
import type { SearchSource } from "./types";

export interface DocumentSourceDeclaration {
  type: SearchResultType;
  /** Type label, first words of each result's description ("Prise de position"). */
  label: string;
  /** Heading of the group of results ("Prises de position"). */
  groupLabel: string;
  /**
   * Where a result opens: the public page, with the document's slug as its anchor
   * (/prises-positions#slug) or as the last path segment (/blog/slug), or the page alone.
   */
  link: { page: string; slug?: "anchor" | "segment" };
  /** A result's address when it is not one of those (the timeline's view and period in its query). */
  url?: SQL;
}

function resultUrl(table: DocumentTable, link: DocumentSourceDeclaration["link"]): SQL {
  if (!link.slug) return sql`${link.page}::text`;
  const prefix = link.slug === "anchor" ? `${link.page}#` : `${link.page}/`;
  return sql`${prefix}::text || ${table.slug}`;
}

export function documentSource(table: DocumentTable, declaration: DocumentSourceDeclaration): SearchSource {
  const url = declaration.url ?? resultUrl(table, declaration.link);
  // Types with drafts expose only their published rows (the same rule as their public list).
  const where = table.published ? sql`where ${table.published}` : sql``;
  return {
    type: declaration.type,
    label: declaration.label,
    groupLabel: declaration.groupLabel,
    documents: () => sql`
      select ${table.slug} as key, ${table.title} as title,
        case when ${table.summary} <> '' then ${table.summary} else ${table.content} end as summary,
        ${url} as url, ${table.date} as sort_date, ${table.isSample} as sample,
        ${table.headText} as head_text, ${table.headVector} as head_vector,
        ${table.searchText} as search_text, ${table.searchVector} as search_vector
      from ${table}
      ${where}`,
    describe: (document) => excerpt(declaration.label, document.summary),
  };
}
