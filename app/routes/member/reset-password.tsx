// /espace/nouveau-mot-de-passe?token=…: the page behind the reset link. A valid link shows the
// new-password form; on success every session of the account ends and the member lands on
// /espace signed in. An expired or used link says so and offers a new one. A document (ADR 0026):
// the form is a plain post, checked in the browser with its schema's messages.
import { getInputProps, useForm } from "@conform-to/react";
import { data, Link, useSearchParams } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/reset-password";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { PasswordField } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { SubmitButton } from "~/components/ui/submit-button";
import { NEW_PASSWORD_HINT } from "~/features/account/components/AuthForms";
import { Notice } from "~/features/account/components/MemberSpace";
import { resetPassword } from "~/features/account/recovery.server";
import { resetPasswordSchema } from "~/features/account/schema";
import { DocumentForm } from "~/features/forms/components/DocumentForm";
import { resetPasswordServerSchema } from "~/features/account/schema.server";
import { checkAccountToken } from "~/features/account/tokens.server";
import { requesterFrom, runFormAction } from "~/lib/form-action.server";
import { formErrorsOf, type FormReply } from "~/lib/form-reply";
import { MEMBER_HOME_PATH, spaceTabUrl } from "~/lib/member-paths";
import { PRIVATE_LINK_PAGE_HEADERS } from "~/lib/private-token.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { formConstraints } from "~/lib/form-constraints";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Nouveau mot de passe", description: "Choisir un nouveau mot de passe.", noindex: true });

export const headers: Route.HeadersFunction = () => PRIVATE_LINK_PAGE_HEADERS;

type LinkStatus = "valid" | "expired" | "used" | "invalid";

export async function loader({ request, context }: Route.LoaderArgs) {
  const check = await checkAccountToken(getDatabase(context), new URL(request.url).searchParams.get("token"), "reset_password");
  return data({ status: check.status as LinkStatus }, { status: check.status === "valid" ? 200 : 410 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: resetPasswordServerSchema,
    form: "reset-password",
    mutate: (value) => resetPassword(getDatabase(context), { token: value.token, newPassword: value.new_password, request }),
  });
  if (outcome.status === "refused") return outcome.response;
  const result = outcome.value;
  if (!result) return outcome.successReply;
  if (result.status === "done") {
    return redirectWithToast(MEMBER_HOME_PATH, { title: "Mot de passe modifié", description: "Vous êtes connecté. Vos autres appareils ont été déconnectés." }, { headers: result.headers });
  }
  // The link cannot be used: its problem's sentence, which the page shows instead of the form.
  return outcome.refuse({ formErrors: [PROBLEMS[result.status]] }, 410);
}

const PROBLEMS: Record<Exclude<LinkStatus, "valid">, string> = {
  expired: "Ce lien a expiré\u202f: les liens de réinitialisation sont valables 1\u00a0heure.",
  used: "Ce lien a déjà été utilisé.",
  invalid: "Ce lien n’est pas valable\u202f: il est incomplet, un lien plus récent l’a remplacé, ou le mot de passe a été changé depuis.",
};

/** The link's problem a refused post names, or null (the form's own errors are shown in the form). */
function linkProblemOf(reply: FormReply | undefined): Exclude<LinkStatus, "valid"> | null {
  const errors = formErrorsOf(reply);
  return (Object.keys(PROBLEMS) as Array<keyof typeof PROBLEMS>).find((status) => errors.includes(PROBLEMS[status])) ?? null;
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const status = linkProblemOf(actionData) ?? loaderData.status;
  const { constraint, messages } = formConstraints(resetPasswordSchema);
  const [form, fields] = useForm<z.input<typeof resetPasswordSchema>>({ id: "reset-password", lastResult: actionData?.result ?? null, constraint });
  return (
    <>
      <PageHeader eyebrow="Espace membre" title="Nouveau mot de passe" />
      <PageBody measure="form">
        {status !== "valid" ? (
          <>
            <Notice title="Lien de réinitialisation inutilisable" tone="error">
              {PROBLEMS[status]}
            </Notice>
            <Link to={spaceTabUrl("reinitialisation")} className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900">
              Demander un nouveau lien
            </Link>
          </>
        ) : (
          <DocumentForm id={form.id} navigate messages={messages} className="space-y-4 rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
            <input type="hidden" name="intent" value="reset-password" />
            <input type="hidden" name="token" value={params.get("token") ?? ""} />
            <FormError id={form.errorId} errors={form.errors} />
            <PasswordField
              {...getInputProps(fields.new_password, { type: "password" })}
              id={fields.new_password.id}
              label="Nouveau mot de passe"
              autoComplete="new-password"
              hint={NEW_PASSWORD_HINT}
              errors={fields.new_password.errors}
              required
            />
            <SubmitButton pendingLabel="Sauvegarde..." className="w-full px-6 py-3">
              Enregistrer le mot de passe
            </SubmitButton>
          </DocumentForm>
        )}
      </PageBody>
    </>
  );
}
