// Step 1 of /adhesion-structured: the years offered today (the current one recommended, the next
// one from the anticipation day) with their benefits, the free donation and the impact figures.
import { ArrowRight, CalendarCheck, Check, ExternalLink, Heart, Sparkles } from "~/components/ui/icons";
import { SampleLabel } from "~/components/ui/sample-label";
import { Link } from "react-router";
import { formatEuros, MEMBERSHIP_BENEFITS } from "../pricing";
import { YEAR_OFFER_TEXTS, type YearOffer } from "../years";

export function YearChoice({ basePath, offers }: { basePath: string; offers: readonly YearOffer[] }) {
  return (
    <section aria-labelledby="adhesion-choix">
      <h2 id="adhesion-choix" className="font-serif text-3xl font-bold text-brand-800 dark:text-brand-100">
        Choisissez votre adhésion
      </h2>
      <p className="mt-3 max-w-2xl text-slate-700 dark:text-slate-300">Une adhésion couvre un foyer de 1 à 4 personnes. Le tarif s’entend par personne.</p>
      <ul className="mt-10 grid gap-8 md:grid-cols-2">
        {offers.map((offer) => {
          const recommended = offer.kind === "recommended";
          const texts = YEAR_OFFER_TEXTS[offer.kind];
          const Icon = recommended ? Sparkles : CalendarCheck;
          return (
            <li
              key={offer.year}
              data-testid={`offre-${offer.year}`}
              className={`relative flex flex-col rounded-3xl border-2 bg-white p-8 shadow-sm dark:bg-slate-900 ${recommended ? "border-ochre-500" : "border-slate-200 dark:border-slate-700"}`}
            >
              <p
                className={`absolute -top-3.5 left-8 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${recommended ? "bg-ochre-600 text-white" : "bg-brand-100 text-brand-900"}`}
              >
                <Icon aria-hidden="true" className="h-4 w-4" />
                {texts.badge}
              </p>
              <h3 className="mt-2 font-serif text-2xl font-bold">Adhésion {offer.year}</h3>
              <p className="mt-3">
                <span className="text-4xl font-bold text-brand-800 dark:text-brand-100">{formatEuros(offer.pricePerPerson)}</span>
                <span className="text-slate-600 dark:text-slate-300"> par personne</span>
              </p>
              <p className="mt-3 text-slate-700 dark:text-slate-300">{texts.description(offer.year)}</p>
              <ul className="mt-6 space-y-2" aria-label={`Avantages de l’adhésion ${offer.year}`}>
                {MEMBERSHIP_BENEFITS.map((benefit) => (
                  <li key={benefit} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
                    {benefit}
                  </li>
                ))}
              </ul>
              <Link
                to={`${basePath}?annee=${offer.year}`}
                className={`mt-8 inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold ${
                  recommended
                    ? "bg-ochre-700 text-white hover:bg-ochre-600"
                    : "bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900 dark:hover:bg-brand-100"
                }`}
              >
                Choisir l’adhésion {offer.year}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function DonationBlock({ donationUrl }: { donationUrl: string }) {
  return (
    <section aria-labelledby="adhesion-don" className="mt-14">
      <div className="flex flex-col items-start gap-4 rounded-3xl bg-ochre-100 p-8 text-slate-900 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <Heart aria-hidden="true" className="mt-1 h-8 w-8 shrink-0 text-ochre-700" />
          <div>
            <h2 id="adhesion-don" className="font-serif text-2xl font-bold">
              Soutenir sans adhérer
            </h2>
            <p className="mt-2 max-w-xl">Vous pouvez aussi soutenir les actions de l’association par un don libre, du montant de votre choix.</p>
          </div>
        </div>
        <a
          href={donationUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border-2 border-ochre-700 bg-white px-6 py-3 font-semibold text-ochre-700 hover:bg-ochre-700 hover:text-white"
        >
          Faire un don libre
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">(nouvel onglet)</span>
        </a>
      </div>
    </section>
  );
}

/** The membership page's impact block: three figures, display-ready. */
interface ImpactFigure {
  value: string;
  label: string;
  sample?: boolean;
}

/** Null: nothing to show (nobody entered it, or a count of nothing). */
export interface MembershipImpact {
  members: ImpactFigure | null;
  actions: ImpactFigure | null;
  years: ImpactFigure | null;
}

export function ImpactBlock({ impact }: { impact: MembershipImpact }) {
  const items = (
    [
      ["membres", impact.members],
      ["actions", impact.actions],
      ["annees", impact.years],
    ] as [string, ImpactFigure | null][]
  ).filter((entry): entry is [string, ImpactFigure] => entry[1] !== null);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="adhesion-impact" className="mt-14 rounded-3xl bg-brand-800 p-8 text-white sm:p-10 dark:bg-brand-900">
      <h2 id="adhesion-impact" className="font-serif text-2xl font-bold">
        Notre impact ensemble
      </h2>
      <dl className="mt-8 grid gap-6 sm:grid-cols-3">
        {items.map(([id, item]) => (
          <div key={id} className="flex flex-col-reverse">
            <dt className="mt-1 text-brand-100">{item.label}</dt>
            <dd className="font-serif text-3xl font-bold sm:text-4xl">
              <span data-testid={`impact-${id}`}>{item.value}</span>
              {item.sample ? (
                <>
                  {" "}
                  <SampleLabel className="ml-2" />
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
