// What a document form checks in the browser before it posts (issue 34), derived from the one zod
// schema the server validates with: native constraint attributes for each field (`required`,
// `minlength`, `maxlength`, `pattern`, `min`, `max`) and, for each constraint the browser can
// find broken, the French message the server would give. The messages are the schema's own:
// each one is what parsing a value breaking that constraint answers. The form's enhancement
// module (enhance/modules/form.ts) shows them in the field's error slot; the server still
// validates everything.
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";
import { patternOf } from "./form-fields";

type FormSchema = $ZodType<unknown, Record<string, unknown>>;

/** The native constraints of one field, as conform's getInputProps renders them. */
export interface FieldConstraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
}

/**
 * The French message for each ValidityState flag the module reads (names as in ValidityState).
 * `typeMismatch` is also the message of a pattern that does not match, of bad input and of a
 * step mismatch (the form module falls back to it): the schema says « a value of the wrong
 * kind » once, and each form's messages travel in its HTML.
 */
export interface FieldMessages {
  valueMissing?: string;
  tooShort?: string;
  tooLong?: string;
  typeMismatch?: string;
  rangeUnderflow?: string;
  rangeOverflow?: string;
}

export interface FormConstraints {
  constraint: Record<string, FieldConstraint>;
  messages: Record<string, FieldMessages>;
}

/** The schema's first message for `name` when the form holds only `value` there. */
function messageFor(schema: FormSchema, name: string, value: string): string | undefined {
  const formData = new FormData();
  if (value !== "") formData.set(name, value);
  const submission = parseWithZod(formData, { schema });
  return submission.status === "error" ? submission.error?.[name]?.[0] : undefined;
}

const passes = (schema: FormSchema, name: string, value: string) => messageFor(schema, name, value) === undefined;

/**
 * Text lengths the schema accepts, found by parsing: the shortest run of letters it accepts (its
 * minimum) and the longest (its maximum, searched up to 100 000). A field whose letters never pass
 * (an email, a list of choices) has no length of its own here.
 */
function textLengths(schema: FormSchema, name: string): { min?: number; max?: number } {
  const letters = (n: number) => "a".repeat(n);
  let shortest = 0;
  for (let n = 1; n <= 50; n++) {
    if (passes(schema, name, letters(n))) {
      shortest = n;
      break;
    }
  }
  if (shortest === 0) return {};
  const LIMIT = 100_000;
  if (passes(schema, name, letters(LIMIT))) return { min: shortest };
  let low = shortest;
  let high = LIMIT;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (passes(schema, name, letters(middle))) low = middle;
    else high = middle;
  }
  return { min: shortest, max: low };
}

const cache = new WeakMap<object, FormConstraints>();

type Def = { type?: string; in?: FormSchema; shape?: Record<string, object> };

/** The object schema under a schema's pipes (a form whose whole value is transformed). */
function objectOf(schema: FormSchema): FormSchema {
  let current = schema;
  for (let depth = 0; depth < 8; depth++) {
    const def = current._zod.def as Def;
    if (def.type !== "pipe" || !def.in) break;
    current = def.in;
  }
  return current;
}

/** The constraints and messages of a form's top-level fields (computed once per schema). */
export function formConstraints(schema: FormSchema): FormConstraints {
  const known = cache.get(schema);
  if (known) return known;
  const constraint: Record<string, FieldConstraint> = {};
  const messages: Record<string, FieldMessages> = {};
  const object = objectOf(schema);
  const shape = (object._zod.def as Def).shape ?? {};
  for (const [name, base] of Object.entries(getZodConstraint(object) as Record<string, FieldConstraint>)) {
    // Nested fields (a household's members) are checked by the server only.
    if (/[.[]/.test(name)) continue;
    const field: FieldConstraint = { ...base };
    const pattern = shape[name] ? patternOf(shape[name]) : undefined;
    if (pattern) field.pattern = pattern;
    const found: FieldMessages = {};
    const missing = messageFor(schema, name, "");
    if (missing) {
      field.required = true;
      found.valueMissing = missing;
    }
    const { min, max } = textLengths(schema, name);
    if (min !== undefined && min > 1) {
      field.minLength = min;
      found.tooShort = messageFor(schema, name, "a".repeat(min - 1));
    }
    if (max !== undefined) {
      field.maxLength = max;
      found.tooLong = messageFor(schema, name, "a".repeat(max + 1));
    }
    // A value of the wrong kind (not an email, not a number, not one of the choices).
    const wrongKind = messageFor(schema, name, "@");
    if (wrongKind) found.typeMismatch = wrongKind;
    if (typeof field.min === "number") found.rangeUnderflow = messageFor(schema, name, String(field.min - 1));
    if (typeof field.max === "number") found.rangeOverflow = messageFor(schema, name, String(field.max + 1));
    constraint[name] = field;
    messages[name] = found;
  }
  const result = { constraint, messages };
  cache.set(schema, result);
  return result;
}
