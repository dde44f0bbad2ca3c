// /newsletter/confirmation?token=…: the link of the confirmation email. Opening it (GET) only
// shows a button; the click (POST) confirms, so link scanners and prefetchers change nothing.
import { CheckCircle2, XCircle } from "~/components/ui/icons";
import { Form, Link } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { NewsletterForm } from "~/features/newsletter/components/NewsletterForm";
import { confirmNewsletterSubscription } from "~/features/newsletter/mutations.server";
import { confirmLinkState } from "~/features/newsletter/queries.server";
import { newsletterLinkFormSchema, parseNewsletterToken } from "~/features/newsletter/schema";
import { readBoundedForm } from "~/lib/form-data.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Confirmer mon inscription", description: "Confirmation de l’inscription à la lettre d’information de l’association.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const token = parseNewsletterToken(new URL(request.url).searchParams.get("token"));
  const state = token ? await confirmLinkState(token) : "invalid";
  return { state, token: state === "pending" ? token : null };
}

export async function action({ request }: Route.ActionArgs) {
  const token = parseNewsletterToken((await readBoundedForm(request, newsletterLinkFormSchema)).get("token"));
  const result = token ? await confirmNewsletterSubscription(token) : "invalid";
  return { result };
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ? (actionData.result === "invalid" ? "invalid" : "confirmed") : loaderData.state;
  return (
    <div className="page-container py-16">
      <div className="measure-form">
      {state === "pending" && loaderData.token ? (
        <>
          <h1 className="font-serif text-4xl leading-tight font-bold text-brand-800 sm:text-5xl dark:text-brand-100">Confirmer mon inscription</h1>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
            Un dernier clic pour recevoir la lettre d’information de l’association, environ une fois par mois.
          </p>
          <Form method="post" className="mt-8">
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
            <p>Ce lien de confirmation n’est pas valable ou a expiré (il reste valable 7&nbsp;jours). Inscrivez-vous de nouveau pour en recevoir un autre.</p>
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
