// The one bounded parsing step of every action (V7). The body was already read under a byte
// limit by the server (server/request-handler.ts); here it is decoded as a form only if it is
// one, then reduced to the fields its zod schema declares before anything builds an object
// from it: unknown keys, out-of-range array indexes, repeated scalars and files in text forms
// are dropped, the field count is capped, and control characters are removed. So a key such
// as `x[99999999]` can neither grow a sparse array nor be echoed back in a reply.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { fr } from "zod/locales";
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "./honeypot";
import { cleanText, IDEMPOTENCY_FIELD, isMultiline } from "./form-fields";

// zod's own messages in French on the server. Every field a visitor fills has its own French
// message in its schema; zod's defaults only answer what no form sends (a missing or unknown
// `intent`, a tampered value), and those answers must be French too (V1).
z.config(fr());

/** More fields than any form of the site has, by far; beyond it the post is refused. */
export const MAX_FORM_FIELDS = 200;
const MAX_KEY_LENGTH = 120;
/** Fields every public form may carry besides its schema's. */
export const SYSTEM_FIELDS: readonly string[] = [HONEYPOT_FIELD, RENDERED_AT_FIELD, IDEMPOTENCY_FIELD];

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export const FORM_REJECTIONS = {
  method: "Cette adresse n’accepte que l’envoi de formulaires.",
  contentType: "Le contenu envoyé n’est pas un formulaire : utilisez le formulaire de la page.",
  unreadable: "Le formulaire envoyé est illisible. Rechargez la page et réessayez.",
  tooManyFields: "Le formulaire envoyé contient trop de champs.",
} as const;

// --- The shape of a form, read from its zod schema --------------------------------------

type Shape =
  | { kind: "leaf"; multiline: boolean; file: boolean }
  | { kind: "object"; fields: Map<string, Shape> }
  | { kind: "array"; max: number; element: Shape };

interface ZodInternals {
  _zod: { def: Record<string, unknown> & { type: string; checks?: Array<{ _zod: { def: { check: string; maximum?: number } } }> } };
}

const shapes = new WeakMap<object, Shape>();

function internals(schema: unknown): ZodInternals["_zod"] {
  return (schema as ZodInternals)._zod;
}

function mergeShapes(a: Shape, b: Shape): Shape {
  if (a.kind === "object" && b.kind === "object") {
    const fields = new Map(a.fields);
    for (const [name, shape] of b.fields) fields.set(name, fields.has(name) ? mergeShapes(fields.get(name)!, shape) : shape);
    return { kind: "object", fields };
  }
  if (a.kind === "array" && b.kind === "array") return { kind: "array", max: Math.max(a.max, b.max), element: mergeShapes(a.element, b.element) };
  if (a.kind === "leaf" && b.kind === "leaf") return { kind: "leaf", multiline: a.multiline || b.multiline, file: a.file || b.file };
  throw new Error("form schema: a field has two incompatible shapes");
}

/** Reads the fields a schema accepts. Arrays must declare a maximum length. */
export function formShape(schema: z.ZodType): Shape {
  const cached = shapes.get(schema);
  if (cached) return cached;
  const shape = walk(schema, false);
  shapes.set(schema, shape);
  return shape;
}

function walk(schema: unknown, multiline: boolean): Shape {
  const marked = multiline || isMultiline(schema as object);
  const zod = internals(schema);
  const def = zod.def;
  switch (def.type) {
    case "object": {
      const fields = new Map<string, Shape>();
      for (const [name, field] of Object.entries(def.shape as Record<string, unknown>)) fields.set(name, walk(field, false));
      return { kind: "object", fields };
    }
    case "array": {
      const limits = (def.checks ?? []).map((c) => c._zod.def).filter((c) => c.check === "max_length" || c.check === "length_equals");
      const max = limits.length > 0 ? Math.min(...limits.map((c) => c.maximum ?? (c as { length?: number }).length ?? Infinity)) : undefined;
      if (max === undefined || !Number.isFinite(max)) throw new Error("form schema: every array needs .max(n)");
      return { kind: "array", max, element: walk(def.element, false) };
    }
    case "union":
      return (def.options as unknown[]).map((option) => walk(option, marked)).reduce(mergeShapes);
    case "intersection":
      return mergeShapes(walk(def.left, marked), walk(def.right, marked));
    case "pipe":
      // The input side decides what may be posted (a transform's output is not a field).
      return walk(def.in, marked);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return walk(def.innerType, marked);
    case "file":
      return { kind: "leaf", multiline: false, file: true };
    default:
      return { kind: "leaf", multiline: marked, file: false };
  }
}

// --- Keys and values ----------------------------------------------------------------------

const KEY_SYNTAX = /^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*|\[\d{1,4}\])*$/;
const KEY_PARTS = /([A-Za-z_][\w-]*)|\[(\d{1,4})\]/g;

/** The leaf a key names in the shape, or null when the schema has no such field. */
function leafFor(shape: Shape, key: string): { leaf: Extract<Shape, { kind: "leaf" }>; repeatable: number } | null {
  if (key.length > MAX_KEY_LENGTH || !KEY_SYNTAX.test(key)) return null;
  let node: Shape = shape;
  for (const match of key.matchAll(KEY_PARTS)) {
    const [, name, index] = match;
    if (name !== undefined) {
      if (node.kind !== "object" || !node.fields.has(name)) return null;
      node = node.fields.get(name)!;
    } else {
      if (node.kind !== "array" || Number(index) >= node.max) return null;
      node = node.element;
    }
  }
  if (node.kind === "leaf") return { leaf: node, repeatable: 1 };
  // A list of plain values posted under one name (checkboxes): up to its maximum.
  if (node.kind === "array" && node.element.kind === "leaf") return { leaf: node.element, repeatable: node.max };
  return null;
}

/** Keeps only what the shape declares, cleaned. Exposed for tests. */
export function boundFormData(raw: FormData, shape: Shape): FormData {
  const kept = new FormData();
  const seen = new Map<string, number>();
  let count = 0;
  for (const [key, value] of raw.entries()) {
    count += 1;
    if (count > MAX_FORM_FIELDS) throw data(FORM_REJECTIONS.tooManyFields, { status: 413 });
    const system = SYSTEM_FIELDS.includes(key);
    const target = system ? { leaf: { kind: "leaf", multiline: false, file: false } as const, repeatable: 1 } : leafFor(shape, key);
    if (!target) continue;
    const times = (seen.get(key) ?? 0) + 1;
    if (times > target.repeatable) continue;
    seen.set(key, times);
    if (typeof value === "string") kept.append(key, cleanText(value, target.leaf.multiline));
    else if (target.leaf.file) kept.append(key, value);
  }
  return kept;
}

/**
 * Reads a POSTed form within bounds; throws a 4xx response with a French message for a wrong
 * method (405), a body that is not a form (415), an unreadable one (400) or too many fields
 * (413). Returns only the fields `schema` declares (plus the honeypot and idempotency key).
 */
export async function readBoundedForm(request: Request, schema: z.ZodType): Promise<FormData> {
  if (request.method !== "POST") throw data(FORM_REJECTIONS.method, { status: 405, headers: { Allow: "GET, HEAD, POST" } });
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) throw data(FORM_REJECTIONS.contentType, { status: 415 });
  let raw: FormData;
  try {
    raw = await request.formData();
  } catch {
    throw data(FORM_REJECTIONS.unreadable, { status: 400 });
  }
  return boundFormData(raw, formShape(schema));
}

/** readBoundedForm, then conform's parse with the same schema: the server side of every form. */
export async function parseSubmission<Schema extends z.ZodType>(request: Request, schema: Schema) {
  const formData = await readBoundedForm(request, schema);
  return { formData, submission: parseWithZod(formData, { schema }) };
}
