// The rendering model (ADR 0024): React renders every page on the server; the browser runs the
// React app only on the routes that are applications. A route says so in its handle
// (`export const handle = { hydrate: true }`); a layout's handle covers its subtree. Every other
// page is a document: HTML, CSS and the enhancement entry (app/enhance/main.ts).
//
// Transition (issue 34, in progress): until the shell's behaviours (menus, search, consent,
// toasts, offline) are enhancement modules, every page route still carries this handle, marked
// "Transitional"; a route loses it once its page works as a document.

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

