// The rendering model (ADR 0024): React renders every page on the server; the browser runs the
// React app only on the routes that are applications. A route says so in its handle
// (`export const handle = { hydrate: true }`); a layout's handle covers its subtree. Every other
// page is a document: HTML, CSS and the enhancement entry (app/enhance/main.ts).

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

/**
 * Paths the client router may navigate to from an application page: the back-office. A link
 * anywhere else loads a document (entry.client.tsx).
 */
export function isApplicationPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
