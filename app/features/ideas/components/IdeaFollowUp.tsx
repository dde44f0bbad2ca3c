// The submitter's private follow-up page: their submission as sent, its current status and the
// public history of its status changes with the association's messages; and what a wrong
// follow-up link shows instead.
import { CalendarClock, CheckCircle2, CircleDot, Clock, Send, XCircle } from "~/components/ui/icons";
import { Link } from "react-router";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { formatDateTime } from "~/lib/dates";
import { districtLabel, IDEA_STATUS_DESCRIPTIONS, IDEA_STATUS_LABELS, IDEA_TYPE_LABELS, URGENCY_LABELS, type IdeaStatus } from "../options";

export interface IdeaFollowUpView {
  name: string;
  kind: keyof typeof IDEA_TYPE_LABELS;
  title: string;
  description: string;
  district: string | null;
  location: string | null;
  urgency: keyof typeof URGENCY_LABELS;
  status: IdeaStatus;
  createdAt: Date | string;
  updatedAt: Date | string;
  /** Status changes, oldest first, with the association's public message. */
  history?: ReadonlyArray<{ status: IdeaStatus; message: string | null; at: Date | string }>;
}

const statusStyle: Record<IdeaStatus, { icon: typeof Clock; className: string }> = {
  nouveau: { icon: CircleDot, className: "border-brand-200 bg-brand-50 text-brand-900" },
  en_etude: { icon: Clock, className: "border-ochre-400 bg-ochre-100 text-ochre-700" },
  transmis: { icon: Send, className: "border-sky-300 bg-sky-50 text-sky-900" },
  resolu: { icon: CheckCircle2, className: "border-emerald-300 bg-emerald-50 text-emerald-900" },
  rejete: { icon: XCircle, className: "border-slate-300 bg-slate-100 text-slate-800" },
};

export function IdeaFollowUp({ idea }: { idea: IdeaFollowUpView }) {
  const { icon: StatusIcon, className } = statusStyle[idea.status];
  const rows: Array<[string, string]> = [
    ["Type", IDEA_TYPE_LABELS[idea.kind]],
    ["Quartier", districtLabel(idea.district) ?? "Non précisé"],
    ["Localisation", idea.location ?? "Non précisée"],
    ["Urgence", URGENCY_LABELS[idea.urgency]],
    ["Envoyée le", formatDateTime(idea.createdAt)],
  ];
  return (
    <>
      <PageHeader eyebrow="Suivi de votre soumission" title={idea.title} intro={`Bonjour ${idea.name}, voici l’état de votre contribution.`} />
      <PageBody measure="prose">
        <section aria-labelledby="suivi-statut" className={`flex items-start gap-4 rounded-2xl border p-5 ${className}`}>
          <StatusIcon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
          <div>
            <h2 id="suivi-statut" className="font-semibold">
              État actuel&#8239;: {IDEA_STATUS_LABELS[idea.status]}
            </h2>
            <p className="mt-1 text-sm">{IDEA_STATUS_DESCRIPTIONS[idea.status]}</p>
            <p className="mt-2 flex items-center gap-1.5 text-xs">
              <CalendarClock aria-hidden="true" className="h-3.5 w-3.5" />
              Dernière mise à jour le {formatDateTime(idea.updatedAt)}
            </p>
          </div>
        </section>

        {idea.history?.length ? (
          <section aria-labelledby="suivi-historique" className="mt-8">
            <h2 id="suivi-historique" className="text-lg font-semibold">
              Historique du suivi
            </h2>
            <ol className="mt-3 space-y-3" data-testid="suivi-historique">
              {[...idea.history].reverse().map((step, index) => (
                <li key={`${String(step.at)}-${index}`} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
                  <p className="font-medium">
                    {IDEA_STATUS_LABELS[step.status]}
                    <span className="font-normal text-slate-600 dark:text-slate-400"> — le {formatDateTime(step.at)}</span>
                  </p>
                  {step.message ? (
                    <blockquote className="mt-2 border-l-4 border-brand-200 pl-3 whitespace-pre-line">
                      <p className="sr-only">Message de l’association&#8239;:</p>
                      {step.message}
                    </blockquote>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        <section aria-labelledby="suivi-detail" className="mt-8 rounded-2xl border border-slate-200 dark:border-slate-700">
          <h2 id="suivi-detail" className="border-b border-slate-200 px-5 py-4 text-lg font-semibold dark:border-slate-700">
            Votre soumission
          </h2>
          <dl className="divide-y divide-slate-200 dark:divide-slate-700">
            {rows.map(([label, value]) => (
              <div key={label} className="grid gap-1 px-5 py-3 sm:grid-cols-3 sm:gap-4">
                <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="sm:col-span-2">{value}</dd>
              </div>
            ))}
            <div className="px-5 py-4">
              <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">Description</dt>
              <dd className="mt-1 whitespace-pre-line">{idea.description}</dd>
            </div>
          </dl>
        </section>

        <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">
          Cette page est personnelle&#8239;: seul le lien reçu par e-mail y donne accès. Ne le partagez pas.
        </p>
        <p className="mt-4">
          <Link to="/remontee-idees" className="font-medium text-brand-700 underline dark:text-brand-200">
            Envoyer une autre idée ou signaler un problème
          </Link>
        </p>
      </PageBody>
    </>
  );
}

const linkClass = "font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200";

/** A follow-up link that leads nowhere: mistyped, cut by the mail program, or of a deleted submission. */
export function InvalidFollowUpLink() {
  return (
    <>
      <PageHeader
        eyebrow="Suivi de votre soumission"
        title="Ce lien de suivi n’est pas valide"
        intro="Il ne correspond à aucune idée ni à aucun signalement enregistré. Il a peut-être été coupé ou mal recopié, ou la soumission a été supprimée."
      />
      <PageBody measure="prose">
        <section aria-labelledby="suivi-nouveau-lien" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
          <h2 id="suivi-nouveau-lien" className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
            Retrouver votre lien de suivi
          </h2>
          <ul className="mt-4 list-disc space-y-3 pl-5 text-slate-800 dark:text-slate-200">
            <li>Ouvrez l’e-mail de confirmation reçu après l’envoi et cliquez sur le lien, ou copiez-le en entier dans la barre d’adresse.</li>
            <li>
              Vous ne le retrouvez pas&#8239;?{" "}
              <Link to="/contact?sujet=autre" className={linkClass}>
                Écrivez-nous
              </Link>{" "}
              en indiquant le titre de votre soumission et l’adresse e-mail utilisée&#8239;: nous vous renverrons un lien de suivi.
            </li>
            <li>
              Vous pouvez aussi{" "}
              <Link to="/remontee-idees" className={linkClass}>
                envoyer une nouvelle idée ou signaler un problème
              </Link>
              .
            </li>
          </ul>
        </section>
      </PageBody>
    </>
  );
}
