// The neighbourhoods of /quartiers as search items of type `quartier` (spec 01 §3): found by
// their name, description, history and points of interest; each opens the page with that
// neighbourhood selected (`?quartier=<slug>`, the page's own link, see neighbourhoodHref).
import { neighbourhoods, type Neighbourhood } from "~/content/neighbourhoods";
import { neighbourhoodHref } from "~/features/neighbourhoods/lookup";
import { shortDescription } from "../rules";
import { staticSource, type StaticEntry } from "./static.server";

export function neighbourhoodEntries(list: readonly Neighbourhood[] = neighbourhoods): StaticEntry[] {
  return list.map((n) => ({
    key: n.slug,
    title: n.name,
    summary: n.description,
    body: [n.history, ...n.pointsOfInterest].join(" "),
    url: neighbourhoodHref(n.slug),
  }));
}

export const neighbourhoodsSource = staticSource({
  type: "quartier",
  label: "Quartier",
  groupLabel: "Quartiers",
  entries: neighbourhoodEntries(),
  describe: (document) => shortDescription("Quartier", document.summary),
});
