// The browser side of audience measurement, kept tiny: whether the visitor consented (from the
// marker the server renders, see AudienceMeasurement), and the details an event may carry. The
// sender (beacon.ts) is loaded only with consent, by the audience module and AudienceMeasurement.

/**
 * The marker of the visitor's choice, rendered by the server on every page
 * (`data-audience="granted" | "denied" | "none"`); the audience module updates it when the
 * banner's choice is stored.
 */
export const AUDIENCE_ATTRIBUTE = "data-audience";

/** Whether the visitor accepted audience measurement (false on the server). */
export function analyticsGranted(): boolean {
  if (typeof document === "undefined") return false;
  return document.querySelector(`[${AUDIENCE_ATTRIBUTE}]`)?.getAttribute(AUDIENCE_ATTRIBUTE) === "granted";
}

export interface EventDetails {
  /** A short label: the query of a search, a membership formula. Never personal data. */
  label?: string;
  /** For a search: whether it found something. */
  found?: boolean;
}
