// Finds the neighbourhood named in the URL (`?quartier=<slug>`), falling back to Bellecour.
import {
  defaultNeighbourhoodSlug,
  neighbourhoods,
  type Neighbourhood,
  type NeighbourhoodSlug,
} from "~/content/neighbourhoods";

export const NEIGHBOURHOOD_PARAM = "quartier";
export const NEIGHBOURHOODS_PATH = "/quartiers";

export function isNeighbourhoodSlug(value: unknown): value is NeighbourhoodSlug {
  return typeof value === "string" && neighbourhoods.some((n) => n.slug === value);
}

/** The neighbourhood with this slug; Bellecour for a missing or unknown slug. */
export function findNeighbourhood(
  slug: string | null | undefined,
  list: readonly Neighbourhood[] = neighbourhoods,
): Neighbourhood {
  const found = list.find((n) => n.slug === slug) ?? list.find((n) => n.slug === defaultNeighbourhoodSlug);
  if (!found) throw new Error("The default neighbourhood is missing from the content");
  return found;
}

/** Link to a neighbourhood; the default one gets the bare page. */
export function neighbourhoodHref(slug: NeighbourhoodSlug): string {
  return slug === defaultNeighbourhoodSlug ? NEIGHBOURHOODS_PATH : `${NEIGHBOURHOODS_PATH}?${NEIGHBOURHOOD_PARAM}=${slug}`;
}
