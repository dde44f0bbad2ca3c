// What of a page address may be stored (ADR 0017): the path, without query string or fragment,
// except the query of a search (kept for the "searched but found nothing" figures); nothing of
// the member space or the back-office; no token of an emailed link. Pure, tested by unit tests.

/** Pages never measured: personal or private by nature. */
const PRIVATE_PATH = /^\/(?:espace|admin|user-space)(?:[/.]|$)/;
/** Paths whose last segment is a secret token: only the page's kind is kept. */
const TOKEN_PATHS: ReadonlyArray<{ pattern: RegExp; keep: string }> = [
  { pattern: /^\/remontee-idees\/suivi(?:\/|$)/, keep: "/remontee-idees/suivi" },
  { pattern: /^\/rencontres\/annulation(?:\/|$)/, keep: "/rencontres/annulation" },
];
const SEARCH_PATH = "/recherche";
/** The membership pages: their payment step is kept apart (without its reference) for the funnel. */
const MEMBERSHIP_PATHS = ["/adhesion", "/adhesion-structured"];
const MAX_QUERY = 100;
const MAX_PATH = 300;

function toUrl(value: string, siteOrigin: string): URL | null {
  try {
    return new URL(value, siteOrigin);
  } catch {
    return null;
  }
}

/** The search query as stored: trimmed, spaces collapsed, lowercased, at most 100 characters. */
export function normalizeQuery(query: string): string {
  return query.replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\s+/g, " ").trim().toLowerCase().slice(0, MAX_QUERY);
}

/**
 * The storable form of a page address of this site, or null when the page is not measured
 * (another site, the member space, the back-office, a path too odd to be a page).
 */
export function scrubPagePath(value: string, siteOrigin: string): string | null {
  const url = toUrl(value, siteOrigin);
  if (!url || url.origin !== new URL(siteOrigin).origin) return null;
  let path = url.pathname;
  try {
    path = decodeURI(path);
  } catch {
    return null;
  }
  if (path.length > MAX_PATH || /[\u0000-\u001f\u007f]/.test(path)) return null;
  if (path.length > 1) path = path.replace(/\/+$/, "");
  if (PRIVATE_PATH.test(path)) return null;
  for (const { pattern, keep } of TOKEN_PATHS) if (pattern.test(path)) return keep;
  if (path === SEARCH_PATH) {
    const query = normalizeQuery(url.searchParams.get("q") ?? "");
    return query ? `${SEARCH_PATH}?q=${encodeURIComponent(query)}` : SEARCH_PATH;
  }
  if (MEMBERSHIP_PATHS.includes(path) && url.searchParams.get("etape") === "paiement") return `${path}?etape=paiement`;
  return path;
}

/**
 * The storable form of a referrer: another site's host only ("www.google.com"), or the
 * scrubbed path of a page of this site; null when absent, private or unreadable.
 */
export function scrubReferrer(value: string | undefined, siteOrigin: string): string | null {
  if (!value) return null;
  const url = toUrl(value, siteOrigin);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  if (url.origin === new URL(siteOrigin).origin) return scrubPagePath(value, siteOrigin);
  return url.hostname.toLowerCase().slice(0, 253) || null;
}
