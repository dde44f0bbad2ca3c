// Speculation Rules of documents (ADR 0024): once the pointer rests on a link (or it is pressed),
// Chromium fetches the page it leads to, so the next document is often there when the click
// lands. Only public pages: never the back-office, the member space (sign-out, personal pages),
// the newsletter's one-click unsubscription, a download or another site. A prefetch carries
// `Sec-Purpose: prefetch`: the server leaves the flash toast for the visitor's real next page
// (lib/toast.server.ts).

export const SPECULATION_RULES = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin/*" } },
          { not: { href_matches: "/admin" } },
          { not: { href_matches: "/espace/*" } },
          { not: { href_matches: "/espace" } },
          { not: { href_matches: "/newsletter/desinscription*" } },
          { not: { selector_matches: "[download], [target=_blank], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;

/** The rules as the text of a <script type="speculationrules">. */
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES);
