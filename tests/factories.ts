// Builders for test data. Each call makes unique values so tests never collide.
import { randomBytes } from "node:crypto";

export function uniqueEmail(prefix = "membre"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.org`;
}

export const validPassword = "une phrase de passe solide";

/** A POST request to a page of the site, with form fields and optional cookie. */
export function formRequest(path: string, fields: Record<string, string>, cookie?: string): Request {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`http://localhost:3000${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

/** A GET request carrying a cookie header. */
export function pageRequest(path: string, cookie?: string): Request {
  return new Request(`http://localhost:3000${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

/** Turns Set-Cookie headers into the Cookie header a browser would send back. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

/**
 * The context React Router hands a loader or action of `request`, once the root middleware
 * has run: request info, the database, and the session (read from the request's cookie).
 */
export async function contextFor(request: Request, clientIp = "192.0.2.10") {
  const [{ createRequestContext, provideSession }, { getDb }] = await Promise.all([import("~/lib/request-context.server"), import("~/db/client.server")]);
  const context = createRequestContext({ clientIp, nonce: "", requestId: "test" }, getDb());
  provideSession(context, request);
  return context;
}

/** A member account with a session: its id and the Cookie header of a signed-in browser. */
export async function signedInMember(email = uniqueEmail()): Promise<{ userId: string; cookie: string }> {
  const [{ createAccount }, { getAuth }] = await Promise.all([import("~/features/account/administrators.server"), import("~/lib/auth.server")]);
  const { userId } = await createAccount(email, { password: validPassword });
  const { headers } = await getAuth().api.signInEmail({ body: { email, password: validPassword }, returnHeaders: true });
  return { userId, cookie: cookieFrom(headers) };
}
