// The retention purge as the dashboard tells administrators: when it last ran and what it
// removed, and when it runs next (the durations are those of the privacy policy).
import { formatDateTime } from "~/lib/dates";
import type { DashboardRetention as Retention } from "../dashboard.server";

export function DashboardRetention({ retention }: { retention: Retention }) {
  const { lastRunAt, lastRunState, removed, nextRunAt } = retention;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900" data-testid="purge-conservation">
      <p className="text-slate-800 dark:text-slate-200">
        {lastRunAt === null
          ? "La purge n’a pas encore tourné."
          : lastRunState === "failed"
            ? `La dernière purge, le ${formatDateTime(lastRunAt)}, a échoué\u202f: elle sera retentée à la prochaine.`
            : `Dernière purge le ${formatDateTime(lastRunAt)}\u202f: ${removed === 0 ? "rien à supprimer" : `${removed.toLocaleString("fr-FR")} élément${removed > 1 ? "s" : ""} supprimé${removed > 1 ? "s" : ""}`}.`}
      </p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">Prochaine purge le {formatDateTime(nextRunAt)}.</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Les durées de conservation appliquées sont celles de la{" "}
        <a href="/politique-confidentialite" className="font-medium text-brand-800 underline dark:text-brand-100">
          politique de confidentialité
        </a>
        .
      </p>
    </div>
  );
}
