// Account forms: one zod schema per form, shared by the browser and the server. Only cheap
// rules live here; the server adds the common-password list (schema.server.ts).
import { z } from "zod";
import { emailField } from "~/lib/email-field";
import {
  containsPersonalDetails,
  isSingleRepeatedCharacter,
  PASSWORD_PERSONAL_DETAILS_MESSAGE,
  PASSWORD_REPEATED_CHARACTER_MESSAGE,
} from "./password-policy";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = emailField({ invalid: "Adresse e-mail invalide" });

type ParsePayload = z.core.ParsePayload;

/** For a string check: run only when the earlier checks passed (one message at a time). */
const noIssueYet = (payload: ParsePayload) => payload.issues.length === 0;

/**
 * For a refinement of a form object: run only when its `password` field parsed without
 * issue, even if other fields failed, so the message shows on the password field at once.
 */
export const whenPasswordIsValid = (payload: ParsePayload) =>
  typeof (payload.value as { password?: unknown } | undefined)?.password === "string" &&
  !payload.issues.some((issue) => issue.path?.[0] === "password");

/** A new password (sign-up, and later reset and change): A2 length, no composition rules. */
export const newPasswordSchema = z
  .string({ error: "Le mot de passe est obligatoire." })
  .min(PASSWORD_MIN, `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères.`)
  .max(PASSWORD_MAX, `Le mot de passe doit contenir au plus ${PASSWORD_MAX} caractères.`)
  .refine((p) => !isSingleRepeatedCharacter(p), { message: PASSWORD_REPEATED_CHARACTER_MESSAGE, when: noIssueYet });

export const signInSchema = z.object({
  intent: z.literal("sign-in"),
  email,
  password: z.string({ error: "Le mot de passe est obligatoire." }).min(1, "Le mot de passe est obligatoire.").max(PASSWORD_MAX, "Email ou mot de passe incorrect"),
  redirectTo: z.string().optional(),
});

const asString = (value: unknown) => (typeof value === "string" ? value : undefined);

// zod 4 keeps a refined object a ZodObject, so it stays usable in the discriminated union below.
export const signUpSchema = z
  .object({
    intent: z.literal("sign-up"),
    firstName: z.string({ error: "Le prénom est obligatoire." }).trim().min(1, "Le prénom est obligatoire.").max(80, "80 caractères au maximum."),
    lastName: z.string({ error: "Le nom est obligatoire." }).trim().min(1, "Le nom est obligatoire.").max(80, "80 caractères au maximum."),
    email,
    password: newPasswordSchema,
    redirectTo: z.string().optional(),
  })
  .refine(
    // Other fields may have failed (when below), so they are read defensively.
    (v) => !containsPersonalDetails(v.password, { email: asString(v.email), firstName: asString(v.firstName), lastName: asString(v.lastName) }),
    { message: PASSWORD_PERSONAL_DETAILS_MESSAGE, path: ["password"], when: whenPasswordIsValid },
  );

export const signOutSchema = z.object({ intent: z.literal("sign-out") });

export const accountActionSchema = z.discriminatedUnion("intent", [signInSchema, signUpSchema, signOutSchema]);
