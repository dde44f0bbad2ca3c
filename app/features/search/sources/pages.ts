// The eight static page entries of the spec, searched on title and description. No table:
// the documents are computed from a VALUES list by the same expressions as the tables' columns.
import { sql } from "drizzle-orm";
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

export const pagesSource: SearchSource = {
  type: "page",
  label: "Page",
  groupLabel: "Pages",
  documents() {
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
  },
  describe: (document) => document.summary,
};
