// Whether a request carries the signed-in session's cookie (better-auth's, prefixed `adpl.`):
// read by the request handler (private answers, H2) and the page cache (never for a member).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?adpl\.session_token=/;

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}
