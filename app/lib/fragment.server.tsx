// Server-rendered HTML fragments (ADR 0024): a resource route renders the same React component a
// page uses and answers with its HTML alone; an enhancement module fetches it and swaps it in
// (app/enhance/fragment.ts). One rendering of each thing, on the server.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** An HTML fragment response: never indexed, never cached by a shared cache. */
export function fragmentResponse(element: ReactElement, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("X-Robots-Tag", "noindex");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-cache");
  return new Response(renderToStaticMarkup(element), { status: init.status ?? 200, headers });
}
