// French phone numbers: accepts "06 12 34 56 78" (spaces, dots or dashes), "+33 6 12 34 56 78",
// "+33 (0)6…" and "0033…", and normalises them to E.164 ("+33612345678") for storage.
// Shared by the server, the site's footer and the forms; zod-free so the footer does not load a
// schema library (the forms' optional field is in french-phone-field.ts).

const SEPARATORS = /[\s.\-\u00a0]/g;

/** The E.164 form of a French number, or null when the text is not one. */
export function normalizeFrenchPhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, "").replace(/^\+33\(0\)/, "+33");
  const match = /^(?:0|\+33|0033)([1-9]\d{8})$/.exec(compact);
  return match ? `+33${match[1]}` : null;
}

/**
 * The same rule as an HTML `pattern` (whole value, `v` flag), for the browser's check before a
 * form is sent: separators anywhere, "0", "+33", "+33 (0)" or "0033" then nine digits, the first not 0.
 */
const SEP = "[\\s.\\-]*";
export const FRENCH_PHONE_PATTERN = `${SEP}(?:0|\\+${SEP}3${SEP}3(?:${SEP}\\(0\\))?|0${SEP}0${SEP}3${SEP}3)${SEP}[1-9](?:${SEP}\\d){8}${SEP}`;

/** "+33612345678" → "06 12 34 56 78"; anything else is returned unchanged. */
export function formatFrenchPhone(stored: string): string {
  const match = /^\+33([1-9]\d{8})$/.exec(stored);
  if (!match) return stored;
  return `0${match[1]}`.replace(/(\d{2})(?=\d)/g, "$1 ");
}

export const FRENCH_PHONE_MESSAGE = "Numéro de téléphone invalide : saisissez un numéro français, par exemple 06 12 34 56 78 ou +33 6 12 34 56 78.";
