// The site's offline side (ADR 0018), on every page: registers the service worker (public/sw.js)
// once the page has loaded, asks it to keep the key pages when the browser is idle, asks it to send
// the submissions it keeps when a page opens and when the connection returns, and says what it
// sent (or what the server refused) with a toast. Attached to the offline feature's marker
// (features/offline/components/OfflineApp.tsx). Not in development (no worker there).
import { flushOutbox, onOutboxResult } from "~/features/offline/outbox";
import { OFFLINE_TEXTS } from "~/features/offline/texts";
import { showToast } from "~/lib/toast";
import type { EnhancementModule } from "../module";

/** How long after the page's load the worker is asked to keep the key pages (then when idle). */
const KEEP_KEY_PAGES_AFTER_MS = 3000;

function registerWorker() {
  navigator.serviceWorker
    .register("/sw.js")
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // The key pages are fetched once the page is done with its own work: never during its load.
      window.setTimeout(() => {
        const ask = () => registration.active?.postMessage({ type: "keep-key-pages" });
        if ("requestIdleCallback" in window) window.requestIdleCallback(ask, { timeout: 5000 });
        else ask();
      }, KEEP_KEY_PAGES_AFTER_MS);
    })
    .catch((error: unknown) => console.warn("Service worker registration failed", error));
}

const offline: EnhancementModule = () => {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  if (document.readyState === "complete") registerWorker();
  else window.addEventListener("load", registerWorker, { once: true });

  onOutboxResult(({ state, label, sent }) => {
    if (state === "refused") showToast({ type: "error", title: OFFLINE_TEXTS.refusedTitle, description: OFFLINE_TEXTS.refused(label) });
    else showToast({ type: "success", ...sent });
  });
  window.addEventListener("online", flushOutbox);
  if (navigator.onLine) flushOutbox();
};

export default offline;
