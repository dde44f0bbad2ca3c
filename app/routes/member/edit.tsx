// /espace/modifier: first and last name, the address (confirmed by a link to the new one), and
// the password (current one required; other sessions end). Under the guarded member layout. A
// document (ADR 0026): three plain posts to this page, checked in the browser with their schemas'
// messages; a refused one comes back filled in, passwords empty (the server never sends them back).
import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import type { Route } from "./+types/edit";
import { PasswordField, TextField } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { SubmitButton } from "~/components/ui/submit-button";
import { NEW_PASSWORD_HINT } from "~/features/account/components/AuthForms";
import { EmailServiceBanner, MemberCard, MemberSpaceFrame } from "~/features/account/components/MemberSpace";
import { changePassword, updateNames } from "~/features/account/profile.server";
import { emailChangeSchema, passwordChangeSchema, profileSchema } from "~/features/account/schema";
import { DocumentForm } from "~/features/forms/components/DocumentForm";
import { memberEditServerSchema } from "~/features/account/schema.server";
import { requestEmailChange } from "~/features/account/verification.server";
import { requesterFrom, runFormAction, type FormReply } from "~/lib/form-action.server";
import { authorisedUser } from "~/lib/permissions.server";
import { getDatabase, getRequest } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { formConstraints } from "~/lib/form-constraints";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Modifier mon profil", description: "Nom, adresse e-mail et mot de passe de votre compte.", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const user = authorisedUser(context);
  return { firstName: user.firstName ?? "", lastName: user.lastName ?? "", email: user.email };
}

const WRONG_PASSWORD = { fieldErrors: { current_password: ["Mot de passe actuel incorrect."] } };
const tooMany = (seconds: number) => `Trop de tentatives. Merci de réessayer dans ${Math.max(1, Math.ceil(seconds / 60))}\u00a0minute(s).`;

export async function action({ request, context }: Route.ActionArgs) {
  const user = authorisedUser(context);
  const requester = await requesterFrom(context);
  const outcome = await runFormAction({
    request,
    requester,
    schema: memberEditServerSchema,
    form: "member-edit",
    limitBy: "account",
    mutate: async (value) => {
      if (value.intent === "profile") {
        await updateNames(getDatabase(context), user.id, { firstName: value.first_name, lastName: value.last_name });
        return { kind: "profile" as const };
      }
      if (value.intent === "password") {
        const result = await changePassword(getDatabase(context), user, { currentPassword: value.current_password, newPassword: value.new_password, request: getRequest(context), requestId: requester.requestId });
        return { kind: "password" as const, result };
      }
      return { kind: "email" as const, result: await requestEmailChange(getDatabase(context), user, { newEmail: value.email, currentPassword: value.current_password, requestId: requester.requestId }) };
    },
  });
  if (outcome.status === "refused") return outcome.response;
  const done = outcome.value;
  if (!done) return outcome.successReply;
  if (done.kind === "profile") return redirectWithToast("/espace", { title: "Profil mis à jour" });
  if (done.kind === "password") {
    if (done.result.status === "wrong_password") return outcome.refuse(WRONG_PASSWORD);
    return redirectWithToast("/espace", { title: "Mot de passe modifié", description: "Vos autres appareils ont été déconnectés." }, { headers: done.result.headers });
  }
  const result = done.result;
  switch (result.status) {
    case "sent":
      return redirectWithToast("/espace", {
        title: "Confirmez votre nouvelle adresse",
        description: `Un lien de confirmation a été envoyé à ${result.email}. Votre adresse actuelle reste celle du compte tant qu’il n’est pas ouvert.`,
      });
    case "same_address":
      return outcome.refuse({ fieldErrors: { email: ["C’est déjà l’adresse de votre compte."] } });
    case "wrong_password":
      return outcome.refuse(WRONG_PASSWORD);
    case "email_failed":
      return outcome.refuse({ formErrors: ["Le lien de confirmation n’a pas pu être envoyé. Réessayez dans quelques minutes."], failure: { title: "Service email indisponible", description: "Le lien de confirmation n’a pas pu être envoyé." } }, 503);
    case "rate_limited":
      return outcome.refuse({ formErrors: [tooMany(result.retryAfterSeconds)] }, 429, { "Retry-After": String(result.retryAfterSeconds) });
  }
}

/** The reply of the last post, for the form that sent it only. */
function replyFor(reply: FormReply | undefined, intent: string): SubmissionResult<string[]> | null {
  const result = reply?.result;
  return result && (result.initialValue as Record<string, unknown> | undefined)?.intent === intent ? result : null;
}

export default function EditProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData && "result" in actionData ? (actionData as FormReply) : undefined;
  return (
    <MemberSpaceFrame title="Modifier mon profil">
      {reply?.failure?.title === "Service email indisponible" ? <EmailServiceBanner /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <NamesForm defaults={loaderData} lastResult={replyFor(reply, "profile")} />
        <EmailForm current={loaderData.email} lastResult={replyFor(reply, "email")} />
        <PasswordForm lastResult={replyFor(reply, "password")} />
      </div>
    </MemberSpaceFrame>
  );
}

function NamesForm({ defaults, lastResult }: { defaults: { firstName: string; lastName: string }; lastResult: SubmissionResult<string[]> | null }) {
  const { constraint, messages } = formConstraints(profileSchema);
  const [form, fields] = useForm<z.input<typeof profileSchema>>({
    id: "profile",
    lastResult,
    constraint,
    defaultValue: { first_name: defaults.firstName, last_name: defaults.lastName },
  });
  return (
    <MemberCard title="Nom et prénom" titleId="noms">
      <DocumentForm id={form.id} navigate messages={messages} className="space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <FormError id={form.errorId} errors={form.errors} />
        <TextField {...getInputProps(fields.first_name, { type: "text" })} id={fields.first_name.id} label="Prénom" autoComplete="given-name" errors={fields.first_name.errors} required />
        <TextField {...getInputProps(fields.last_name, { type: "text" })} id={fields.last_name.id} label="Nom" autoComplete="family-name" errors={fields.last_name.errors} required />
        <SubmitButton pendingLabel="Sauvegarde..." className="px-6 py-3">
          Enregistrer
        </SubmitButton>
      </DocumentForm>
    </MemberCard>
  );
}

function EmailForm({ current, lastResult }: { current: string; lastResult: SubmissionResult<string[]> | null }) {
  const { constraint, messages } = formConstraints(emailChangeSchema);
  const [form, fields] = useForm<z.input<typeof emailChangeSchema>>({ id: "email", lastResult, constraint });
  return (
    <MemberCard title="Adresse e-mail" titleId="adresse">
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
        Adresse actuelle&#8239;: <strong className="break-words">{current}</strong>. Un lien de confirmation sera envoyé à la nouvelle adresse, et votre adresse actuelle en sera informée.
      </p>
      <DocumentForm id={form.id} navigate messages={messages} className="space-y-4">
        <input type="hidden" name="intent" value="email" />
        <FormError id={form.errorId} errors={form.errors} />
        <TextField {...getInputProps(fields.email, { type: "email" })} id={fields.email.id} label="Nouvelle adresse e-mail" autoComplete="email" errors={fields.email.errors} required />
        <PasswordField {...getInputProps(fields.current_password, { type: "password" })} id={fields.current_password.id} label="Mot de passe actuel" autoComplete="current-password" errors={fields.current_password.errors} required />
        <SubmitButton pendingLabel="Envoi en cours..." className="px-6 py-3">
          Changer d’adresse
        </SubmitButton>
      </DocumentForm>
    </MemberCard>
  );
}

function PasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  const { constraint, messages } = formConstraints(passwordChangeSchema);
  const [form, fields] = useForm<z.input<typeof passwordChangeSchema>>({ id: "password", lastResult, constraint });
  return (
    <MemberCard title="Mot de passe" titleId="mot-de-passe">
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">Après le changement, vos autres appareils sont déconnectés.</p>
      <DocumentForm id={form.id} navigate messages={messages} className="space-y-4">
        <input type="hidden" name="intent" value="password" />
        <FormError id={form.errorId} errors={form.errors} />
        <PasswordField {...getInputProps(fields.current_password, { type: "password" })} id={fields.current_password.id} label="Mot de passe actuel" autoComplete="current-password" errors={fields.current_password.errors} required />
        <PasswordField {...getInputProps(fields.new_password, { type: "password" })} id={fields.new_password.id} label="Nouveau mot de passe" autoComplete="new-password" hint={NEW_PASSWORD_HINT} errors={fields.new_password.errors} required />
        <SubmitButton pendingLabel="Sauvegarde..." className="px-6 py-3">
          Changer le mot de passe
        </SubmitButton>
      </DocumentForm>
    </MemberCard>
  );
}
