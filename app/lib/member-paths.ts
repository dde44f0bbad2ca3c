// The addresses of the member space that code builds links to: /espace (sign-in tabs when
// signed out, the profile when signed in), and the way to send someone to sign in and come back.
// Client-safe.
import { safeRedirectPath } from "./safe-redirect";

export const MEMBER_HOME_PATH = "/espace";
/** Signing in happens on /espace itself (tab "connexion"). */
export const SIGN_IN_PATH = MEMBER_HOME_PATH;

/** The tabs of /espace for signed-out visitors, in the URL as ?onglet=. */
export const SPACE_TABS = ["connexion", "inscription", "reinitialisation"] as const;
export type SpaceTab = (typeof SPACE_TABS)[number];

/** A tab of /espace, keeping where to go after signing in. */
export function spaceTabUrl(tab: SpaceTab, redirectTo?: string | null): string {
  const params = new URLSearchParams({ onglet: tab });
  if (redirectTo && redirectTo !== MEMBER_HOME_PATH) params.set("redirectTo", redirectTo);
  return `${MEMBER_HOME_PATH}?${params}`;
}

/** The sign-in page that comes back to this address afterwards. */
export function signInUrl(url: URL): string {
  const target = safeRedirectPath(url.pathname + url.search);
  if (target === MEMBER_HOME_PATH) return MEMBER_HOME_PATH;
  return `${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(target)}`;
}
