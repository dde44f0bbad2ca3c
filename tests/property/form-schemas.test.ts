// Every form schema of the site, fuzzed two ways: zod's safeParse on any value (an object with an
// own `__proto__`, a Map, a huge string…), and the server's real path for a posted form (the
// bounded parser, then conform's parse with the same schema). Neither may throw, pollute
// Object.prototype, keep a key the schema does not declare, or let a control character through.
import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import type { z } from "zod";
import { accountActionServerSchema, memberEditServerSchema, resetPasswordServerSchema } from "~/features/account/schema.server";
import { confirmLinkSchema, deleteAccountSchema, resendVerificationSchema, revokeSessionsSchema } from "~/features/account/schema";
import { CONTENT_KINDS } from "~/features/admin/content/kinds";
import { resendFailedEmailSchema } from "~/features/admin/failed-emails";
import { userActionSchema } from "~/features/admin/users-schema";
import { analyticsEventSchema } from "~/features/analytics/events";
import { associationIdentityFormSchema } from "~/features/association/identity-form";
import { legalIdentityFormSchema } from "~/features/association/legal-identity";
import { consentFormSchema } from "~/features/consent/schema";
import { messageActionSchema } from "~/features/contact/inbox";
import { contactSchema } from "~/features/contact/schema";
import { registrationSchema } from "~/features/events/registration-schema";
import { figuresFormSchema } from "~/features/figures/figures";
import { ideaSchema } from "~/features/ideas/schema";
import { ideaTriageSchema } from "~/features/ideas/triage-schema";
import { offerFormSchema } from "~/features/membership/offer";
import { importMappingSchema, importUploadSchema, membershipActionSchema } from "~/features/membership/payments";
import { membershipSchemaFor } from "~/features/membership/schema";
import { issueFormSchema, subscriberActionSchema } from "~/features/newsletter/issues";
import { newsletterLinkFormSchema, newsletterSchema } from "~/features/newsletter/schema";
import { photoModerationSchema, photoPageActionSchema } from "~/features/photos/schema";
import { positionsQuerySchema } from "~/features/positions/schema";
import { teamTextsFormSchema } from "~/features/team/page-texts";
import { boundFormData, formShape, MAX_FORM_FIELDS, SYSTEM_FIELDS } from "~/lib/form-data.server";
import { SECRET_FIELDS } from "~/lib/form-action.server";
import { codeUnitString, hostileString, hostileValue, PROTOTYPE_KEYS, prototypeIsClean } from "./arbitraries";

// Property runs are CPU-bound: on a loaded shared machine one may take several seconds.
vi.setConfig({ testTimeout: 60_000 });

/** Every schema a form of the site posts to (the route modules' one-line schemas aside). */
const FORMS: Array<[string, z.ZodType]> = [
  ["account (sign-in, sign-up, reset request, sign-out)", accountActionServerSchema],
  ["member edit (profile, password, email)", memberEditServerSchema],
  ["reset password", resetPasswordServerSchema],
  ["confirm link", confirmLinkSchema],
  ["delete account", deleteAccountSchema],
  ["resend verification", resendVerificationSchema],
  ["revoke sessions", revokeSessionsSchema],
  ["contact", contactSchema],
  ["contact inbox (admin)", messageActionSchema],
  ["idea", ideaSchema],
  ["idea triage (admin)", ideaTriageSchema],
  ["membership", membershipSchemaFor([2025, 2026])],
  ["membership actions (admin)", membershipActionSchema],
  ["payment import upload (admin)", importUploadSchema],
  ["payment import mapping (admin)", importMappingSchema],
  ["membership offer (admin)", offerFormSchema],
  ["newsletter", newsletterSchema],
  ["newsletter links", newsletterLinkFormSchema],
  ["newsletter issue (admin)", issueFormSchema],
  ["newsletter subscribers (admin)", subscriberActionSchema],
  ["event registration", registrationSchema],
  ["photo deposit page", photoPageActionSchema],
  ["photo moderation (admin)", photoModerationSchema],
  ["consent", consentFormSchema],
  ["analytics event", analyticsEventSchema],
  ["positions query", positionsQuerySchema],
  ["site figures (admin)", figuresFormSchema],
  ["team texts (admin)", teamTextsFormSchema],
  ["association identity (admin)", associationIdentityFormSchema],
  ["legal identity (admin)", legalIdentityFormSchema],
  ["failed email resend (admin)", resendFailedEmailSchema],
  ["users (admin)", userActionSchema],
  ...Object.values(CONTENT_KINDS).map((kind): [string, z.ZodType] => [`content editor: ${kind.section} (admin)`, kind.schema as z.ZodType]),
];

// Modest run counts: the whole property suite stays well under a minute.
const RUNS = { numRuns: 40 };

type Shape = ReturnType<typeof formShape>;

/** The keys a schema declares, as a browser would post them (`membres[0].nom`, `tags[1]`). */
function declaredKeys(shape: Shape, prefix = ""): string[] {
  if (shape.kind === "leaf") return prefix ? [prefix] : [];
  if (shape.kind === "array") {
    const indexes = [0, shape.max - 1, shape.max];
    return [prefix, ...indexes.flatMap((i) => declaredKeys(shape.element, `${prefix}[${i}]`))];
  }
  return [...shape.fields].flatMap(([name, field]) => declaredKeys(field, prefix ? `${prefix}.${name}` : name));
}

/** A key accepted by the bounded parser must name a leaf of the schema (or a system field). */
function isDeclared(shape: Shape, key: string): boolean {
  if (SYSTEM_FIELDS.includes(key)) return true;
  let node: Shape = shape;
  for (const [, name, index] of key.matchAll(/([A-Za-z_][\w-]*)|\[(\d+)\]/g)) {
    if (name !== undefined) {
      if (node.kind !== "object" || !node.fields.has(name)) return false;
      node = node.fields.get(name)!;
    } else {
      if (node.kind !== "array" || Number(index) >= node.max) return false;
      node = node.element;
    }
  }
  return node.kind === "leaf" || (node.kind === "array" && node.element.kind === "leaf");
}

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Every string in a parsed value. */
function strings(value: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 10) return out;
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out, depth + 1);
  else if (value && typeof value === "object" && !(value instanceof Date) && !(value instanceof Blob)) for (const v of Object.values(value)) strings(v, out, depth + 1);
  return out;
}

describe.each(FORMS)("%s", (_name, schema) => {
  const shape = formShape(schema);
  const known = declaredKeys(shape);
  const field = fc.oneof(
    { weight: 4, arbitrary: known.length ? fc.constantFrom(...known) : fc.constant("x") },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS, ...SYSTEM_FIELDS, "x[99999999]", "membres[99999999].nom", "a[0][1][2][3]", "unknown_field_7f3a") },
    { weight: 1, arbitrary: codeUnitString(30) },
  );
  const value = fc.oneof(
    { weight: 8, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.constantFrom("on", "true", "1", "2025", "0612345678", "nom@example.org", "00000000-0000-4000-8000-000000000000") },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => new File([bytes], "x.jpg", { type: "image/jpeg" })) },
  );
  const entries = fc.array(fc.tuple(field, value), { maxLength: 40 });

  test("safeParse of any value never throws", () => {
    fc.assert(
      fc.property(hostileValue, (input) => {
        const result = schema.safeParse(input);
        expect(typeof result.success).toBe("boolean");
        expect(prototypeIsClean()).toBe(true);
      }),
      RUNS,
    );
  });

  test("a posted form goes through the bounded parser and conform without throwing; only declared keys survive, cleaned", () => {
    fc.assert(
      fc.property(entries, (pairs) => {
        const raw = new FormData();
        for (const [key, v] of pairs) raw.append(key, v);
        const bounded = boundFormData(raw, shape);
        for (const [key, v] of bounded.entries()) {
          expect(isDeclared(shape, key), `kept undeclared key ${JSON.stringify(key)}`).toBe(true);
          if (typeof v === "string") expect(v).not.toMatch(CONTROL);
        }
        const submission = parseWithZod(bounded, { schema });
        expect(["success", "error"]).toContain(submission.status);
        const reply = JSON.stringify(submission.reply({ hideFields: SECRET_FIELDS }));
        // The reply echoes only what the bounded parser kept: never the unknown marker key.
        expect(reply).not.toContain("unknown_field_7f3a");
        expect(reply.length).toBeLessThan(2_000_000);
        if (submission.status === "success") for (const s of strings(submission.value)) expect(s).not.toMatch(CONTROL);
        expect(prototypeIsClean()).toBe(true);
      }),
      RUNS,
    );
  });
});

test("more fields than any form has are refused as a whole, whatever the keys", () => {
  fc.assert(
    fc.property(fc.integer({ min: MAX_FORM_FIELDS + 1, max: MAX_FORM_FIELDS * 3 }), fc.string({ maxLength: 10 }), (count, key) => {
      const raw = new FormData();
      for (let i = 0; i < count; i += 1) raw.append(key, "1");
      let status: number | undefined;
      try {
        boundFormData(raw, formShape(contactSchema));
      } catch (error) {
        status = (error as { init?: { status?: number } }).init?.status;
      }
      expect(status).toBe(413);
    }),
    { numRuns: 10 },
  );
});
