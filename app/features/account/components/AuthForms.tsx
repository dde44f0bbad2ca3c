// Sign-in and sign-up forms: plain posts to /espace/connexion, enhanced with inline validation.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { FormError, TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { PASSWORD_MAX, PASSWORD_MIN, signInSchema, signUpSchema } from "../schema";

function usePending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function SignInForm({ lastResult, redirectTo }: { lastResult?: SubmissionResult<string[]> | null; redirectTo: string }) {
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  });
  const pending = usePending("sign-in");
  // After a refused attempt the password field starts empty again (as without JavaScript).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const password = formRef.current?.elements.namedItem("password");
    if (lastResult && password instanceof HTMLInputElement) password.value = "";
  }, [lastResult]);
  return (
    <Form method="post" {...getFormProps(form)} ref={formRef} className="space-y-4">
      <input type="hidden" name="intent" value="sign-in" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError id={form.errorId} errors={form.errors} />
      <TextField
        {...getInputProps(fields.email, { type: "email" })}
        id={fields.email.id}
        label="Adresse e-mail"
        autoComplete="email"
        errors={fields.email.errors}
        required
      />
      <TextField
        {...getInputProps(fields.password, { type: "password" })}
        id={fields.password.id}
        label="Mot de passe"
        autoComplete="current-password"
        errors={fields.password.errors}
        required
      />
      <SubmitButton pending={pending} pendingLabel="Connexion..." className="w-full px-6 py-3">
        Se connecter
      </SubmitButton>
    </Form>
  );
}

export function SignUpForm({ lastResult, redirectTo }: { lastResult?: SubmissionResult<string[]> | null; redirectTo: string }) {
  const [form, fields] = useForm({
    id: "sign-up",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
  });
  const pending = usePending("sign-up");
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="sign-up" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...getInputProps(fields.firstName, { type: "text" })} id={fields.firstName.id} label="Prénom" autoComplete="given-name" errors={fields.firstName.errors} required />
        <TextField {...getInputProps(fields.lastName, { type: "text" })} id={fields.lastName.id} label="Nom" autoComplete="family-name" errors={fields.lastName.errors} required />
      </div>
      <TextField {...getInputProps(fields.email, { type: "email" })} id={fields.email.id} label="Adresse e-mail" autoComplete="email" errors={fields.email.errors} required />
      <TextField
        {...getInputProps(fields.password, { type: "password" })}
        id={fields.password.id}
        label="Mot de passe"
        autoComplete="new-password"
        hint={`De ${PASSWORD_MIN} à ${PASSWORD_MAX} caractères. Une phrase de passe facile à retenir est idéale.`}
        errors={fields.password.errors}
        required
      />
      <SubmitButton pending={pending} pendingLabel="Création du compte..." className="w-full px-6 py-3">
        Créer mon compte
      </SubmitButton>
    </Form>
  );
}
