// Step 1 of /adhesion: the 2025 and 2026 cards with their benefits, the free donation and the impact figures.
import { ArrowRight, CalendarCheck, Check, ExternalLink, Heart, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { formatEuros, MEMBERSHIP_BENEFITS, membershipPrice, YEAR_OFFERS } from "../pricing";

export function YearChoice({ basePath }: { basePath: string }) {
  return (
    <section aria-labelledby="adhesion-choix" className="mx-auto max-w-5xl px-4">
      <h2 id="adhesion-choix" className="text-center font-serif text-3xl font-bold text-brand-800 dark:text-brand-100">
        Choisissez votre adhésion
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700 dark:text-slate-300">
        Une adhésion couvre un foyer de 1 à 4 personnes. Le tarif s’entend par personne.
      </p>
      <ul className="mt-10 grid gap-8 md:grid-cols-2">
        {YEAR_OFFERS.map((offer) => {
          const recommended = offer.year === 2025;
          const Icon = recommended ? Sparkles : CalendarCheck;
          return (
            <li
              key={offer.year}
              className={`relative flex flex-col rounded-3xl border-2 bg-white p-8 shadow-sm dark:bg-slate-900 ${recommended ? "border-ochre-500" : "border-slate-200 dark:border-slate-700"}`}
            >
              <p
                className={`absolute -top-3.5 left-8 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${recommended ? "bg-ochre-600 text-white" : "bg-brand-100 text-brand-900"}`}
              >
                <Icon aria-hidden="true" className="h-4 w-4" />
                {offer.badge}
              </p>
              <h3 className="mt-2 font-serif text-2xl font-bold">Adhésion {offer.year}</h3>
              <p className="mt-3">
                <span className="text-4xl font-bold text-brand-800 dark:text-brand-100">{formatEuros(membershipPrice(offer.year, 1))}</span>
                <span className="text-slate-600 dark:text-slate-300"> par personne</span>
              </p>
              <p className="mt-3 text-slate-700 dark:text-slate-300">{offer.description}</p>
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
                className={`mt-8 inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold ${
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
    <section aria-labelledby="adhesion-don" className="mx-auto mt-14 max-w-3xl px-4">
      <div className="rounded-3xl bg-ochre-100 p-8 text-center text-slate-900">
        <Heart aria-hidden="true" className="mx-auto h-8 w-8 text-ochre-700" />
        <h2 id="adhesion-don" className="mt-3 font-serif text-2xl font-bold">
          Soutenir sans adhérer
        </h2>
        <p className="mx-auto mt-2 max-w-xl">Vous pouvez aussi soutenir les actions de l’association par un don libre, du montant de votre choix.</p>
        <a
          href={donationUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-5 inline-flex items-center gap-2 rounded-full border-2 border-ochre-700 bg-white px-6 py-3 font-semibold text-ochre-700 hover:bg-ochre-700 hover:text-white"
        >
          Faire un don libre
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">(nouvel onglet)</span>
        </a>
      </div>
    </section>
  );
}

const IMPACT = [
  { value: "150+", label: "membres" },
  { value: "100+", label: "actions" },
  { value: "3 ans", label: "d’engagement" },
] as const;

export function ImpactBlock() {
  return (
    <section aria-labelledby="adhesion-impact" className="mt-14 bg-brand-800 py-12 text-white dark:bg-brand-900">
      <div className="mx-auto max-w-4xl px-4 text-center">
        <h2 id="adhesion-impact" className="font-serif text-2xl font-bold">
          Notre impact ensemble
        </h2>
        <dl className="mt-8 grid grid-cols-3 gap-4">
          {IMPACT.map((item) => (
            <div key={item.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-brand-100">{item.label}</dt>
              <dd className="text-3xl font-bold sm:text-4xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
