// The optional French phone field of the idea, membership and association forms (zod).
import { z } from "zod";
import { FRENCH_PHONE_MESSAGE, FRENCH_PHONE_PATTERN, normalizeFrenchPhone } from "./french-phone";
import { withPattern } from "./form-fields";

/**
 * An optional French phone field: empty means absent; otherwise it must be a French number
 * and comes out normalised to E.164, or fails with the given message.
 */
export function optionalFrenchPhoneField(message: string = FRENCH_PHONE_MESSAGE) {
  return withPattern(FRENCH_PHONE_PATTERN, z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return undefined;
      const normalized = normalizeFrenchPhone(value);
      if (!normalized) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return normalized;
    }));
}
