// The bridge from Express to React Router. It replaces @react-router/express so that the
// request body is read here, once, under a byte limit (V8): an oversized body is refused with
// 413 before it is buffered, and React Router only ever sees a bounded, fully-read body. It
// also marks every session-dependent response, documents and `.data` alike, private (H2), and
// serves anonymous public pages from the page cache (server/page-cache.ts, ADR 0019), from which a
// state change the application carried out forgets the pages it may have changed. A document
// (what the render says it rendered, RENDERED_AS_HEADER) gets the documents' CSP, without nonce
// (ADR 0027); every other answer keeps the one with this request's nonce.
import type { IncomingMessage } from "node:http";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler as createReactRouterHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { bodyLimitFor, TEXT_FORM_BODY_LIMIT } from "./body-limits";
import { sendFrenchError } from "./error-pages";
import { RENDERED_AS_HEADER } from "~/lib/rendering";
import { hasSessionCookie } from "~/lib/session-cookie";
import { createSlots } from "~/lib/slots";
import { changedPages, collectPage, isStorable, pageCache, pageCacheKey, sendCachedPage, targetOf } from "./page-cache";

const PRIVATE_PATH = /^\/(?:espace|admin)(?:[/.]|$)/;

/** Responses that depend on who is signed in must never be stored by a cache. */
export function isSessionDependent(path: string, cookieHeader: string | undefined): boolean {
  // Published images are the same for everyone (immutable, cached by address).
  if (path.startsWith("/medias/")) return false;
  return PRIVATE_PATH.test(path) || hasSessionCookie(cookieHeader);
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/**
 * Reads a request body into memory, never more than `limit` bytes: a Content-Length over the
 * limit is refused before reading anything, a chunked body as soon as it goes over.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > limit) return Promise.reject(new BodyTooLargeError(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("aborted", onAborted);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onAborted = () => onError(new Error("request aborted"));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("aborted", onAborted);
  });
}

/** At most this much of a refused body is read (and thrown away) before the 413 answer. */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
const DRAIN_MAX_MS = 15_000;

/**
 * Discards the rest of a refused request body. True once the client has sent it all; false when
 * it declares or sends more than DRAIN_MAX_BYTES or takes longer than 15 s: the answer then goes
 * out at once and the connection closes (the client may see it reset while still sending).
 */
export function drainRequest(req: IncomingMessage, maxBytes = DRAIN_MAX_BYTES): Promise<boolean> {
  if (req.readableEnded) return Promise.resolve(true);
  if (Number(req.headers["content-length"] ?? 0) > maxBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let size = 0;
    const finish = (ok: boolean) => {
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onFail);
      req.off("aborted", onFail);
      if (!ok) req.pause();
      resolve(ok);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(false);
    const timer = setTimeout(() => finish(false), DRAIN_MAX_MS);
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onFail);
    req.on("aborted", onFail);
    req.resume();
  });
}

function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  return headers;
}

function requestUrl(req: ExpressRequest): URL {
  // req.hostname honours X-Forwarded-Host only through a trusted proxy (TRUST_PROXY).
  const hostHeader = req.get("host") ?? "";
  const port = /:(\d{1,5})$/.exec(hostHeader)?.[1];
  const hostname = (req.hostname ?? "").split(/[\\/?#@\s]/)[0] || "localhost";
  const host = /^[A-Za-z0-9.\-[\]:]+$/.test(hostname) ? hostname : "localhost";
  try {
    return new URL(`${req.protocol}://${host}${port ? `:${port}` : ""}${req.originalUrl}`);
  } catch {
    return new URL(`${req.protocol}://localhost${req.originalUrl.startsWith("/") ? req.originalUrl : "/"}`);
  }
}

/**
 * Bodies over the text-form limit (photo and image uploads, up to 11 MB each) are read by at most
 * LARGE_BODY_SLOTS requests at once; the others wait their turn before their body is read (the
 * client's upload pauses), and beyond LARGE_BODY_QUEUE waiting ones the server answers 429. With
 * the image pipeline's own slots (lib/images.server.ts), simultaneous uploads cannot hold more
 * than a few bodies and decodes in memory. Two: one upload in the image pipeline, the next one
 * read and ready. A held 10 MB photo costs about 50 MB (the buffer, the Request's copy, the parsed
 * form, the bytes given to sharp): with 4, bench/photo-upload measured +357 MB of peak RSS for 8
 * simultaneous uploads, over its 300 MB budget; with 2, +275 to +280 MB.
 */
export const LARGE_BODY_SLOTS = 2;
export const LARGE_BODY_QUEUE = 32;
const largeBodies = createSlots(LARGE_BODY_SLOTS, LARGE_BODY_QUEUE);

/** Large bodies being read and waiting to be (tests). */
export function largeBodyState(): { held: number; waiting: number } {
  return { held: largeBodies.held, waiting: largeBodies.waiting };
}

/**
 * Answers the requests whose page the page cache holds (ADR 0019), as its stored bytes (ADR
 * 0027). Placed right after the security headers, before compression, static files and the
 * checks of posts, none of which a kept page needs; it notes the request's cache key (or null)
 * for reactRouterHandler, which renders and stores what is missing. Off in development.
 */
export function pageCacheHits(mode: "production" | "development") {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (mode !== "production") return next();
    try {
      const key = await pageCacheKey({ method: req.method, url: targetOf(req.originalUrl), headers: req.headers });
      res.locals.pageCacheKey = key;
      const cached = key ? (pageCache.get(key) ?? (await pageCache.pending(key))) : undefined;
      if (cached) {
        sendCachedPage(req, res, cached);
        return;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

export interface ReactRouterHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  /** The Content-Security-Policy of documents (server/security-headers.ts), the same for every one. */
  documentPolicy: string;
}

type RequestHandler = ReturnType<typeof createReactRouterHandler>;

/**
 * React Router calls a build given as a function on every request and then derives its route
 * table again (every route's pattern compiled and ranked: ~5 ms of CPU per request with this
 * site's ~100 routes, measured by bench/load-submissions). Right in development, where the
 * function returns the code being edited; in production the build never changes, so it is loaded
 * once and the handler made from it serves every request.
 */
function requestHandlerFor(build: ReactRouterHandlerOptions["build"], mode: ReactRouterHandlerOptions["mode"]): RequestHandler {
  if (mode !== "production" || typeof build !== "function") return createReactRouterHandler(build, mode);
  let loaded: Promise<RequestHandler> | undefined;
  return async (request, context) => {
    loaded ??= build().then(
      (resolved) => createReactRouterHandler(resolved, mode),
      (error: unknown) => {
        loaded = undefined; // tried again by the next request
        throw error;
      },
    );
    return (await loaded)(request, context);
  };
}

export function reactRouterHandler({ build, mode, getLoadContext, documentPolicy }: ReactRouterHandlerOptions) {
  const handle = requestHandlerFor(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const url = requestUrl(req);
      // The page cache's key of a page it may keep, noted by pageCacheHits (not in development).
      const cacheKey = (res.locals.pageCacheKey as string | null | undefined) ?? null;
      const headers = requestHeaders(req);
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      let request: Request;
      if (req.method === "GET" || req.method === "HEAD") {
        request = new Request(url, { method: req.method, headers, signal: controller.signal });
      } else {
        const limit = bodyLimitFor(url.pathname);
        if (limit > TEXT_FORM_BODY_LIMIT) {
          const free = await largeBodies.take();
          if (!free) {
            sendFrenchError(res, 429, { close: true, headers: { "Retry-After": "30" } });
            return;
          }
          if (controller.signal.aborted) {
            // The client left while waiting: its turn goes to the next one (its "close" is past).
            free();
            return;
          }
          // Held until the answer is sent (or the client goes): the body and its image work.
          res.on("close", free);
        }
        let body: Buffer;
        try {
          body = await readBody(req, limit);
        } catch (error) {
          if (error instanceof BodyTooLargeError) {
            // Read and discard what the client is still sending (bounded), so that a browser or
            // client uploading a too-large file gets the French 413 page instead of a reset connection.
            await drainRequest(req);
            sendFrenchError(res, 413, { close: true });
            return;
          }
          // The client went away or sent a broken stream: nothing to answer.
          if (!res.headersSent) res.status(400).end();
          return;
        }
        request = new Request(url, {
          method: req.method,
          headers,
          // The Buffer itself (a Uint8Array): no copy of an 11 MB upload.
          body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
          signal: controller.signal,
        });
      }
      const generation = pageCache.generation;
      // The first GET of a page not kept: the others for it wait for this rendering.
      const rendered = cacheKey && req.method === "GET" && !pageCache.pending(cacheKey) ? pageCache.begin(cacheKey) : undefined;
      let response: Response;
      try {
        response = await handle(request, getLoadContext(req, res));
      } catch (error) {
        rendered?.(null);
        // What a failed handling had changed is unknown: the pages it may have changed go.
        forgetChangedPages(req.method, url.pathname, null);
        throw error;
      }
      // A state change the application carried out may show on public pages (a refusal changed nothing).
      forgetChangedPages(req.method, url.pathname, response.status);
      // An answer that sets a cookie (a toast being cleared) is this visitor's alone: no cache
      // keeps it, the service worker's included, so no page offline shows a past toast.
      if (isSessionDependent(url.pathname, req.headers.cookie) || response.headers.has("Set-Cookie")) {
        response.headers.set("Cache-Control", "private, no-store");
      }
      // A document's scripts are the build's files and its speculation rules: no nonce in its CSP.
      if (response.headers.get(RENDERED_AS_HEADER) === "document") response.headers.set("Content-Security-Policy", documentPolicy);
      const key = rendered && isStorable(response) ? cacheKey : null;
      if (response.headers.has(RENDERED_AS_HEADER)) response.headers.delete(RENDERED_AS_HEADER);
      res.setHeader("X-Page-Cache", key ? "miss" : "bypass");
      if (key && rendered) {
        response = collectPage(response, pageCache.maxEntryBytes, (page) => rendered(page && pageCache.set(key, page, generation) ? page : null));
      } else {
        rendered?.(null);
      }
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function forgetChangedPages(method: string, pathname: string, status: number | null): void {
  const scope = changedPages(method, pathname, status);
  if (scope) pageCache.clear(scope);
}

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) {
    // Headers#entries joins repeated headers with ", "; Set-Cookie must stay separate.
    if (key === "set-cookie") continue;
    res.setHeader(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (response.body) {
    try {
      await writeReadableStreamToWritable(response.body, res);
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      throw error;
    }
  } else {
    res.end();
  }
}
