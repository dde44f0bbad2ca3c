// French number formatting for figures shown to visitors ("8 000", "2 500").
import { lazy } from "./lazy";

const integer = lazy(() => new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 }));

/** fr-FR's digit group separator: a narrow no-break space (U+202F). */
const GROUP_SEPARATOR = "\u202f";

/**
 * "8 000": the number rounded to a whole one (halves away from zero), digits grouped by three
 * with a narrow no-break space — exactly what fr-FR's Intl.NumberFormat writes (a property test
 * holds them equal), but written out here: building that formatter costs a slow phone ~70 ms of
 * main-thread time (ICU locale data) the first time a page shows a number while it hydrates.
 * Intl still writes the numbers this does not cover (non-finite, or beyond 10^21).
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return integer().format(value);
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const digits = String(Math.round(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR);
}
