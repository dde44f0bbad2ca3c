// /admin/emails: the emails the queue gave up on (every kind: accounts, contact, ideas,
// memberships, rencontres, photos, newsletter), for administrators ("roles:manage": the list
// shows any resident's address). Most recent failure first, with the server's last answer;
// "Renvoyer" tries the same email once more (features/admin/failed-emails.server.ts). Emails
// still being retried are not listed: they have not failed yet.
import { Form } from "react-router";
import type { Route } from "./+types/emails";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { ListCount, ListEmpty } from "~/features/admin/components/AdminList";
import { emailOriginLabel, resendFailedEmailSchema } from "~/features/admin/failed-emails";
import { resendFailedEmail } from "~/features/admin/failed-emails.server";
import { formatDateTime } from "~/lib/dates";
import { failedEmailJobs } from "~/lib/email-jobs.admin.server";
import { requesterFrom, runFormAction } from "~/lib/form-action.server";
import { refusalMessage } from "~/lib/form-reply";
import { authorisedUser, permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

const PATH = "/admin/emails";
/** The screen lists at most this many (the most recent). */
const SHOWN = 200;
/** The answer to a post without a valid email id (a stale or tampered page: the form is one button). */
const INCOMPLETE = "Cette demande est incomplète\u202f: rechargez la page et recommencez.";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("roles:manage")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "E-mails non distribués", description: "Administration\u202f: les e-mails que le serveur d’envoi a refusés après plusieurs essais.", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const emails = await failedEmailJobs(getDatabase(context), SHOWN);
  return { emails: emails.map((email) => ({ ...email, origin: emailOriginLabel(email.kind) })), limit: SHOWN };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = authorisedUser(context);
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: resendFailedEmailSchema,
    form: "failed-email-resend",
    limitBy: "back-office",
    mutate: async (value) => ({ email: await resendFailedEmail(getDatabase(context), user, value.id) }),
  });
  if (outcome.status === "refused") return outcome.response;
  const { email } = outcome.value!;
  if (!email) {
    return redirectWithToast(PATH, { type: "error", title: "E-mail introuvable", description: "Cet e-mail a déjà été renvoyé ou n’est plus conservé\u202f: la liste est à jour." });
  }
  return redirectWithToast(PATH, { title: "E-mail renvoyé", description: `Un nouvel essai d’envoi à ${email.to} est en cours. S’il échoue encore, l’e-mail reviendra dans cette liste.` });
}

export default function FailedEmailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { emails, limit } = loaderData;
  const error = refusalMessage(actionData, INCOMPLETE);
  return (
    <AdminPage title="E-mails non distribués">
      <p className="max-w-3xl text-slate-700 dark:text-slate-300">
        Le site réessaie plusieurs fois un e-mail que le serveur d’envoi refuse, en espaçant les essais. Ceux qui ont échoué à chaque essai sont listés ici avec la dernière réponse du serveur. Vérifiez l’adresse ou attendez le retour du service, puis renvoyez-les.
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {error}
        </p>
      ) : null}
      <ListCount>
        {emails.length.toLocaleString("fr-FR")} e-mail{emails.length > 1 ? "s" : ""} non distribué{emails.length > 1 ? "s" : ""}
        {emails.length >= limit ? ` (les ${limit} plus récents)` : ""}
      </ListCount>
      {emails.length === 0 ? (
        <ListEmpty title="Aucun e-mail en échec">Tous les e-mails du site ont été remis au serveur d’envoi.</ListEmpty>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900" aria-label="E-mails non distribués">
          {emails.map((email) => (
            <li key={email.id} className="flex flex-wrap items-start justify-between gap-4 p-4">
              <div className="min-w-0 flex-1">
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {email.origin} · échec le {formatDateTime(email.failedAt)} après {email.attempts} essai{email.attempts > 1 ? "s" : ""}
                </p>
                <p className="mt-1 font-semibold break-words">{email.subject}</p>
                <p className="mt-1 break-all">À {email.to}</p>
                {email.lastError ? (
                  <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">
                    Réponse du serveur{"\u202f"}: <span className="font-mono">{email.lastError}</span>
                  </p>
                ) : null}
              </div>
              <Form method="post">
                <input type="hidden" name="id" value={email.id} />
                <button
                  type="submit"
                  aria-label={`Renvoyer «\u202f${email.subject}\u202f» à ${email.to}`}
                  className="min-h-11 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900 dark:hover:bg-white"
                >
                  Renvoyer
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
