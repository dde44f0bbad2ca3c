// The audience measurement (ADR 0017), with consent only: one page view per document load, and
// the named event of a success toast the server renders (an idea sent, a photo deposited…). The
// choice is the marker's `data-audience` (features/analytics/components/AudienceMeasurement.tsx),
// rendered by the server; when the banner's choice is stored (CONSENT_CHOSEN_EVENT) the marker is
// updated and, if accepted, the page is counted then. The sender (beacon.ts) is loaded only with
// consent. On an application page React counts the client-side navigations. A prerendered page
// is counted when it is shown.
import { CONSENT_CHOSEN_EVENT } from "~/features/consent/consent";
import type { EnhancementModule } from "../module";
import { SWAPPED_EVENT } from "../swap-events";

const sender = () => import("~/features/analytics/beacon");
const TOASTS = '[data-module~="toasts"]';
const SERVER_TOAST = '[data-toast="server"]';

const audience: EnhancementModule = (marker) => {
  const granted = () => marker.dataset.audience === "granted";
  const reported = new WeakSet<Element>();

  /** A success toast's event, once per toast the server rendered. */
  const report = (card: HTMLElement) => {
    if (!granted() || reported.has(card)) return;
    reported.add(card);
    const toast = { title: card.querySelector("[data-toast-title]")?.textContent ?? "", type: card.dataset.type ?? "success" };
    void sender().then((beacon) => beacon.reportToast(toast), () => undefined);
  };

  // A document's own named event (a search and whether it found something, a message sent): a
  // marker the server renders, data-track-event="search" data-track-label="…" data-track-found="true".
  const reportMarkers = () => {
    document.querySelectorAll<HTMLElement>("[data-track-event]").forEach((element) => {
      if (reported.has(element)) return;
      reported.add(element);
      const { trackEvent: action, trackLabel: label, trackFound: found } = element.dataset;
      const details = { label, found: found === undefined ? undefined : found === "true" };
      void sender().then((beacon) => beacon.sendEvent(action as Parameters<typeof beacon.sendEvent>[0], details), () => undefined);
    });
  };

  const measure = () => {
    if (!granted()) return;
    void sender().then((beacon) => beacon.sendEvent("page_view"), () => undefined);
    document.querySelectorAll<HTMLElement>(`${TOASTS} ${SERVER_TOAST}`).forEach(report);
    reportMarkers();
  };

  // A page prerendered by the Speculation Rules (lib/speculation.ts) is counted once it is shown,
  // never when it was only prepared.
  if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener("prerenderingchange", measure, { once: true });
  else measure();
  // A part of the page put in place (a form's answer) may carry its own event marker.
  document.addEventListener(SWAPPED_EVENT, () => {
    if (granted()) reportMarkers();
  });
  document.addEventListener(CONSENT_CHOSEN_EVENT, (event) => {
    const choice = (event as CustomEvent<{ consent?: string } | null>).detail?.consent;
    if (choice !== "granted" && choice !== "denied") return;
    const before = granted();
    marker.dataset.audience = choice;
    if (!before) measure();
  });

  // On an application page React renders the flash toast of a later action as a new card.
  const region = document.querySelector(TOASTS);
  if (!region) return;
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof HTMLElement && node.matches(SERVER_TOAST)) report(node);
      });
    }
  }).observe(region, { childList: true });
};

export default audience;
