// The frame and projection of the static plan of the Presqu'île (components/NeighbourhoodDrawing.tsx):
// a box around the neighbourhoods' centres, its width in the plan's proportions, where a degree of
// longitude is shorter than a degree of latitude by the cosine of the latitude (no distortion at
// this scale that anyone would see).
import type { LatLng } from "~/content/neighbourhoods";

/** The plan's drawing units (its SVG viewBox): 4 wide for 5 high, so it fits a phone's width and a desktop column. */
export const PLAN_WIDTH = 400;
export const PLAN_HEIGHT = 500;

export type PlanFrame = { readonly north: number; readonly south: number; readonly west: number; readonly east: number };

/** The box shown: the centres with `margin` degrees of latitude around them, widened to the plan's proportions. */
export function planFrame(centers: readonly LatLng[], margin = 0.0045): PlanFrame {
  const lats = centers.map(([lat]) => lat);
  const lngs = centers.map(([, lng]) => lng);
  const north = Math.max(...lats) + margin;
  const south = Math.min(...lats) - margin;
  const metresPerLongitude = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const halfWidth = ((north - south) * (PLAN_WIDTH / PLAN_HEIGHT)) / metresPerLongitude / 2;
  const middle = (Math.max(...lngs) + Math.min(...lngs)) / 2;
  return { north, south, west: middle - halfWidth, east: middle + halfWidth };
}

/** A point of the plan in drawing units, from its top left corner. */
export function projectOnPlan(frame: PlanFrame, [lat, lng]: LatLng): { x: number; y: number } {
  return {
    x: ((lng - frame.west) / (frame.east - frame.west)) * PLAN_WIDTH,
    y: ((frame.north - lat) / (frame.north - frame.south)) * PLAN_HEIGHT,
  };
}
