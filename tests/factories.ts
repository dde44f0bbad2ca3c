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
