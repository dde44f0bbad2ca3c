// /newsletter: the subscription action of every newsletter box, and a page with the form that
// shows the outcome of plain (no-JavaScript) posts.
import type { Route } from "./+types/newsletter";
import { joinSection } from "~/content/home";
import { NewsletterForm, postedSource } from "~/features/newsletter/components/NewsletterForm";
import { subscribeToNewsletter } from "~/features/newsletter/mutations.server";
import { newsletterSchema } from "~/features/newsletter/schema";
import { requesterFrom, runFormAction } from "~/lib/form-action.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";

const texts = joinSection.newsletter;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Lettre d’information",
    description: "Abonnez-vous à la lettre d’information de l’association : actualités, prises de position et rencontres de la Presqu’île, environ une fois par mois.",
  });

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: newsletterSchema,
    form: "newsletter",
    // A submission made offline is replayed under its own key (features/offline): stored once.
    idempotent: true,
    mutate: async (subscription) => {
      await subscribeToNewsletter(getDatabase(context), subscription);
      return { done: true };
    },
  });
  return outcome.status === "refused" ? outcome.response : outcome.successReply;
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Restez informé" title={texts.title} intro={texts.text} />
      <PageBody measure="form">
      <div className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900">
        {/* A post from another page's box is answered with that box (its source kept). */}
        <NewsletterForm source={postedSource(actionData, "newsletter")} lastResult={actionData ?? null} />
      </div>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
        Votre adresse ne sert qu’à l’envoi de la lettre. Chaque message contient un lien de désinscription en un clic.
      </p>
      </PageBody>
    </>
  );
}
