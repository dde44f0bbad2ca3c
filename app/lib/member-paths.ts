// The addresses of the member space that code builds links to: the sign-in page and the member
// home, and the way to send someone to sign in and come back. Client-safe.
import { safeRedirectPath } from "./safe-redirect";

export const SIGN_IN_PATH = "/espace/connexion";
export const MEMBER_HOME_PATH = "/espace";

/** The sign-in page that comes back to this address afterwards. */
export function signInUrl(url: URL): string {
  // /espace is the address people type: its query (tab, redirectTo of older links) goes along.
  if (url.pathname === MEMBER_HOME_PATH) return `${SIGN_IN_PATH}${url.search}`;
  const target = safeRedirectPath(url.pathname + url.search);
  return `${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(target)}`;
}
