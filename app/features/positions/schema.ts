// URL query of /prises-positions, validated with zod: anything malformed falls back to "no filter".
import { z } from "zod";
import { cleanText } from "~/lib/form-fields";

const optionalText = (max: number) =>
  z
    .string()
    .transform((v) => cleanText(v).trim())
    .pipe(z.string().max(max))
    .optional()
    .catch(undefined)
    .transform((v) => (v ? v : undefined));

export const positionsQuerySchema = z.object({
  q: optionalText(200),
  annee: z
    .string()
    .regex(/^\d{4}$/)
    .optional()
    .catch(undefined),
  statut: optionalText(100),
  categorie: optionalText(100),
  /** Card opened by the server (no-JavaScript accordion). */
  ouvert: z
    .string()
    .regex(/^[a-z0-9-]{1,120}$/)
    .optional()
    .catch(undefined),
});

export type PositionsQuery = z.infer<typeof positionsQuerySchema>;

/** Parses URLSearchParams (first value of each key); never throws. */
export function parsePositionsQuery(params: URLSearchParams): PositionsQuery {
  return positionsQuerySchema.parse({
    q: params.get("q") ?? undefined,
    annee: params.get("annee") || undefined,
    statut: params.get("statut") ?? undefined,
    categorie: params.get("categorie") ?? undefined,
    ouvert: params.get("ouvert") || undefined,
  });
}

/** The query string of a filter state, empty values left out (shareable URLs). */
export function positionsSearch(query: Partial<PositionsQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.annee) params.set("annee", query.annee);
  if (query.statut) params.set("statut", query.statut);
  if (query.categorie) params.set("categorie", query.categorie);
  if (query.ouvert) params.set("ouvert", query.ouvert);
  const s = params.toString();
  return s ? `?${s}` : "";
}
