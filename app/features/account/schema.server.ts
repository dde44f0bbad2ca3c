// Server-side account schemas: the shared ones (schema.ts) plus the full common-password list,
// which stays out of the browser bundle. Route actions parse with these.
import { z } from "zod";
import { PASSWORD_TOO_COMMON_MESSAGE } from "./password-policy";
import { isCommonPassword } from "./password-policy.server";
import {
  emailChangeSchema,
  passwordChangeSchema,
  profileSchema,
  resetPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signOutSchema,
  signUpSchema,
  whenFieldIsValid,
} from "./schema";

/**
 * Adds the common-password refusal to a form object's new-password field (`password` at
 * sign-up, `new_password` for reset and change). It runs after the shared rules and only when
 * the password passed them, so the form shows one message at a time.
 */
export function withServerPasswordPolicy<T extends z.ZodType<Record<F, string>>, F extends string>(schema: T, field: F): T {
  return schema.refine((value: Record<F, string>) => !isCommonPassword(value[field]), {
    message: PASSWORD_TOO_COMMON_MESSAGE,
    path: [field],
    when: whenFieldIsValid(field),
  });
}

export const signUpServerSchema = withServerPasswordPolicy(signUpSchema, "password");

export const accountActionServerSchema = z.discriminatedUnion("intent", [signInSchema, signUpServerSchema, resetRequestSchema, signOutSchema]);

export const resetPasswordServerSchema = withServerPasswordPolicy(resetPasswordSchema, "new_password");

export const memberEditServerSchema = z.discriminatedUnion("intent", [
  profileSchema,
  withServerPasswordPolicy(passwordChangeSchema, "new_password"),
  emailChangeSchema,
]);
