// A real, honest state for pages whose feature has not been delivered yet: the page header, then
// a banner that says so and offers the contact form meanwhile (issue 11).
import { Construction, Mail } from "lucide-react";
import { Link } from "react-router";
import type { ContactSubject } from "~/db/schema/enums";
import { PageBody, PageHeader } from "./PageHeader";

export function PageInPreparation({
  title,
  intro,
  eyebrow,
  contactSubject = "autre",
}: {
  title: string;
  intro: string;
  eyebrow?: string;
  /** The contact form's subject preselected by the banner's link. */
  contactSubject?: ContactSubject;
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} intro={intro} />
      <PageBody measure="form">
        <div role="status" data-testid="page-en-preparation" className="flex items-start gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
          <Construction aria-hidden="true" className="h-8 w-8 shrink-0" />
          <div>
            <p className="font-semibold">Page en préparation</p>
            <p className="mt-1">
              Cette rubrique est en cours de construction et sera bientôt disponible. En attendant, une question, une information à nous transmettre&#8239;?
              Écrivez-nous avec le formulaire de contact, nous vous répondrons.
            </p>
            <p className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
              <Link
                to={`/contact?sujet=${encodeURIComponent(contactSubject)}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                <Mail aria-hidden="true" className="h-4 w-4" />
                Écrire à l’association
              </Link>
              <Link to="/" className="inline-flex min-h-6 items-center font-medium underline underline-offset-2">
                Retour à l’accueil
              </Link>
            </p>
          </div>
        </div>
      </PageBody>
    </>
  );
}
