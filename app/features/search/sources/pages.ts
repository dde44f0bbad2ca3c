// The eight static page entries of the spec, searched on title and description. No table:
// the documents are computed from a VALUES list by the same expressions as the tables' columns,
// once per process.
import { sql, type SQL } from "drizzle-orm";
import { rows } from "~/db/client.server";
import type { SearchSource } from "./types";

export const PAGE_ENTRIES = [
  { key: "quartiers", title: "Quartiers", description: "Les quartiers de la Presqu’île : Bellecour, Terreaux, Cordeliers, Jacobins, Ainay…", url: "/quartiers" },
  { key: "histoire", title: "Histoire", description: "L’histoire de Lyon, les grands projets et celle de l’association", url: "/histoire" },
  { key: "positions", title: "Nos Positions", description: "Les prises de position officielles, courriers et lettres ouvertes de l’association", url: "/prises-positions" },
  { key: "temoignages", title: "Témoignages", description: "Ce que disent les résidents, commerçants, visiteurs et artistes", url: "/temoignages" },
  { key: "equipe", title: "Équipe", description: "Le bureau de l’association et ses membres", url: "/equipe" },
  { key: "adhesion", title: "Adhésion", description: "Adhérer à l’association et soutenir ses actions", url: "/adhesion" },
  { key: "galerie", title: "Galerie", description: "La galerie photos de la Presqu’île", url: "/galerie" },
  { key: "idees", title: "Remontée d’idées", description: "Proposer une idée ou signaler un problème dans le quartier", url: "/remontee-idees" },
] as const;

/** The page documents with their search columns computed by SQL from the entries above. */
function computedDocuments() {
  const rows = sql.join(
    PAGE_ENTRIES.map((p) => sql`(${p.key}::text, ${p.title}::text, ${p.description}::text, ${p.url}::text)`),
    sql`, `,
  );
  return sql`
    select key, title, summary, url, null::date as sort_date,
      public.search_normalize(title || ' ' || summary) as head_text,
      public.search_normalize(title || ' ' || summary) as search_text,
      setweight(to_tsvector('french'::regconfig, public.search_normalize(title)), 'A')
        || setweight(to_tsvector('french'::regconfig, public.search_normalize(summary)), 'B') as head_vector,
      setweight(to_tsvector('french'::regconfig, public.search_normalize(title)), 'A')
        || setweight(to_tsvector('french'::regconfig, public.search_normalize(summary)), 'B') as search_vector
    from (values ${rows}) as pages (key, title, summary, url)`;
}

interface PageRow {
  key: string;
  title: string;
  summary: string;
  url: string;
  head_text: string;
  head_vector: string;
}

/**
 * The same documents with their columns computed once per process and inlined as literals:
 * stemming eight entries on every search cost several milliseconds of each query.
 */
let precomputed: SQL | null = null;

export const pagesSource: SearchSource = {
  type: "page",
  label: "Page",
  groupLabel: "Pages",
  async prepare(db) {
    if (precomputed) return;
    const result = rows<PageRow>(
      await db.execute(sql`select key, title, summary, url, head_text, head_vector::text as head_vector from (${computedDocuments()}) d`),
    );
    const values = sql.join(
      result.map((r) => sql`(${r.key}::text, ${r.title}::text, ${r.summary}::text, ${r.url}::text, ${r.head_text}::text, ${r.head_vector}::tsvector)`),
      sql`, `,
    );
    precomputed = sql`
      select key, title, summary, url, null::date as sort_date,
        head_text, head_text as search_text, head_vector, head_vector as search_vector
      from (values ${values}) as pages (key, title, summary, url, head_text, head_vector)`;
  },
  documents: () => precomputed ?? computedDocuments(),
  describe: (document) => document.summary,
};
