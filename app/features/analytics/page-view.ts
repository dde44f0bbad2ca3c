// Page views are recorded by the shell for every page, with consent only (AudienceMeasurement in
// root.tsx, ADR 0017). This hook remains for the pages that name their view (the home page, as the
// spec says); it adds nothing, so no page is counted twice.

/** Names the page view of `path`; the shell records it (only with the visitor's consent). */
export function usePageView(path: string): void {
  void path;
}
