// The registry of search sources, in the order their groups are shown. Entries that live in code
// (pages, neighbourhoods) use staticSource(...); the history periods are a table (timeline.server.ts). A published-document
// type (blog posts, rencontres) joins with one documentSource(...) line here; its table already
// has the search columns (app/db/schema/published-documents.ts) and needs one vocabulary trigger.
import { blogPosts, campaigns, events, positions, proposals } from "~/db/schema";
import { documentSource } from "./documents.server";
import { neighbourhoodsSource } from "./neighbourhoods.server";
import { pagesSource } from "./pages.server";
import { timelineSource } from "./timeline.server";
import type { SearchSource } from "./types";

export type { SearchDocument, SearchSource } from "./types";

export const searchSources: readonly SearchSource[] = [
  pagesSource,
  neighbourhoodsSource,
  documentSource(positions, {
    type: "position",
    label: "Prise de position",
    groupLabel: "Prises de position",
    link: { page: "/prises-positions", slug: "anchor" },
  }),
  documentSource(proposals, {
    type: "proposition",
    label: "Proposition",
    groupLabel: "Propositions",
    link: { page: "/propositions-lyon", slug: "segment" },
  }),
  documentSource(blogPosts, { type: "article", label: "Article", groupLabel: "Actualités", link: { page: "/blog", slug: "segment" } }),
  documentSource(events, { type: "rencontre", label: "Rencontre", groupLabel: "Rencontres", link: { page: "/rencontres", slug: "segment" } }),
  documentSource(campaigns, {
    type: "campagne",
    label: "Campagne",
    groupLabel: "Nos combats du moment",
    link: { page: "/", slug: "anchor" },
  }),
  timelineSource,
];
