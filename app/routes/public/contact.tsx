// /contact: the contact page. Its action receives every contact form of the site (home page
// included): the message is stored with its email to the association queued (job queue).
import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/contact";
import { joinSection } from "~/content/home";
import { ContactForm } from "~/features/contact/components/ContactForm";
import { submitContactMessage } from "~/features/contact/mutations.server";
import { isContactSubject } from "~/features/contact/options";
import { contactSchema } from "~/features/contact/schema";
import { formatFrenchPhone } from "~/lib/french-phone";
import { useRootData } from "~/lib/root-data";
import { requesterFrom, runFormAction } from "~/lib/form-action.server";
import { getDatabase } from "~/lib/request-context.server";
import { sitePages } from "~/config/pages";
import { seo } from "~/lib/seo";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";

const texts = joinSection.contactForm;

export const meta: Route.MetaFunction = (args) => seo(args, sitePages.contact.seo);

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: contactSchema,
    form: "contact",
    // A submission made offline is replayed under its own key (features/offline): stored once.
    idempotent: true,
    // Once stored, the message is received whatever happens to its email later (the queue
    // retries it; a final failure is flagged in the back-office inbox, which holds the message).
    mutate: async (message, { userId }) => {
      await submitContactMessage(getDatabase(context), message, userId);
      return { stored: true };
    },
  });
  return outcome.status === "refused" ? outcome.response : outcome.successReply;
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const subject = params.get("sujet");
  const site = useRootData()?.site;
  return (
    <>
      <PageHeader eyebrow="Contact" title={texts.title} intro={texts.text} />
      <PageBody>
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <section aria-labelledby="contact-form-title" className="rounded-2xl border border-slate-200 p-6 shadow-sm lg:col-span-2 dark:border-slate-700">
          <h2 id="contact-form-title" className="mb-6 font-serif text-2xl font-semibold text-brand-800 dark:text-brand-100">
            Écrire à l’association
          </h2>
          <ContactForm lastResult={actionData ?? null} defaultSubject={isContactSubject(subject) ? subject : undefined} />
        </section>
        <aside aria-labelledby="contact-other-title" className="space-y-4 text-slate-700 dark:text-slate-300">
          <h2 id="contact-other-title" className="font-serif text-xl font-semibold text-brand-800 dark:text-brand-100">
            Autres moyens de nous joindre
          </h2>
          {site ? (
            <ul className="space-y-3">
              {site.email ? (
                <li className="flex items-start gap-2">
                  <Mail aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                  <a href={`mailto:${site.email}`} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200">
                    {site.email}
                  </a>
                </li>
              ) : null}
              {site.phone ? (
                <li className="flex items-start gap-2">
                  <Phone aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                  <a href={`tel:${site.phone}`} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200">
                    {formatFrenchPhone(site.phone)}
                  </a>
                </li>
              ) : null}
              <li className="flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                {site.address}
              </li>
            </ul>
          ) : null}
          <p>
            Vous souhaitez signaler un problème ou proposer une idée pour votre quartier ?{" "}
            <Link to="/remontee-idees" className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200">
              Remontez votre idée
            </Link>
            .
          </p>
          <p>
            Pour soutenir nos actions,{" "}
            <Link to="/adhesion" className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200">
              adhérez à l’association
            </Link>
            .
          </p>
        </aside>
      </div>
      </PageBody>
    </>
  );
}
