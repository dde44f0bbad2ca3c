// Server-side account schemas: the shared ones (schema.ts) plus the full common-password list,
// which stays out of the browser bundle. Route actions parse with these.
import { z } from "zod";
import { PASSWORD_TOO_COMMON_MESSAGE } from "./password-policy";
import { isCommonPassword } from "./password-policy.server";
import { signInSchema, signOutSchema, signUpSchema, whenPasswordIsValid } from "./schema";

/**
 * Adds the common-password refusal to any form object with a `password` field (sign-up, and
 * later reset and change password), reported on `password`. It runs after the shared rules and
 * only when the password passed them, so the form shows one message at a time.
 */
export function withServerPasswordPolicy<T extends z.ZodType<{ password: string }>>(schema: T): T {
  return schema.refine((value: { password: string }) => !isCommonPassword(value.password), {
    message: PASSWORD_TOO_COMMON_MESSAGE,
    path: ["password"],
    when: whenPasswordIsValid,
  });
}

export const signUpServerSchema = withServerPasswordPolicy(signUpSchema);

export const accountActionServerSchema = z.discriminatedUnion("intent", [signInSchema, signUpServerSchema, signOutSchema]);
