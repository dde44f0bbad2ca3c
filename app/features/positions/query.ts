// The filter state of /prises-positions and its shareable query string: zod-free, so the
// page's browser code does not load a schema library (the server parses with ./schema.ts).
import type { PositionFilters } from "./rules";

/** The filter state of the page, and the card opened without JavaScript. */
export interface PositionsQuery extends PositionFilters {
  open?: string;
}

/** The query string of a filter state, empty values left out (shareable URLs). */
export function positionsSearch(query: PositionsQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.year) params.set("annee", query.year);
  if (query.status) params.set("statut", query.status);
  if (query.category) params.set("categorie", query.category);
  if (query.open) params.set("ouvert", query.open);
  const s = params.toString();
  return s ? `?${s}` : "";
}
