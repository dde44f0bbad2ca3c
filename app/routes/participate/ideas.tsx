// /remontee-idees: the idea and problem page (hero, value cards, the form, how it works).
import type { Route } from "./+types/ideas";
import { IdeaForm } from "~/features/ideas/components/IdeaForm";
import { IdeaHero, IdeaHowItWorks, IdeaValueCards } from "~/features/ideas/components/IdeaPageSections";
import { submitIdea } from "~/features/ideas/mutations.server";
import { IDEA_SUBMIT_MESSAGES } from "~/features/ideas/options";
import { ideaSchema } from "~/features/ideas/schema";
import { issueFormKey, requesterFrom, runFormAction } from "~/lib/form-action.server";
import { getDatabase } from "~/lib/request-context.server";
import { sitePages } from "~/config/pages";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = (args) => seo(args, sitePages.ideas.seo);

/** Each rendering of the form gets its own key: a retried post stores the idea once. */
export function loader({ context }: Route.LoaderArgs) {
  return { idempotencyKey: issueFormKey(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: ideaSchema,
    form: "ideas",
    idempotent: true,
    failure: IDEA_SUBMIT_MESSAGES.failure,
    mutate: async (idea, { userId }) => {
      await submitIdea(getDatabase(context), idea, {}, userId);
      return { stored: true };
    },
  });
  if (outcome.status === "refused") return outcome.response;
  // Stored, replayed, or a bot fooled by the honeypot: the same answer.
  return redirectWithToast("/remontee-idees", IDEA_SUBMIT_MESSAGES.success);
}

export default function IdeasPage({ loaderData, actionData }: Route.ComponentProps) {
  // A failure to store is said at the top of the form (FormStatus), what was typed kept.
  const failure = actionData?.failure ?? null;
  return (
    <>
      <IdeaHero />
      <IdeaValueCards />
      <section aria-labelledby="idee-form-title" className="page-container pb-16">
        <div className="measure-wide rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-700 dark:bg-slate-900">
          <h2 id="idee-form-title" className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
            Votre contribution
          </h2>
          <p className="mb-8 mt-2 text-slate-700 dark:text-slate-300">
            Remplissez les trois parties ci-dessous. Vous recevrez un accusé de réception par e-mail avec un lien pour suivre votre soumission.
          </p>
          <IdeaForm lastResult={actionData?.result} failure={failure} idempotencyKey={loaderData.idempotencyKey} />
        </div>
      </section>
      <IdeaHowItWorks />
    </>
  );
}
