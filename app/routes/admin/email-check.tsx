// /admin/mise-en-ligne/e-mail: the go-live checklist's proof that the site's email arrives
// (features/admin/email-check.server.ts). Send a test email to one of your addresses, open the
// link it carries, confirm; a new mail server (SMTP_URL) asks for a new test. Works without
// JavaScript.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/email-check";
import { TextField } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { SubmitButton } from "~/components/ui/submit-button";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { emailCheckSchema } from "~/features/admin/email-check";
import { confirmTestEmail, EMAIL_CHECK_PATH, loadEmailCheck, sendTestEmail, transportOf } from "~/features/admin/email-check.server";
import { loadSiteConfig } from "~/features/association/identity.server";
import { requestNow } from "~/lib/clock.server";
import { formatDateTime } from "~/lib/dates";
import { getEnv } from "~/lib/env.server";
import { FormRefusal, requesterFrom, runFormAction } from "~/lib/form-action.server";
import { formErrorsOf } from "~/lib/form-reply";
import { authorisedUser, permissionGuard } from "~/lib/permissions.server";
import { isWellFormedPrivateToken, PRIVATE_LINK_PAGE_HEADERS } from "~/lib/private-token.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("settings:manage")];

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Envoi des e-mails", description: "Vérifier que les e-mails du site arrivent.", noindex: true });

// The link's token must not leak through a referrer, nor the page stay in a cache.
export const headers: Route.HeadersFunction = () => PRIVATE_LINK_PAGE_HEADERS;

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = authorisedUser(context);
  const env = getEnv();
  const check = await loadEmailCheck(getDatabase(context), env);
  const token = new URL(request.url).searchParams.get("jeton");
  return {
    userEmail: user.email,
    configured: transportOf(env) !== null,
    check: check.status === "none" ? null : { status: check.status, to: check.to, sentAt: formatDateTime(check.sentAt), receivedAt: check.receivedAt ? formatDateTime(check.receivedAt) : null },
    token: isWellFormedPrivateToken(token) ? token : null,
  };
}

const CONFIRM_REFUSALS = {
  unknown: "Ce lien ne correspond pas au dernier e-mail de test envoyé. Ouvrez le lien du plus récent, ou envoyez-en un nouveau.",
  expired: "Ce lien a plus de 48 heures. Envoyez un nouvel e-mail de test.",
} as const;

export async function action({ context, request }: Route.ActionArgs) {
  const user = authorisedUser(context);
  const db = getDatabase(context);
  const env = getEnv();
  const now = requestNow(request);
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: emailCheckSchema,
    form: "email-check",
    limitBy: "back-office",
    mutate: async (form) => {
      if (form.intent === "send") {
        const sent = await sendTestEmail(db, user, form.to, env, await loadSiteConfig(db, env), now);
        if (!sent) throw new FormRefusal({ formErrors: ["Aucun serveur d’envoi n’est configuré (SMTP_URL)\u202f: l’e-mail ne partirait pas. Demandez à la personne qui gère le serveur de le renseigner."] });
        return { intent: "send" as const, to: form.to };
      }
      const confirmation = await confirmTestEmail(db, user, form.jeton, now);
      if (confirmation !== "confirmed") throw new FormRefusal({ formErrors: [CONFIRM_REFUSALS[confirmation]] });
      return { intent: "confirm" as const, to: "" };
    },
  });
  if (outcome.status === "refused") return outcome.response;
  const done = outcome.value!;
  return done.intent === "send"
    ? redirectWithToast(EMAIL_CHECK_PATH, { title: "E-mail de test envoyé", description: `Ouvrez-le dans la boîte de ${done.to} et suivez son lien pour confirmer sa réception.` })
    : redirectWithToast("/admin", { title: "Réception confirmée", description: "Les e-mails du site arrivent\u202f: l’étape est faite." });
}

const STATUS_TEXT = {
  sent: (to: string, at: string) => `Un e-mail de test a été envoyé à ${to} le ${at}. Sa réception n’est pas encore confirmée\u202f: ouvrez-le et suivez son lien.`,
  received: (to: string, at: string) => `L’e-mail de test envoyé à ${to} le ${at} est bien arrivé.`,
  "other-server": (to: string, at: string) => `Le dernier e-mail de test (à ${to}, le ${at}) est passé par un autre serveur d’envoi que celui d’aujourd’hui\u202f: envoyez-en un nouveau.`,
} as const;

export default function EmailCheckPage({ loaderData, actionData }: Route.ComponentProps) {
  const { userEmail, configured, check, token } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "email-check",
    lastResult: actionData?.result ?? null,
    defaultValue: { to: userEmail },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailCheckSchema }),
  });
  const { key: toKey, ...toInput } = getInputProps(fields.to, { type: "email" });
  const busy = navigation.state === "submitting";
  return (
    <AdminPage title="Envoi des e-mails" back={{ to: "/admin", label: "Tableau de bord" }}>
      <div className="max-w-2xl space-y-6">
        <p className="text-slate-700 dark:text-slate-300">
          Le site envoie des e-mails (confirmations d’adhésion, de compte, lettre d’information, réponses aux messages). Pour vérifier qu’ils arrivent, envoyez-vous un
          e-mail de test, puis confirmez sa réception depuis le lien qu’il contient.
        </p>
        {check ? (
          <p className={check.status === "received" ? "rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50" : "rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"} data-testid="email-check-status">
            {STATUS_TEXT[check.status](check.to, check.status === "received" && check.receivedAt ? check.receivedAt : check.sentAt)}
          </p>
        ) : null}
        {token ? (
          <Form method="post" className="rounded-2xl border border-brand-200 p-5 dark:border-brand-800">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="jeton" value={token} />
            <p className="font-semibold text-slate-900 dark:text-slate-100">Vous avez reçu l’e-mail de test&#8239;?</p>
            {actionData?.intent === "confirm" ? (
              <div className="mt-3 empty:hidden">
                <FormError errors={formErrorsOf(actionData)} />
              </div>
            ) : null}
            <div className="mt-4">
              <SubmitButton pending={busy} pendingLabel="Confirmation...">
                Confirmer la réception
              </SubmitButton>
            </div>
          </Form>
        ) : null}
        {configured ? (
          <Form method="post" {...getFormProps(form)} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
            <input type="hidden" name="intent" value="send" />
            {actionData?.intent === "send" || actionData?.intent === undefined ? (
              <div className="mb-3 empty:hidden">
                <FormError errors={formErrorsOf(actionData)} />
              </div>
            ) : null}
            <TextField key={toKey} {...toInput} label="Adresse où envoyer l’e-mail de test" hint="Une adresse dont vous pouvez lire les messages." errors={fields.to.errors} required autoComplete="email" />
            <div className="mt-4">
              <SubmitButton pending={busy} pendingLabel="Envoi...">
                Envoyer un e-mail de test
              </SubmitButton>
            </div>
          </Form>
        ) : (
          <p className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50">
            Aucun serveur d’envoi n’est configuré&#8239;: le site n’envoie aucun e-mail. La personne qui gère le serveur doit renseigner SMTP_URL (voir le fichier
            .env.example), puis redémarrer le site.
          </p>
        )}
      </div>
    </AdminPage>
  );
}
