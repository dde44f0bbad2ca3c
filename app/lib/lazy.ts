// A value built on its first use and kept. Intl formatters made at a module's top level cost every
// page load that imports the module (the browser loads ICU locale and time-zone data for each: on
// a slow phone the five of lib/dates.ts took ~85 ms of main-thread time during hydration), even
// when the page formats nothing; made lazily, only the formatters a page uses are paid for.

export function lazy<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
