// /newsletter/desinscription?token=…: one-click unsubscribe. Mail clients POST to this URL
// (RFC 8058, body "List-Unsubscribe=One-Click"); a visitor opening it gets a single button.
import { CheckCircle2, XCircle } from "~/components/ui/icons";
import { Form, Link } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { FormError } from "~/components/ui/form-error";
import { unsubscribeFromNewsletter } from "~/features/newsletter/mutations.server";
import { unsubscribeLinkState } from "~/features/newsletter/queries.server";
import { newsletterLinkFormSchema, parseNewsletterToken } from "~/features/newsletter/schema";
import { requesterFrom, runFormAction } from "~/lib/form-action.server";
import { formErrorsOf, isSent } from "~/lib/form-reply";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Me désinscrire de la lettre d’information", description: "Désinscription en un clic de la lettre d’information de l’association.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = parseNewsletterToken(new URL(request.url).searchParams.get("token"));
  const state = token ? await unsubscribeLinkState(getDatabase(context), token) : "invalid";
  return { state, token: state === "invalid" ? null : token };
}

const INVALID_LINK = "Ce lien de désinscription n’est pas valable. Utilisez le lien présent au bas de la dernière lettre reçue, ou écrivez-nous.";

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: newsletterLinkFormSchema,
    form: "newsletter-unsubscribe",
    // Mail providers post the one-click unsubscribes (RFC 8058) of all their users from a few
    // shared addresses: a per-address limit would lose some. The token is the proof, and only
    // unsubscribes its own address, idempotently.
    limitBy: "none",
    mutate: (value) => {
      // The token travels in the URL (one-click POST from a mail client) or in the page's form.
      const token = parseNewsletterToken(new URL(request.url).searchParams.get("token") ?? value.token);
      return token ? unsubscribeFromNewsletter(getDatabase(context), token) : Promise.resolve(false);
    },
  });
  if (outcome.status === "refused") return outcome.response;
  if (outcome.value === false) return outcome.refuse({ formErrors: [INVALID_LINK] });
  return outcome.successReply;
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  // After a post: unsubscribed, the link refused, or a failure said above the button, which stays.
  const errors = formErrorsOf(actionData);
  const state = isSent(actionData) ? "unsubscribed" : errors.includes(INVALID_LINK) ? "invalid" : loaderData.state;
  if (state === "subscribed" && loaderData.token) {
    return (
      <Page title="Me désinscrire de la lettre d’information">
        <p>Vous ne recevrez plus la lettre d’information de l’association. Vous pourrez vous réinscrire à tout moment.</p>
        <Form method="post" className="mt-8 space-y-4">
          <FormError errors={errors} />
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900 dark:hover:bg-white">
            Me désinscrire
          </button>
        </Form>
      </Page>
    );
  }
  if (state === "unsubscribed") {
    return (
      <Page title="Vous êtes désinscrit" ok>
        <p>Votre adresse ne recevra plus la lettre d’information. Merci de l’avoir lue !</p>
        <p className="mt-4">
          <Link to="/" className="font-semibold underline underline-offset-2">
            Retour à l’accueil
          </Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title="Lien invalide ou expiré" ok={false}>
      <p>{INVALID_LINK}</p>
      <p className="mt-4">
        <Link to="/contact" className="font-semibold underline underline-offset-2">
          Nous contacter
        </Link>
      </p>
    </Page>
  );
}

function Page({ title, ok, children }: { title: string; ok?: boolean; children: React.ReactNode }) {
  const Icon = ok === undefined ? null : ok ? CheckCircle2 : XCircle;
  return (
    <div className="page-container py-16">
      <div className="measure-form">
      <h1 className="flex items-center gap-3 font-serif text-4xl leading-tight font-bold text-brand-800 sm:text-5xl dark:text-brand-100">
        {Icon ? <Icon aria-hidden="true" className={`h-9 w-9 shrink-0 ${ok ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400"}`} /> : null}
        {title}
      </h1>
      <div className="mt-4 text-lg text-slate-700 dark:text-slate-300">{children}</div>
      </div>
    </div>
  );
}
