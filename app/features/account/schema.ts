// Account forms: one zod schema per form, shared by the browser and the server. Only cheap
// rules live here; the server adds the common-password list (schema.server.ts).
import { z } from "zod";
import { emailField } from "~/lib/email-field";
import {
  containsPersonalDetails,
  isSingleRepeatedCharacter,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PERSONAL_DETAILS_MESSAGE,
  PASSWORD_REPEATED_CHARACTER_MESSAGE,
} from "./password-policy";

export { PASSWORD_MAX, PASSWORD_MIN };

const email = emailField({ invalid: "Adresse e-mail invalide" });

type ParsePayload = z.core.ParsePayload;

/** For a string check: run only when the earlier checks passed (one message at a time). */
const noIssueYet = (payload: ParsePayload) => payload.issues.length === 0;

/**
 * For a refinement of a form object: run only when its new-password field (`password` at
 * sign-up, `new_password` elsewhere) parsed without issue, even if other fields failed, so the
 * message shows on that field at once.
 */
export const whenFieldIsValid = (field: string) => (payload: ParsePayload) =>
  typeof (payload.value as Record<string, unknown> | undefined)?.[field] === "string" &&
  !payload.issues.some((issue) => issue.path?.[0] === field);

export const whenPasswordIsValid = whenFieldIsValid("password");

/** A new password (sign-up, reset and change): A2 length, no composition rules. */
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

/** The password of the signed-in member, asked again before a sensitive change. */
const currentPassword = z
  .string({ error: "Saisissez votre mot de passe actuel." })
  .min(1, "Saisissez votre mot de passe actuel.")
  .max(PASSWORD_MAX, "Mot de passe incorrect.");

const firstName = z.string({ error: "Le prénom est obligatoire." }).trim().min(1, "Le prénom est obligatoire.").max(80, "80 caractères au maximum.");
const lastName = z.string({ error: "Le nom est obligatoire." }).trim().min(1, "Le nom est obligatoire.").max(80, "80 caractères au maximum.");

const asString = (value: unknown) => (typeof value === "string" ? value : undefined);

// zod 4 keeps a refined object a ZodObject, so it stays usable in the discriminated union below.
export const signUpSchema = z
  .object({
    intent: z.literal("sign-up"),
    first_name: firstName,
    last_name: lastName,
    email,
    password: newPasswordSchema,
    redirectTo: z.string().optional(),
  })
  .refine(
    // Other fields may have failed (when below), so they are read defensively.
    (v) => !containsPersonalDetails(v.password, { email: asString(v.email), firstName: asString(v.first_name), lastName: asString(v.last_name) }),
    { message: PASSWORD_PERSONAL_DETAILS_MESSAGE, path: ["password"], when: whenPasswordIsValid },
  );

export const signOutSchema = z.object({ intent: z.literal("sign-out") });

/** "Mot de passe oublié": the address only. */
export const resetRequestSchema = z.object({ intent: z.literal("reset-request"), email });

/** The forms of /espace for signed-out visitors, one per tab. */
export const accountActionSchema = z.discriminatedUnion("intent", [signInSchema, signUpSchema, resetRequestSchema, signOutSchema]);

/** The page behind the reset link: the token (hidden) and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: "Lien invalide." }).max(300, "Lien invalide."),
  new_password: newPasswordSchema,
});

/** The confirmation page of an address (its button posts the token). */
export const confirmLinkSchema = z.object({ token: z.string({ error: "Lien invalide." }).max(300, "Lien invalide.") });

/** "Modifier": first and last name. */
export const profileSchema = z.object({ intent: z.literal("profile"), first_name: firstName, last_name: lastName });

/** "Modifier": the password. */
export const passwordChangeSchema = z
  .object({ intent: z.literal("password"), current_password: currentPassword, new_password: newPasswordSchema })
  .refine((v) => v.new_password !== v.current_password, {
    message: "Le nouveau mot de passe doit être différent de l’actuel.",
    path: ["new_password"],
    when: whenFieldIsValid("new_password"),
  });

/** "Modifier": the address (a link is sent to the new one). */
export const emailChangeSchema = z.object({ intent: z.literal("email"), email, current_password: currentPassword });

export const memberEditSchema = z.discriminatedUnion("intent", [profileSchema, passwordChangeSchema, emailChangeSchema]);

/** "Renvoyer l’e-mail" of the profile. */
/** "Renvoyer l'e-mail"; `redirectTo` brings the member back to the page they came from (checked by safeRedirectPath). */
export const resendVerificationSchema = z.object({ intent: z.literal("resend-verification"), redirectTo: z.string().max(2048).optional() });

/** "Se déconnecter des autres appareils". */
export const revokeSessionsSchema = z.object({ intent: z.literal("revoke-others") });

/** "Supprimer mon compte": the password and an explicit confirmation. */
export const deleteAccountSchema = z.object({
  intent: z.literal("delete-account"),
  current_password: currentPassword,
  confirm: z.literal("on", { error: "Cochez la case pour confirmer la suppression." }),
});
