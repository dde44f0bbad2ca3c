// Browser entry of the application pages (ADR 0024: the back-office): hydrates the
// server-rendered document. Only application routes load it; every other page is a document.
// zod-setup comes first, before any route module (and its zod schemas) is evaluated.
import "~/lib/zod-setup";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isApplicationPath } from "~/lib/rendering";

// A link from an application page to a document (the public site, the member space) loads that
// document: the client router never renders a page that is not an application. Listening on the
// window in the capture phase runs before React's own listener, which is then not told of the
// click; the browser follows the link.
window.addEventListener(
  "click",
  (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || isApplicationPath(url.pathname)) return;
    event.stopPropagation();
  },
  true,
);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
