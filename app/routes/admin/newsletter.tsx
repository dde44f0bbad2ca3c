// /admin/newsletter: the newsletter's issues, newest first, with their figures (sent / total /
// failed), the subscribers' counts and the way to a new issue. "newsletter:manage".
import { Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { ListEmpty } from "~/features/admin/components/AdminList";
import { IssueFigures } from "~/features/newsletter/components/IssueFigures";
import { ISSUE_STATUS_LABELS } from "~/features/newsletter/issues";
import { listIssues, subscriberCounts } from "~/features/newsletter/admin/issues.server";
import { formatDateTime } from "~/lib/dates";
import { permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("newsletter:manage")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Lettre d’information", description: "Administration\u202f: les lettres d’information envoyées et à venir, et leurs abonnés.", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const [issues, counts] = await Promise.all([listIssues(db), subscriberCounts(db)]);
  return { issues, counts };
}

const primaryLink = "inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900 dark:hover:bg-white";
const secondaryLink = "inline-flex min-h-11 items-center rounded-full border border-brand-600 px-5 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800";

export default function NewsletterPage({ loaderData }: Route.ComponentProps) {
  const { issues, counts } = loaderData;
  const n = (value: number) => value.toLocaleString("fr-FR");
  return (
    <AdminPage
      title="Lettre d’information"
      actions={
        <>
          <Link to="/admin/newsletter/nouvelle" className={primaryLink}>
            Nouvelle lettre
          </Link>
          <Link to="/admin/newsletter/abonnes" className={secondaryLink}>
            Abonnés
          </Link>
        </>
      }
    >
      <section aria-labelledby="abonnes-titre" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
        <h2 id="abonnes-titre" className="font-serif text-xl font-bold text-brand-800 dark:text-brand-100">
          Abonnés
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-slate-700 dark:text-slate-300">
          <li>
            <strong>{n(counts.confirmed)}</strong> confirmé{counts.confirmed > 1 ? "s" : ""} (reçoivent la lettre)
          </li>
          <li>
            <strong>{n(counts.pending)}</strong> en attente de confirmation
          </li>
          <li>
            <strong>{n(counts.unsubscribed)}</strong> désinscrit{counts.unsubscribed > 1 ? "s" : ""}
          </li>
        </ul>
      </section>

      <section aria-labelledby="lettres-titre" className="mt-8">
        <h2 id="lettres-titre" className="font-serif text-xl font-bold text-brand-800 dark:text-brand-100">
          Lettres
        </h2>
        {issues.length === 0 ? (
          <ListEmpty title="Aucune lettre pour l’instant">Rédigez une première lettre avec «&#8239;Nouvelle lettre&#8239;».</ListEmpty>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900" aria-label="Lettres d’information">
            {issues.map((issue) => (
              <li key={issue.id} className="p-4">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100">{ISSUE_STATUS_LABELS[issue.status]}</span>
                  <Link to={`/admin/newsletter/${issue.id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-100">
                    {issue.subject}
                  </Link>
                </p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {issue.sendFinishedAt
                    ? `Envoyée le ${formatDateTime(issue.sendFinishedAt)}`
                    : issue.sendStartedAt
                      ? `Envoi commencé le ${formatDateTime(issue.sendStartedAt)}`
                      : `Modifiée le ${formatDateTime(issue.updatedAt)}`}{" "}
                  · {issue.authorEmail}
                </p>
                {issue.status !== "draft" ? (
                  <div className="mt-2">
                    <IssueFigures progress={issue.progress} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  );
}
