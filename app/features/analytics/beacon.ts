// Sends one audience event to our own endpoint with navigator.sendBeacon (a fetch with
// keepalive where it is missing). Loaded lazily by track.ts, AudienceMeasurement and the audience
// module (one chunk of the browser build, so one copy per page), only after consent. The server scrubs and re-checks everything; this only describes what happened.
import { ANALYTICS_ACTIONS, ANALYTICS_ENDPOINT, type AnalyticsAction } from "./actions";
import { eventOfToast } from "./success-toasts";
import type { EventDetails } from "./track";

/** The page the visitor came from inside the site (the referrer of the next page view). */
let previousPage: string | null = null;

export function sendEvent(action: AnalyticsAction, details: EventDetails = {}): void {
  const url = window.location.href;
  const referrer = previousPage ?? document.referrer;
  if (action === "page_view") previousPage = url;
  const body = new URLSearchParams({ action, category: ANALYTICS_ACTIONS[action], url: url.slice(0, 1024), timestamp: String(Date.now()) });
  if (details.label) body.set("label", details.label.slice(0, 100));
  if (details.found !== undefined) body.set("found", String(details.found));
  if (referrer) body.set("referrer", referrer.slice(0, 1024));
  // A form body: a "simple" request (no preflight), read by the site's bounded form parser.
  if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(ANALYTICS_ENDPOINT, body)) return;
  void fetch(ANALYTICS_ENDPOINT, { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(() => undefined);
}

/** The named event of a success toast (an idea sent, a photo deposited…); the caller reports each toast once. */
export function reportToast(toast: { title: string; type: string }): void {
  const action = eventOfToast(toast);
  if (action) sendEvent(action);
}
