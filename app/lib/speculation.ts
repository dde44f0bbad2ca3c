// Speculation Rules of documents (ADR 0024): once the pointer rests on a link (or it is pressed),
// Chromium fetches the page it leads to, so the next document is often there when the click
// lands. Only public pages: never the back-office, the member space (sign-out, personal pages),
// the newsletter's one-click unsubscription, a download or another site. A prefetch carries
// `Sec-Purpose: prefetch`: the server leaves the flash toast for the visitor's real next page
// (lib/toast.server.ts).
//
// A few pages are prerendered instead (rendered whole in the background, shown at once): the
// reading pages a visitor most often goes to next from the header and the home page, none with
// a form that issues a one-time key and none that says anything about the visitor. A prerendered
// page counts its page view only once it is shown (enhance/shell/audience.ts).

/** The likeliest next pages, prerendered when the pointer rests on a link to them. */
export const PRERENDERED_PAGES = ["/prises-positions", "/propositions-lyon", "/blog", "/histoire", "/equipe", "/temoignages"] as const;

export const SPECULATION_RULES = {
  prerender: [
    {
      where: { or: PRERENDERED_PAGES.map((path) => ({ href_matches: path })) },
      eagerness: "moderate",
    },
  ],
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
