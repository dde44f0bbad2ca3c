// The rough course of the Saône and the Rhône around the Presqu'île, north to south down to their
// confluence: the one copy the site draws them from, in the static plan the server renders
// (components/NeighbourhoodDrawing.tsx) and, through the map's setup, under the markers of the
// interactive map when it has no background tiles (enhance/modules/map.ts).
import type { LatLng } from "~/content/neighbourhoods";

export type River = "saone" | "rhone";

export const rivers: Readonly<Record<River, readonly LatLng[]>> = {
  saone: [
    [45.7745, 4.823],
    [45.7702, 4.825],
    [45.7668, 4.8268],
    [45.7648, 4.8286],
    [45.7622, 4.8298],
    [45.7607, 4.8292],
    [45.7568, 4.8275],
    [45.7527, 4.824],
    [45.745, 4.819],
    [45.7325, 4.8175],
  ],
  rhone: [
    [45.7745, 4.842],
    [45.77, 4.8402],
    [45.7636, 4.8393],
    [45.7587, 4.8385],
    [45.755, 4.8365],
    [45.75, 4.8335],
    [45.7472, 4.8315],
    [45.7385, 4.825],
    [45.7325, 4.8175],
  ],
};

export const riverNames: Readonly<Record<River, string>> = { saone: "Saône", rhone: "Rhône" };

/** Where a river crosses a latitude (its longitude there), or null outside its course. */
export function riverLongitudeAt(river: River, latitude: number): number | null {
  const course = rivers[river];
  for (let i = 1; i < course.length; i++) {
    const [northLat, northLng] = course[i - 1]!;
    const [southLat, southLng] = course[i]!;
    if (latitude <= northLat && latitude >= southLat) {
      const t = northLat === southLat ? 0 : (northLat - latitude) / (northLat - southLat);
      return northLng + t * (southLng - northLng);
    }
  }
  return null;
}
