// /newsletter/confirmation?token=…: the link of the confirmation email. Opening it (GET) only
// shows a button; the click (POST) confirms, so link scanners and prefetchers change nothing.
import { CheckCircle2, XCircle } from "~/components/ui/icons";
import { Form, Link } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { FormError } from "~/components/ui/form-error";
import { NewsletterForm } from "~/features/newsletter/components/NewsletterForm";
import { confirmNewsletterSubscription } from "~/features/newsletter/mutations.server";
import { confirmLinkState } from "~/features/newsletter/queries.server";
import { newsletterLinkFormSchema, parseNewsletterToken } from "~/features/newsletter/schema";
import { requesterFrom, runFormAction } from "~/lib/form-action.server";
import { formErrorsOf, isSent } from "~/lib/form-reply";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Confirmer mon inscription", description: "Confirmation de l’inscription à la lettre d’information de l’association.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = parseNewsletterToken(new URL(request.url).searchParams.get("token"));
  const state = token ? await confirmLinkState(getDatabase(context), token) : "invalid";
  return { state, token: state === "pending" ? token : null };
}

const INVALID_LINK = "Ce lien de confirmation n’est pas valable ou a expiré (il reste valable 7\u00a0jours). Inscrivez-vous de nouveau pour en recevoir un autre.";

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: newsletterLinkFormSchema,
    form: "newsletter-confirm",
    mutate: async (value) => {
      const token = parseNewsletterToken(value.token);
      return token ? await confirmNewsletterSubscription(getDatabase(context), token) : "invalid";
    },
  });
  if (outcome.status === "refused") return outcome.response;
  // An unusable link is told on the page, as its opening (GET) tells it: a 200 page.
  if (outcome.value === "invalid") return outcome.refuse({ formErrors: [INVALID_LINK] }, 200);
  return outcome.successReply;
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  // After a post: confirmed (or already so), the link refused, or another refusal (too many posts,
  // a failure) said above the button, which stays.
  const errors = formErrorsOf(actionData);
  const state = isSent(actionData) ? "confirmed" : errors.includes(INVALID_LINK) ? "invalid" : loaderData.state;
  return (
    <div className="page-container py-16">
      <div className="measure-form">
      {state === "pending" && loaderData.token ? (
        <>
          <h1 className="font-serif text-4xl leading-tight font-bold text-brand-800 sm:text-5xl dark:text-brand-100">Confirmer mon inscription</h1>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
            Un dernier clic pour recevoir la lettre d’information de l’association, environ une fois par mois.
          </p>
          <Form method="post" className="mt-8 space-y-4">
            <FormError errors={errors} />
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900 dark:hover:bg-white">
              Confirmer mon inscription
            </button>
          </Form>
        </>
      ) : state === "confirmed" ? (
        <Outcome ok title="Inscription confirmée">
          <p>
            Merci ! Vous êtes maintenant inscrit à notre newsletter. Chaque lettre contient un lien pour vous désinscrire en un clic.
          </p>
          <p className="mt-4">
            <Link to="/" className="font-semibold underline underline-offset-2">
              Retour à l’accueil
            </Link>
          </p>
        </Outcome>
      ) : (
        <>
          <Outcome ok={false} title="Lien invalide ou expiré">
            <p>{INVALID_LINK}</p>
          </Outcome>
          <div className="mt-8 rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
            <NewsletterForm source="newsletter" />
          </div>
        </>
      )}
      </div>
    </div>
  );
}

function Outcome({ ok, title, children }: { ok: boolean; title: string; children: React.ReactNode }) {
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <div>
      <h1 className="flex items-center gap-3 font-serif text-4xl leading-tight font-bold text-brand-800 sm:text-5xl dark:text-brand-100">
        <Icon aria-hidden="true" className={`h-9 w-9 shrink-0 ${ok ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400"}`} />
        {title}
      </h1>
      <div className="mt-4 text-lg text-slate-700 dark:text-slate-300">{children}</div>
    </div>
  );
}
