// Step 3: the summary of the stored membership and the real link to the card-payment page.
// With JavaScript the payment-open module also tries to open the payment page in a new tab, once
// per membership; the link stays the way forward if the browser blocked that tab.
import { TriangleAlert, CheckCircle2, CreditCard, ExternalLink } from "~/components/ui/icons";
import { Link } from "react-router";
import { PAYMENT_NOT_CONFIGURED } from "../emails";
import { MEMBERSHIP_STATUS_LABELS, type MembershipStatus } from "../options";
import { formatEuros } from "../pricing";

export interface PaymentStepView {
  reference: string;
  year: number;
  persons: number;
  amount: number;
  status: MembershipStatus;
  members: Array<{ position: number; firstName: string; lastName: string }>;
  paymentLink: string | null;
}

export function PaymentStep({ step, homeHref }: { step: PaymentStepView; homeHref: string }) {
  const payable = step.status === "en_attente" && step.paymentLink !== null;

  return (
    <section aria-labelledby="paiement-titre" data-module={payable ? "payment-open" : undefined} data-payment-link={payable ? (step.paymentLink ?? undefined) : undefined} data-reference={step.reference}>
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-700 dark:bg-slate-900">
        <p className="flex items-center gap-2 font-semibold text-emerald-800 dark:text-emerald-300">
          <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
          Votre demande d’adhésion est enregistrée.
        </p>
        <h2 id="paiement-titre" className="mt-3 font-serif text-3xl font-bold text-brand-800 dark:text-brand-100">
          Paiement de votre cotisation
        </h2>

        <dl className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {[
            ["Année d’adhésion", String(step.year)],
            ["Nombre de personnes", String(step.persons)],
            ["Montant", formatEuros(step.amount)],
            ["Statut", MEMBERSHIP_STATUS_LABELS[step.status]],
          ].map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 px-5 py-3">
              <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
          <div className="px-5 py-3">
            <dt className="text-slate-600 dark:text-slate-400">Adhérents</dt>
            <dd>
              <ol className="mt-1 list-inside list-decimal">
                {step.members.map((m) => (
                  <li key={m.position}>
                    {m.firstName} {m.lastName}
                  </li>
                ))}
              </ol>
            </dd>
          </div>
        </dl>

        {step.status !== "en_attente" ? (
          <p role="status" className="mt-8 rounded-xl bg-emerald-50 p-4 text-emerald-900">
            Cette adhésion est {MEMBERSHIP_STATUS_LABELS[step.status].toLowerCase()}&#8239;: aucun paiement n’est attendu.
          </p>
        ) : step.paymentLink ? (
          <div className="mt-8 text-center">
            <p className="text-slate-700 dark:text-slate-300">
              Le paiement se fait sur la page sécurisée de notre prestataire, dans un nouvel onglet. Si elle ne s’est pas ouverte, utilisez le bouton
              ci-dessous.
            </p>
            <a
              href={step.paymentLink}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-5 inline-flex items-center gap-2 rounded-full bg-ochre-700 px-8 py-4 text-lg font-semibold text-white shadow hover:bg-ochre-600"
            >
              <CreditCard aria-hidden="true" className="h-5 w-5" />
              Payer ma cotisation ({formatEuros(step.amount)})
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">(nouvel onglet)</span>
            </a>
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">Le lien de paiement vous a aussi été envoyé par e-mail.</p>
          </div>
        ) : (
          <div role="alert" className="mt-8 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            <p>{PAYMENT_NOT_CONFIGURED}</p>
          </div>
        )}

        <p className="mt-8 text-center">
          <Link to={homeHref} className="font-medium text-brand-700 underline dark:text-brand-200">
            Retour à l’accueil
          </Link>
        </p>
      </div>
    </section>
  );
}
