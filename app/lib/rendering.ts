// The rendering model (ADR 0024): React renders every page on the server; the browser runs the
// React app only on the routes that are applications. A route says so in its handle
// (`export const handle = { hydrate: true }`); a layout's handle covers its subtree. Every other
// page is a document: HTML, CSS and the enhancement entry (app/enhance/main.ts).
//
// The server render says which of the two it rendered in a response header (RENDERED_AS_HEADER):
// the HTTP server sends the CSP of that kind and lets the page cache keep only nonce-free answers
// (server/request-handler.ts, ADR 0027), then removes the header.
//
// Only the back-office's layout carries the handle (ADR 0026): every other page is a document.

import type { EntryContext } from "react-router";

export interface RenderingHandle {
  /** This route and everything under it hydrate: the React app runs in the browser. */
  hydrate?: boolean;
}

export const APPLICATION_HANDLE: RenderingHandle = { hydrate: true };

/** True when one of the matched routes asks for the React app in the browser. */
export function isApplication(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => {
    const handle = match.handle as RenderingHandle | undefined;
    return handle?.hydrate === true;
  });
}

/** What a server render produced: a document, or an application page (which carries the nonce). */
export type RenderedAs = "document" | "application";

/** The response header carrying RenderedAs from the server render to the HTTP server (never sent). */
export const RENDERED_AS_HEADER = "X-Rendered-As";

/**
 * What the server render of these matches produces, from the routes' handles as the root's
 * Layout reads them with useMatches() (React Router's entry context on the server).
 */
export function renderedAs({ staticHandlerContext, routeModules }: Pick<EntryContext, "staticHandlerContext" | "routeModules">): RenderedAs {
  const matches = staticHandlerContext.matches.map((match) => ({ handle: routeModules[match.route.id]?.handle }));
  return isApplication(matches) ? "application" : "document";
}
