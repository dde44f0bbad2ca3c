// /newsletter/desinscription?token=…: one-click unsubscribe. Mail clients POST to this URL
// (RFC 8058, body "List-Unsubscribe=One-Click"); a visitor opening it gets a single button.
import { CheckCircle2, XCircle } from "~/components/ui/icons";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { unsubscribeFromNewsletter } from "~/features/newsletter/mutations.server";
import { unsubscribeLinkState } from "~/features/newsletter/queries.server";
import { newsletterLinkFormSchema, parseNewsletterToken } from "~/features/newsletter/schema";
import { readBoundedForm } from "~/lib/form-data.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Me désinscrire de la lettre d’information", description: "Désinscription en un clic de la lettre d’information de l’association.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const token = parseNewsletterToken(new URL(request.url).searchParams.get("token"));
  const state = token ? await unsubscribeLinkState(token) : "invalid";
  return { state, token: state === "invalid" ? null : token };
}

export async function action({ request }: Route.ActionArgs) {
  // The token travels in the URL (one-click POST from a mail client) or in the page's form.
  const formData = await readBoundedForm(request, newsletterLinkFormSchema);
  const token = parseNewsletterToken(new URL(request.url).searchParams.get("token") ?? formData.get("token"));
  const done = token ? await unsubscribeFromNewsletter(token) : false;
  return data({ done }, { status: done ? 200 : 400 });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ? (actionData.done ? "unsubscribed" : "invalid") : loaderData.state;
  if (state === "subscribed" && loaderData.token) {
    return (
      <Page title="Me désinscrire de la lettre d’information">
        <p>Vous ne recevrez plus la lettre d’information de l’association. Vous pourrez vous réinscrire à tout moment.</p>
        <Form method="post" className="mt-8">
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
      <p>Ce lien de désinscription n’est pas valable. Utilisez le lien présent au bas de la dernière lettre reçue, ou écrivez-nous.</p>
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
