// The three forms of /espace for signed-out visitors (connexion, inscription, réinitialisation):
// document forms (features/forms/components/DocumentForm.tsx) posting to /espace, checked in the
// browser with their schemas' messages. A refused attempt comes back with the password fields
// empty (the server never sends a password back).
import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import type { z } from "zod";
import { PasswordField, TextField } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { SubmitButton } from "~/components/ui/submit-button";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { DocumentForm } from "~/features/forms/components/DocumentForm";
import { formConstraints } from "~/lib/form-constraints";
import { PASSWORD_MAX, PASSWORD_MIN } from "../password-policy";
import { resetRequestSchema, signInSchema, signUpSchema } from "../schema";

type LastResult = SubmissionResult<string[]> | null | undefined;

export const NEW_PASSWORD_HINT = `De ${PASSWORD_MIN} à ${PASSWORD_MAX} caractères, sans votre nom ni votre adresse, et pas un mot de passe courant. Une phrase de passe facile à retenir est idéale.`;

export function SignInForm({ lastResult, redirectTo, resetHref }: { lastResult?: LastResult; redirectTo: string; resetHref: string }) {
  const { constraint, messages } = formConstraints(signInSchema);
  const [form, fields] = useForm<z.input<typeof signInSchema>>({ id: "sign-in", lastResult, constraint });
  return (
    <DocumentForm id={form.id} navigate messages={messages} className="space-y-4">
      <HoneypotField />
      <input type="hidden" name="intent" value="sign-in" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {form.errors?.length ? (
        <div role="alert" id={form.errorId} className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Erreur de connexion</p>
          <p className="mt-1 text-sm">{form.errors.join(" ")}</p>
        </div>
      ) : null}
      <TextField
        {...getInputProps(fields.email, { type: "email" })}
        id={fields.email.id}
        label="Adresse e-mail"
        autoComplete="email"
        errors={fields.email.errors}
        required
      />
      <PasswordField
        {...getInputProps(fields.password, { type: "password" })}
        id={fields.password.id}
        label="Mot de passe"
        autoComplete="current-password"
        errors={fields.password.errors}
        required
      />
      <SubmitButton pendingLabel="Connexion..." className="w-full px-6 py-3">
        Se connecter
      </SubmitButton>
      <p className="text-center text-sm">
        <Link to={resetHref} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-200">
          Mot de passe oublié&#8239;?
        </Link>
      </p>
    </DocumentForm>
  );
}

export function SignUpForm({ lastResult, redirectTo }: { lastResult?: LastResult; redirectTo: string }) {
  const { constraint, messages } = formConstraints(signUpSchema);
  const [form, fields] = useForm<z.input<typeof signUpSchema>>({ id: "sign-up", lastResult, constraint });
  return (
    <DocumentForm id={form.id} navigate messages={messages} className="space-y-4">
      <HoneypotField />
      <input type="hidden" name="intent" value="sign-up" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...getInputProps(fields.first_name, { type: "text" })} id={fields.first_name.id} label="Prénom" autoComplete="given-name" errors={fields.first_name.errors} required />
        <TextField {...getInputProps(fields.last_name, { type: "text" })} id={fields.last_name.id} label="Nom" autoComplete="family-name" errors={fields.last_name.errors} required />
      </div>
      <TextField {...getInputProps(fields.email, { type: "email" })} id={fields.email.id} label="Adresse e-mail" autoComplete="email" errors={fields.email.errors} required />
      <PasswordField
        {...getInputProps(fields.password, { type: "password" })}
        id={fields.password.id}
        label="Mot de passe"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        errors={fields.password.errors}
        required
      />
      <SubmitButton pendingLabel="Inscription..." className="w-full px-6 py-3">
        Créer mon compte
      </SubmitButton>
    </DocumentForm>
  );
}

export function ResetRequestForm({ lastResult }: { lastResult?: LastResult }) {
  const { constraint, messages } = formConstraints(resetRequestSchema);
  const [form, fields] = useForm<z.input<typeof resetRequestSchema>>({ id: "reset-request", lastResult, constraint });
  return (
    <DocumentForm id={form.id} navigate messages={messages} className="space-y-4">
      <HoneypotField />
      <input type="hidden" name="intent" value="reset-request" />
      <FormError id={form.errorId} errors={form.errors} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Indiquez l’adresse e-mail de votre compte&#8239;: nous vous enverrons un lien pour choisir un nouveau mot de passe.
      </p>
      <TextField {...getInputProps(fields.email, { type: "email" })} id={fields.email.id} label="Adresse e-mail" autoComplete="email" errors={fields.email.errors} required />
      <SubmitButton pendingLabel="Envoi en cours..." className="w-full px-6 py-3">
        Envoyer le lien
      </SubmitButton>
    </DocumentForm>
  );
}
