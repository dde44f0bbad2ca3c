// Step logic of the home page's counting figures: 60 steps of about 33 ms, French formatting.
import type { FigureFormat } from "~/content/figures";
import { lazy } from "~/lib/lazy";

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

const frenchNumber = lazy(() => new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 }));

/**
 * "545 000" with a no-break space (U+00A0) as the group separator, whatever the ICU data of
 * the runtime (some emit U+202F): the server and the browser must render the same text.
 */
export function formatFigure(value: number, format: FigureFormat, suffix = ""): string {
  const text = format === "year" ? String(value) : frenchNumber().format(value).replace(/[\u202f\s]/g, "\u00a0");
  return `${text}${suffix}`;
}
