// Step logic of the home page's counting figures: 60 steps of about 33 ms, French formatting.
import type { FigureFormat } from "~/content/figures";
import { formatCount } from "~/lib/format-number";

export const COUNTER_STEPS = 60;
export const COUNTER_STEP_MS = 33;

/** The step reached after `elapsedMs` (0 … COUNTER_STEPS). */
export function counterStep(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 0;
  return Math.min(COUNTER_STEPS, Math.floor(elapsedMs / COUNTER_STEP_MS));
}

/** The value shown at a step: grows linearly and ends exactly on the target. */
export function counterValue(target: number, step: number): number {
  const clamped = Math.max(0, Math.min(COUNTER_STEPS, step));
  return Math.round((target * clamped) / COUNTER_STEPS);
}

/** "545 000" with a no-break space (U+00A0) as the group separator, the home page's figures' own. */
export function formatFigure(value: number, format: FigureFormat, suffix = ""): string {
  const text = format === "year" ? String(value) : formatCount(value).replace(/[\u202f\s]/g, "\u00a0");
  return `${text}${suffix}`;
}
