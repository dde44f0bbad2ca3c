// /espace/confirmation?token=…: the page behind the address confirmation links (sign-up and
// email change). Opening the link shows a button; pressing it uses the link, so that a mail
// scanner that follows links does not spend it. Open to everyone: the link is the proof. A
// document (ADR 0026): the button is a plain post.
import { data, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/confirm-email";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { FormError } from "~/components/ui/form-error";
import { SubmitButton } from "~/components/ui/submit-button";
import { Notice } from "~/features/account/components/MemberSpace";
import { DocumentForm } from "~/features/forms/components/DocumentForm";
import { confirmLinkSchema } from "~/features/account/schema";
import { confirmEmailLink, describeConfirmationLink } from "~/features/account/verification.server";
import { requesterFrom, runFormAction } from "~/lib/form-action.server";
import { formErrorsOf, type FormReply } from "~/lib/form-reply";
import { spaceTabUrl } from "~/lib/member-paths";
import { PRIVATE_LINK_PAGE_HEADERS } from "~/lib/private-token.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Confirmation de l’adresse e-mail", description: "Confirmer l’adresse e-mail de votre compte.", noindex: true });

export const headers: Route.HeadersFunction = () => PRIVATE_LINK_PAGE_HEADERS;

export async function loader({ request, context }: Route.LoaderArgs) {
  const link = await describeConfirmationLink(getDatabase(context), new URL(request.url).searchParams.get("token"));
  return data({ link: { status: link.status, purpose: link.purpose, email: link.email } }, { status: link.status === "valid" ? 200 : 410 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: confirmLinkSchema,
    form: "confirm-email",
    mutate: async (value, { requestId, userId }) => ({ result: await confirmEmailLink(getDatabase(context), value.token, requestId), signedIn: Boolean(userId) }),
  });
  if (outcome.status === "refused") return outcome.response;
  if (!outcome.value) return outcome.successReply;
  const { result, signedIn } = outcome.value;
  if (result.status === "verified" || result.status === "email_changed") {
    const title = result.status === "verified" ? "Adresse e-mail confirmée" : "Adresse e-mail modifiée";
    const description = result.status === "verified" ? "Votre compte est vérifié." : `Votre compte utilise désormais ${result.email}.`;
    return redirectWithToast(signedIn ? "/espace" : spaceTabUrl("connexion"), { title, description: signedIn ? description : `${description} Vous pouvez vous connecter.` });
  }
  // The link cannot be used: its problem's sentence, which the page shows as that problem's notice.
  return outcome.refuse({ formErrors: [PROBLEMS[result.status].text] }, result.status === "email_taken" ? 409 : 410);
}

const PROBLEMS = {
  expired: { title: "Ce lien a expiré", text: "Les liens de confirmation sont valables 48\u00a0heures (24\u00a0heures pour un changement d’adresse)." },
  used: { title: "Ce lien a déjà été utilisé", text: "Votre adresse a sans doute déjà été confirmée." },
  invalid: { title: "Ce lien n’est pas valable", text: "Il est incomplet, ou un lien plus récent l’a remplacé." },
  email_taken: { title: "Adresse déjà utilisée", text: "Cette adresse est devenue celle d’un autre compte entre-temps\u202f: le changement n’a pas été fait." },
} as const;
type Problem = keyof typeof PROBLEMS;

/** The link's problem a refused post names (a post without a usable token: an invalid link), or null. */
function problemOf(reply: FormReply | undefined): Problem | null {
  if (!reply) return null;
  const errors = formErrorsOf(reply);
  const named = (Object.keys(PROBLEMS) as Problem[]).find((problem) => errors.includes(PROBLEMS[problem].text));
  return named ?? (reply.result?.error?.token ? "invalid" : null);
}

export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const reply = actionData ?? undefined;
  const problem = problemOf(reply) ?? (loaderData.link.status === "valid" ? null : loaderData.link.status);
  return (
    <>
      <PageHeader eyebrow="Espace membre" title="Confirmation de l’adresse e-mail" />
      <PageBody measure="form">
        {problem ? (
          <>
            <Notice title={PROBLEMS[problem].title} tone="error">
              {PROBLEMS[problem].text}
            </Notice>
            <p className="text-slate-700 dark:text-slate-300">
              Connectez-vous à votre espace pour demander un nouveau lien depuis votre profil.
            </p>
            <p className="mt-6">
              <Link to="/espace" className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900">
                Aller à mon espace
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="text-slate-700 dark:text-slate-300">
              {loaderData.link.purpose === "change_email" ? "Confirmez que cette adresse devient celle de votre compte\u202f:" : "Confirmez l’adresse e-mail de votre compte\u202f:"}{" "}
              <strong className="break-words">{loaderData.link.email}</strong>
            </p>
            <DocumentForm id="confirm-email" navigate messages={{}} className="mt-6 space-y-4">
              <input type="hidden" name="token" value={params.get("token") ?? ""} />
              {/* A refusal that is no problem of the link (too many posts, a failure): said here, the button kept. */}
              <FormError errors={formErrorsOf(reply)} />
              <SubmitButton pendingLabel="Confirmation…" name="intent" value="confirm" className="px-6 py-3">
                Confirmer mon adresse
              </SubmitButton>
            </DocumentForm>
          </>
        )}
      </PageBody>
    </>
  );
}
