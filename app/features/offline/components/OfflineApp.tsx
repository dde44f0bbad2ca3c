// The offline side's marker, rendered on every page: the offline module
// (app/enhance/shell/offline.ts) registers the service worker, flushes the outbox and announces
// its results (ADR 0018). On an application page React adds what needs it: once a kept
// submission is delivered, the page's data is read again (a form that answers with a redirect
// leaves its own flash toast: read it now, not on the next page); and while offline, a click on a
// link to this site is left to the browser, so that the worker answers it from its cache (a
// client-side navigation would ask the server for the page's data and fail).
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { onOutboxResult } from "../outbox";

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
    const unsubscribe = onOutboxResult(({ state }) => {
      if (state === "delivered") void revalidateLatest.current();
    });
    window.addEventListener("click", onClickWhileOffline, { capture: true });
    return () => {
      unsubscribe();
      window.removeEventListener("click", onClickWhileOffline, { capture: true });
    };
  }, []);
  return <div hidden data-module="offline" />;
}
