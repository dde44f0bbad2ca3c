// Account forms: one zod schema per form, shared by the browser and the server.
import { z } from "zod";
import { emailField } from "~/lib/email-field";
import { isCommonPasswordClientSafe } from "./password-policy";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = emailField({ invalid: "Adresse e-mail invalide" });

export const newPasswordSchema = z
  .string({ error: "Le mot de passe est obligatoire." })
  .min(PASSWORD_MIN, `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères.`)
  .max(PASSWORD_MAX, `Le mot de passe doit contenir au plus ${PASSWORD_MAX} caractères.`)
  .refine((p) => !isCommonPasswordClientSafe(p), "Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.");

export const signInSchema = z.object({
  intent: z.literal("sign-in"),
  email,
  password: z.string({ error: "Le mot de passe est obligatoire." }).min(1, "Le mot de passe est obligatoire.").max(PASSWORD_MAX, "Email ou mot de passe incorrect"),
  redirectTo: z.string().optional(),
});

export const signUpSchema = z.object({
  intent: z.literal("sign-up"),
  firstName: z.string({ error: "Le prénom est obligatoire." }).trim().min(1, "Le prénom est obligatoire.").max(80, "80 caractères au maximum."),
  lastName: z.string({ error: "Le nom est obligatoire." }).trim().min(1, "Le nom est obligatoire.").max(80, "80 caractères au maximum."),
  email,
  password: newPasswordSchema,
  redirectTo: z.string().optional(),
});

export const signOutSchema = z.object({ intent: z.literal("sign-out") });

export const accountActionSchema = z.discriminatedUnion("intent", [signInSchema, signUpSchema, signOutSchema]);
