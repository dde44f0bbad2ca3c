// The dashboard's "Activité récente": the latest entries of the back-office journal (who, what,
// which item, how long ago), with a link to the whole journal for those who may read it.
import { Link } from "react-router";
import type { ActivityItem } from "../dashboard.server";

export function DashboardActivity({
  items,
  canReadJournal,
}: {
  items: ActivityItem[];
  canReadJournal: boolean;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      {items.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">
          Aucune activité récente
        </p>
      ) : (
        <ol className="divide-y divide-slate-200 dark:divide-slate-700">
          {items.map((item) => (
            <li key={item.id} className="py-3 first:pt-0 last:pb-0">
              <p className="break-words text-slate-900 dark:text-slate-100">
                <span className="font-semibold">{item.action}</span> ·{" "}
                {item.entity} «&#8239;{item.entityLabel}&#8239;»
              </p>
              {item.summary ? (
                <p className="mt-0.5 break-words text-sm text-slate-700 dark:text-slate-300">
                  {item.summary}
                </p>
              ) : null}
              <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
                <span className="break-all">{item.actorEmail}</span> ·{" "}
                <time dateTime={item.at} title={item.fullDate}>
                  {item.relative}
                </time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {canReadJournal ? (
        <p className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-700">
          <Link
            to="/admin/journal"
            className="inline-flex min-h-6 items-center text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200"
          >
            Voir tout le journal
          </Link>
        </p>
      ) : null}
    </div>
  );
}
