// What React Router's context carries for one request (ADR 0008): what the HTTP server knows
// (CSP nonce, client address, request id), the database, and the signed-in user, read at most
// once per request by the root middleware and shared by the shell, the guards and the routes.
import { createContext, RouterContextProvider, type MiddlewareFunction } from "react-router";
import type { Database } from "~/db/client.server";
import { readSession, type SessionUser } from "./auth.server";

export interface RequestInfo {
  /** Per-request CSP nonce for inline and module scripts. */
  nonce: string;
  /** The client's address as the server sees it (proxy-aware when TRUST_PROXY is set). */
  clientIp: string;
  requestId: string;
}

/** The context as loaders, actions and middleware receive it. */
export type RequestContext = Readonly<RouterContextProvider>;

interface SessionState {
  /** The request as React Router handles it (`.data` suffix already removed). */
  request: Request;
  user(): Promise<SessionUser | null>;
}

const requestInfoContext = createContext<RequestInfo>();
const databaseContext = createContext<Database>();
const sessionContext = createContext<SessionState>();
const answerHeadersContext = createContext<Headers>();

/**
 * The context of one request, made by the HTTP server (server/app.ts) and by tests. The
 * database is left out only when none is open (then a route that needs the session fails).
 */
export function createRequestContext(info: RequestInfo, db?: Database): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  if (db) context.set(databaseContext, db);
  return context;
}

export function getRequestInfo(context: RequestContext): RequestInfo {
  return context.get(requestInfoContext);
}

export function getDatabase(context: RequestContext): Database {
  return context.get(databaseContext);
}

/**
 * Makes the signed-in user of this request available through the context, read from the
 * database on first use only (pages that never ask, such as sitemap.xml, cost nothing).
 * Returns the Set-Cookie headers of that read, if it happened. The root middleware's first
 * step; tests that call a loader or action directly use it too.
 */
export function provideSession(context: RequestContext, request: Request): { refreshedCookies(): Promise<Headers | null> } {
  let read: ReturnType<typeof readSession> | undefined;
  context.set(answerHeadersContext, new Headers());
  context.set(sessionContext, {
    request,
    user: async () => (await (read ??= readSession(getDatabase(context), request))).user,
  });
  return { refreshedCookies: async () => (read ? read.then((session) => session.headers, () => null) : null) };
}

/**
 * Root middleware: the session for everything below, and on the way out the cookie
 * better-auth refreshes once a day and the answer headers of `addAnswerHeaders`, whatever the
 * route that answered.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = provideSession(context, request);
  const response = await next();
  const refreshed = await session.refreshedCookies();
  const withCookies = refreshed ? forwardCookies(refreshed, response) : response;
  const extra = context.get(answerHeadersContext);
  return [...extra.keys()].length > 0 ? amend(withCookies, (headers) => extra.forEach((value, name) => headers.has(name) || headers.set(name, value))) : withCookies;
};

/**
 * Headers for this request's answer beyond cookies (`Retry-After` on a 429). React Router keeps
 * only the cookies of the headers an action or loader returns when its route exports no
 * `headers` function; the root middleware adds these to the answer, document or data request.
 */
export function addAnswerHeaders(context: RequestContext, headers: HeadersInit | undefined): void {
  if (!headers) return;
  const extra = context.get(answerHeadersContext);
  new Headers(headers).forEach((value, name) => {
    if (name !== "set-cookie") extra.set(name, value);
  });
}

/** The signed-in user, or null. Pages that require one use the guards of permissions.server.ts. */
export async function getCurrentUser(context: RequestContext): Promise<SessionUser | null> {
  return context.get(sessionContext).user();
}

/** The request being answered, as seen by the root middleware. */
export function getRequest(context: RequestContext): Request {
  return context.get(sessionContext).request;
}

const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf("=")).trim();

/** Adds the session's cookies to a response unless it already sets them (sign-in, sign-out win). */
function forwardCookies(from: Headers, response: Response): Response {
  const taken = new Set(response.headers.getSetCookie().map(cookieName));
  const cookies = from.getSetCookie().filter((cookie) => !taken.has(cookieName(cookie)));
  if (cookies.length === 0) return response;
  return amend(response, (headers) => {
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  });
}

/** Edits a response's headers in place, or a copy's when they are immutable (a response made by fetch()). */
function amend(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    edit(copy.headers);
    return copy;
  }
}
