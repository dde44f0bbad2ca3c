// /remontee-idees: the idea and problem page (hero, value cards, the form, how it works).
import { useEffect } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/ideas";
import { showToast } from "~/components/ui/toaster";
import { IdeaForm } from "~/features/ideas/components/IdeaForm";
import { IdeaHero, IdeaHowItWorks, IdeaValueCards } from "~/features/ideas/components/IdeaPageSections";
import { submitIdea } from "~/features/ideas/mutations.server";
import { IDEA_SUBMIT_MESSAGES } from "~/features/ideas/options";
import { ideaSchema } from "~/features/ideas/schema";
import { issueFormKey, requesterFrom, runFormAction } from "~/lib/form-action.server";
import { sitePages } from "~/config/pages";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { APPLICATION_HANDLE } from "~/lib/rendering";

// Transitional (issue 34): hydrates until its behaviours are enhancement modules.
export const handle = APPLICATION_HANDLE;

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
      await submitIdea(idea, {}, userId);
      return { stored: true };
    },
  });
  if (outcome.status === "refused") return outcome.response;
  // Stored, replayed, or a bot fooled by the honeypot: the same answer.
  return redirectWithToast("/remontee-idees", IDEA_SUBMIT_MESSAGES.success);
}

export default function IdeasPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const failure = actionData?.failure ?? null;
  useEffect(() => {
    if (failure) showToast({ type: "error", ...failure });
  }, [failure]);
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
          {/* A new key after each navigation: the form starts empty again after a successful send. */}
          <IdeaForm key={location.key} lastResult={actionData?.result} failure={failure} idempotencyKey={loaderData.idempotencyKey} />
        </div>
      </section>
      <IdeaHowItWorks />
    </>
  );
}
