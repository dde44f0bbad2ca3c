// Accent-, case- and ligature-insensitive text for comparisons in the browser and on the server
// (keyword filters, search highlighting). The database folds the same way with search_normalize.

/** Lower case without accents or ligatures, typographic apostrophes folded: "Délégation" → "delegation". */
export function foldText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/œ/gi, "oe")
    .replace(/æ/gi, "ae")
    .replace(/[’ʼ‘]/g, "'")
    .toLowerCase();
}
