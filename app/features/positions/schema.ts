// URL query of /prises-positions, validated with zod: anything malformed falls back to "no filter".
import { z } from "zod";
import { cleanText } from "~/lib/form-fields";
import type { PositionsQuery } from "./query";

const optionalText = (max: number) =>
  z
    .string()
    .transform((v) => cleanText(v).trim())
    .pipe(z.string().max(max))
    .optional()
    .catch(undefined)
    .transform((v) => (v ? v : undefined));

/** The URL's parameters, under their public names (shared links depend on them). */
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

export { positionsSearch, type PositionsQuery } from "./query";

/** Parses URLSearchParams (first value of each key); never throws. */
export function parsePositionsQuery(params: URLSearchParams): PositionsQuery {
  const query = positionsQuerySchema.parse({
    q: params.get("q") ?? undefined,
    annee: params.get("annee") || undefined,
    statut: params.get("statut") ?? undefined,
    categorie: params.get("categorie") ?? undefined,
    ouvert: params.get("ouvert") || undefined,
  });
  return { q: query.q, year: query.annee, status: query.statut, category: query.categorie, open: query.ouvert };
}
