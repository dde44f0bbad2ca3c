// What the request log keeps of a URL. Some URLs are capabilities: whoever holds a password
// reset link, an email confirmation, a newsletter (un)subscription link, an idea's private
// follow-up page or an event cancellation link acts as its owner. Logs travel further than the
// database (journald, a host's log collector, a pasted excerpt), so their secret part is
// replaced before the line is written.
const SECRET_PARAMS = ["token"];
/** Route patterns of app/routes.ts whose `:token` segment is a secret (tested against it). */
export const SECRET_PATH_PREFIXES = ["/rencontres/annulation/", "/remontee-idees/suivi/"];
const REDACTED = "[secret]";

/** `url`: a path with its query, or an absolute URL (its origin is kept as it is). */
export function loggableUrl(url: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? "";
  return origin + loggablePath(url.slice(origin.length));
}

function loggablePath(url: string): string {
  const queryAt = url.indexOf("?");
  let pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt + 1);
  for (const prefix of SECRET_PATH_PREFIXES) {
    if (pathname.startsWith(prefix) && pathname.length > prefix.length) {
      // A single-fetch data request (`….data`) names the same page.
      const suffix = pathname.endsWith(".data") ? ".data" : "";
      pathname = prefix + REDACTED + suffix;
    }
  }
  if (!query) return pathname;
  const kept = query
    .split("&")
    .map((pair) => {
      const name = pair.split("=")[0]!;
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // Malformed escapes: compared as sent.
      }
      return SECRET_PARAMS.includes(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${pathname}?${kept}`;
}
