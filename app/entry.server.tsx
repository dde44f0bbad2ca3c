// Server rendering: streams HTML (an application page's with the request's CSP nonce); bots get the full document at once.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { NonceProvider } from "~/lib/nonce";
import { loggableUrl } from "~/lib/loggable-url";
import { logger } from "~/lib/logger.server";
import { getRequestInfo } from "~/lib/request-context.server";
import { RENDERED_AS_HEADER, renderedAs } from "~/lib/rendering";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Only an application page carries the request's nonce (React Router's inline scripts need it);
  // a document carries none, so its bytes are the same for every response (ADR 0027).
  const rendered = renderedAs(routerContext);
  const nonce = rendered === "application" ? getRequestInfo(loadContext).nonce : undefined;
  responseHeaders.set(RENDERED_AS_HEADER, rendered);
  // Session-dependent responses are marked private, no-store by server/request-handler.ts (H2).
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyEvent = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Completed Suspense boundaries stay in place in the HTML, whatever their size: React would
        // otherwise move large ones to the end of the stream, revealed by an inline script —
        // invisible without JavaScript, and a script a document does not carry.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error({ err: error, url: loggableUrl(request.url) }, "unhandled error in loader or action");
}
