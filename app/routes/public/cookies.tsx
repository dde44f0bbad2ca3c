// /cookies ("Gérer les cookies", linked from the footer): the current audience-measurement choice
// and the same two buttons as the banner. Its action stores a choice for six months, from the
// banner or from this page, with or without JavaScript.
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/cookies";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { ConsentChoice } from "~/features/consent/components/ConsentChoice";
import { CONSENT_LABEL } from "~/features/consent/consent";
import { consentCookieHeader, getConsent } from "~/features/consent/consent.server";
import { consentFormSchema } from "~/features/consent/schema";
import { requesterFrom, runFormAction } from "~/lib/form-action.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { seo } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  return { consent: getConsent(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: consentFormSchema,
    form: "consent",
    // Only this visitor's own cookie is set: nothing to limit.
    limitBy: "none",
    mutate: async (value) => value,
  });
  if (outcome.status === "refused") {
    // A post the two buttons never send: the error page, as neither the banner nor this page has a
    // place for a form's errors.
    if (outcome.response.init?.status === 400) throw data("Choix invalide\u202f: utilisez les boutons «\u202fAccepter\u202f» ou «\u202fRefuser\u202f».", { status: 400 });
    return outcome.response;
  }
  const choice = outcome.value;
  if (!choice) return outcome.successReply;
  const headers = { "Set-Cookie": consentCookieHeader(choice.consent) };
  // The buttons' post (the banner's module sends it too) names the page to return to; a post
  // without it gets the reply in place, with the cookie.
  if (choice.redirectTo !== undefined) return redirect(safeRedirectPath(choice.redirectTo, "/cookies"), { headers });
  return data(outcome.successReply, { headers });
}

export default function CookiesPage({ loaderData }: Route.ComponentProps) {
  const { consent } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Informations légales"
        title="Gérer les cookies"
        intro="Le site ne dépose que des cookies nécessaires à son fonctionnement, et un seul cookie de choix pour la mesure d’audience."
      />
      <PageBody measure="prose">
        <section aria-labelledby="choix-audience" className="space-y-4">
          <h2 id="choix-audience" className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
            Mesure d’audience
          </h2>
          <p>
            Avec votre accord, le site compte lui-même les pages vues et quelques actions (idée envoyée, recherche effectuée, inscription
            à la lettre…), sans outil tiers, sans conserver votre adresse IP et sans identifiant qui vous suive d’un jour à l’autre ou
            d’un site à l’autre. Ces mesures sont gardées 13{"\u00a0"}mois.
          </p>
          <p role="status" className="rounded-xl border border-slate-300 bg-slate-50 p-4 font-medium dark:border-slate-600 dark:bg-slate-800">
            {consent === "granted"
              ? "Votre choix actuel\u202f: vous avez accepté la mesure d’audience."
              : consent === "denied"
                ? "Votre choix actuel\u202f: vous avez refusé la mesure d’audience."
                : "Vous n’avez pas encore fait de choix\u202f: rien n’est mesuré."}
          </p>
          <p>
            Votre choix est gardé {CONSENT_LABEL} dans le cookie «{"\u202f"}adpl_consent{"\u202f"}», puis vous sera demandé de nouveau. Vous
            pouvez le changer à tout moment{"\u202f"}:
          </p>
          <ConsentChoice />
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Le détail de ce qui est mesuré figure dans la{" "}
            <Link to="/politique-confidentialite#mesure-audience" className="underline underline-offset-2">
              politique de confidentialité
            </Link>
            .
          </p>
        </section>
      </PageBody>
    </>
  );
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Gérer les cookies",
    description: "Accepter ou refuser la mesure d’audience du site de l’ADPL, et voir votre choix actuel.",
  });
