// /newsletter: the subscription action of every newsletter box, and a page with the form that
// shows the outcome of plain (no-JavaScript) posts.
import { data } from "react-router";
import type { Route } from "./+types/newsletter";
import { SectionHeading } from "~/components/ui/section-heading";
import { joinSection } from "~/content/home";
import { NewsletterForm, type NewsletterActionData } from "~/features/newsletter/components/NewsletterForm";
import { subscribeToNewsletter } from "~/features/newsletter/mutations.server";
import { newsletterSchema } from "~/features/newsletter/schema";
import { parseSubmission } from "~/lib/form-data.server";
import { checkPublicForm, tooManyRequests } from "~/lib/public-form.server";
import { getRequestInfo } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

const texts = joinSection.newsletter;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Lettre d’information",
    description: "Abonnez-vous à la lettre d’information de l’association : actualités, prises de position et rencontres de la Presqu’île, environ une fois par mois.",
  });

export async function action({ request, context }: Route.ActionArgs) {
  const { formData, submission } = await parseSubmission(request, newsletterSchema);
  const check = checkPublicForm(formData, getRequestInfo(context).clientIp, "newsletter");
  // A filled honeypot gets the ordinary answer and nothing is stored.
  if (!check.ok && check.reason === "honeypot") return { status: "success", result: null } satisfies NewsletterActionData;
  if (!check.ok) {
    const limited = tooManyRequests(check.retryAfterSeconds);
    return data<NewsletterActionData>({ status: "error", result: submission.reply({ formErrors: limited.data.formErrors }) }, limited.init ?? undefined);
  }
  if (submission.status !== "success") return data<NewsletterActionData>({ status: "error", result: submission.reply() }, { status: 400 });
  await subscribeToNewsletter(submission.value);
  return { status: "success", result: submission.reply({ resetForm: true }) } satisfies NewsletterActionData;
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <SectionHeading as="h1" eyebrow="Restez informé" title={texts.title} intro={texts.text} />
      <div className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900">
        <NewsletterForm source="newsletter" lastResult={actionData ?? null} />
      </div>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
        Votre adresse ne sert qu’à l’envoi de la lettre. Chaque message contient un lien de désinscription en un clic.
      </p>
    </div>
  );
}
