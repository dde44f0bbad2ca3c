// Markers on form schemas that the server's bounded parsing step reads (lib/form-data.server.ts).
// Every text field is single-line unless marked: the parser turns line breaks and tabs of
// single-line fields into spaces (no forged lines in notification emails) and drops control
// characters everywhere.
import type { z } from "zod";

const multilineFields = new WeakSet<object>();

/** Marks a text field whose value may hold line breaks (messages, descriptions). */
export function multiline<T extends z.ZodType>(schema: T): T {
  multilineFields.add(schema);
  return schema;
}

export function isMultiline(schema: object): boolean {
  return multilineFields.has(schema);
}

const patterns = new WeakMap<object, string>();

/**
 * Gives a field whose rule is code (a refinement) the same rule as an HTML `pattern`, checked by
 * the browser before the form is sent (lib/form-constraints.ts); the schema still decides.
 */
export function withPattern<T extends z.ZodType>(pattern: string, schema: T): T {
  patterns.set(schema, pattern);
  return schema;
}

export function patternOf(schema: object): string | undefined {
  return patterns.get(schema);
}

/** The hidden field carrying a form rendering's idempotency key (lib/idempotency.server.ts). */
export const IDEMPOTENCY_FIELD = "idempotency_key";

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const LINE_BREAKS = /\r\n|[\r\n\t\u2028\u2029\u0085]/g;

/**
 * Removes control characters (NUL included: PostgreSQL refuses it in text); single-line
 * values also get their line breaks and tabs turned into spaces.
 */
export function cleanText(value: string, multiline = false): string {
  if (multiline) return value.replace(/\r\n?/g, "\n").replace(CONTROL, "");
  return value.replace(LINE_BREAKS, " ").replace(CONTROL, "");
}
