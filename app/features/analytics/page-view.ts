// The single hook for recording page views. It records NOTHING yet, on purpose: the spec
// records views only once the visitor has consented, and the consent module does not exist.
// When it does, implement this hook (first-party, only with stored consent) and every page
// already calling it will be measured. No fake tracking in the meantime.

/** Records a view of `path` once analytics consent exists. Currently a deliberate no-op. */
export function usePageView(path: string): void {
  void path;
}
