// The French typography rules the site's texts follow (docs/design.md), as a checker the
// end-to-end suite runs over every rendered page: a narrow no-break space (U+202F) before
// ; : ! ? and inside « », an ellipsis character rather than three dots, an en dash in year
// ranges. Returns one line per fault, with its context, so a failing test says what to fix.
const NNBSP = "\u202f";

const rules: Array<{ name: string; pattern: RegExp; allowed?: (match: RegExpExecArray, text: string) => boolean }> = [
  {
    // A high sign after a word, a closing bracket or quote, with an ordinary space or none.
    name: "narrow no-break space before ; : ! ?",
    pattern: /[\p{L}\p{N})»”’.%€]( |\u00a0)?[;:!?](?=\s|$|[»)”"’.,…])/gu,
    // 14:30, "1:2" and URLs are not prose; "?!" counts once.
    allowed: (match, text) => /\d:\d/.test(text.slice(match.index, match.index + match[0].length + 1)),
  },
  { name: "narrow no-break space after «", pattern: /«(?!\u202f)/gu },
  { name: "narrow no-break space before »", pattern: /(?<!\u202f)»/gu },
  { name: "ellipsis character rather than three dots", pattern: /\.\.\./gu },
  { name: "en dash in a year range", pattern: /\b(1\d|20)\d{2}-(1\d|20)\d{2}\b/gu },
];

export function frenchTypographyFaults(text: string): string[] {
  const faults: string[] = [];
  for (const rule of rules) {
    for (const match of text.matchAll(rule.pattern)) {
      if (rule.allowed?.(match as RegExpExecArray, text)) continue;
      const start = Math.max(0, match.index - 30);
      const context = text.slice(start, match.index + match[0].length + 10).replaceAll(NNBSP, "⍽").replace(/\s+/g, " ");
      faults.push(`${rule.name}: “${context}”`);
    }
  }
  return faults;
}
