// Intro blocks of /prises-positions: headline figures, the "about" text with the members figure
// and the press contact, and the call to municipal candidates.
import { CalendarCheck, Mail } from "~/components/ui/icons";
import { CONTACT_FORM_LABEL, contactHref } from "~/components/ui/email-text";
import { SampleLabel } from "~/components/ui/sample-label";
import { appointmentSubject, pressSubject } from "~/content/positions-page";

/** One figure of the stats block: its display value and label, computed by the loader. */
export interface PositionsStat {
  id: string;
  value: string;
  label: string;
  sample?: boolean;
}

export function PositionsStats({ stats }: { stats: readonly PositionsStat[] }) {
  if (stats.length === 0) return null;
  return (
    <ul aria-label="Chiffres clés" className="no-print grid grid-cols-2 gap-4 sm:grid-cols-4">
      {stats.map((stat) => (
        <li key={stat.id} className="rounded-2xl bg-brand-50 p-5 text-center dark:bg-slate-900">
          <span className="block font-serif text-3xl font-bold text-brand-800 dark:text-brand-100" data-testid={`positions-chiffre-${stat.id}`}>
            {stat.value}
          </span>
          <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">{stat.label}</span>
          {stat.sample ? <SampleLabel className="mt-2" /> : null}
        </li>
      ))}
    </ul>
  );
}

/** `members`: « 150 adhérents, selon son registre » (a sample: labelled); null while there is no figure to give. */
export function PositionsAbout({ email, shortName, members }: { email: string | null; shortName: string; members: { text: string; sample: boolean } | null }) {
  return (
    <section aria-labelledby="a-propos-positions" className="no-print rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
      <h2 id="a-propos-positions" className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
        Une parole publique, indépendante et argumentée
      </h2>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        {members ? (
          <>
            L’{shortName} compte <strong data-testid="positions-apropos-membres">{members.text}</strong>
            {members.sample ? (
              <>
                {" "}
                <SampleLabel />
              </>
            ) : null}
            .{" "}
          </>
        ) : null}
        Apolitique, l’{shortName} consulte ses membres, riverains et
        commerçants, puis prend position par écrit auprès de la Ville, de la Métropole et des autres acteurs publics. Chaque position est publiée ici, datée et
        classée par thème, pour que chacun puisse la lire et la citer.
      </p>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        Journalistes&#8239;: pour une interview ou une précision, écrivez-nous {email ? "à" : "via"}{" "}
        <a href={contactHref(email, pressSubject)} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline dark:text-brand-200">
          <Mail aria-hidden="true" className="h-4 w-4" />
          {email ?? CONTACT_FORM_LABEL}
        </a>
        .
      </p>
    </section>
  );
}

export function CandidatesBlock({ email, shortName }: { email: string | null; shortName: string }) {
  return (
    <section aria-labelledby="candidats" className="no-print rounded-3xl bg-brand-800 p-8 text-white dark:bg-brand-900">
      <h2 id="candidats" className="font-serif text-3xl font-bold">
        Candidats aux élections municipales
      </h2>
      <p className="mt-3 max-w-3xl text-brand-50">
        L’{shortName} souhaite que ses propositions inspirent tous les candidats, quelle que soit leur appartenance politique. Nous présentons volontiers nos
        positions et les attentes des riverains et des commerçants de la Presqu’île.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={contactHref(email)} className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50">
          <Mail aria-hidden="true" className="h-4 w-4" />
          Nous contacter
        </a>
        <a
          href={contactHref(email, appointmentSubject)}
          className="inline-flex items-center gap-2 rounded-full border border-white px-5 py-2.5 font-semibold text-white hover:bg-white/10"
        >
          <CalendarCheck aria-hidden="true" className="h-4 w-4" />
          Prendre rendez-vous
        </a>
      </div>
    </section>
  );
}
