// French number formatting for figures shown to visitors ("8 000", "2 500").
import { lazy } from "./lazy";

const integer = lazy(() => new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 }));

/** "8 000": French digit grouping (narrow no-break space). */
export function formatCount(value: number): string {
  return integer().format(value);
}
