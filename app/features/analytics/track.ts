// The browser side of audience measurement, kept tiny: it knows whether the visitor consented
// (from the marker the server renders, see AudienceMeasurement) and loads the sender (beacon.ts)
// only then, with a dynamic import, so nothing of it is in the shell's bundle and nothing runs
// before a choice.
import { useEffect } from "react";
import type { NamedEvent } from "./actions";

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

/** Records a named event if, and only if, the visitor accepted audience measurement. */
export function trackEvent(action: NamedEvent, details: EventDetails = {}): void {
  if (!analyticsGranted()) return;
  void import("./beacon").then(
    (beacon) => beacon.sendEvent(action, details),
    () => undefined,
  );
}

/**
 * Records a named event once a success is shown (`when` true), again only when what it
 * reports changes. For the success paths: call it where the confirmation renders.
 */
export function useTrackEvent(action: NamedEvent, details: EventDetails, when = true): void {
  const { label, found } = details;
  useEffect(() => {
    if (when) trackEvent(action, { label, found });
  }, [action, label, found, when]);
}
