// The app's offline side, mounted once by the root (ADR 0018): registers the service worker;
// asks it to keep the key pages once the page has loaded and the browser is idle; asks it to
// send the submissions it keeps when a page opens and when the connection returns; announces
// what it sent (or what the server refused); and, while offline, leaves the site's links to the
// browser so that the worker answers them from its cache (a client-side navigation would ask the
// server for the page's data and fail).
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { showToast } from "~/components/ui/toaster";
import { flushOutbox, onOutboxResult } from "../outbox";
import { OFFLINE_TEXTS } from "../texts";

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

/** While offline, a click on a link to this site becomes a plain document navigation. */
function onClickWhileOffline(event: MouseEvent) {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return;
  // React Router listens at the document: stopped at the window, the click keeps its default.
  event.stopPropagation();
}

export function OfflineApp() {
  const { revalidate } = useRevalidator();
  const revalidateLatest = useRef(revalidate);
  revalidateLatest.current = revalidate;

  useEffect(() => {
    if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
    if (document.readyState === "complete") registerWorker();
    else window.addEventListener("load", registerWorker, { once: true });

    const unsubscribe = onOutboxResult(({ state, label, sent }) => {
      if (state === "refused") {
        showToast({ type: "error", title: OFFLINE_TEXTS.refusedTitle, description: OFFLINE_TEXTS.refused(label) });
        return;
      }
      showToast({ type: "success", ...sent });
      // A form that answers with a redirect leaves its own flash toast: read it now, not on the
      // next page.
      void revalidateLatest.current();
    });
    const onOnline = () => flushOutbox();
    window.addEventListener("online", onOnline);
    window.addEventListener("click", onClickWhileOffline, { capture: true });
    if (navigator.onLine) flushOutbox();
    return () => {
      window.removeEventListener("load", registerWorker);
      unsubscribe();
      window.removeEventListener("online", onOnline);
      window.removeEventListener("click", onClickWhileOffline, { capture: true });
    };
  }, []);
  return null;
}
