// « Mise en ligne » on the dashboard: the go-live checklist (features/admin/go-live.server.ts),
// each line done or with what is missing and a link to the screen that fixes it.
import { Link } from "react-router";
import type { GoLiveItem } from "../go-live.server";

export function GoLiveChecklist({ items }: { items: GoLiveItem[] }) {
  const done = items.filter((item) => item.done).length;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900" data-testid="mise-en-ligne">
      <p className="font-medium text-slate-800 dark:text-slate-200">
        {done === items.length ? "Tout est prêt pour la mise en ligne." : `${done} sur ${items.length} étapes faites.`}
      </p>
      <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
        {items.map((item) => (
          <li key={item.id} className="py-3" data-testid={`mise-en-ligne-${item.id}`}>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className={item.done ? "font-semibold text-emerald-800 dark:text-emerald-300" : "font-semibold text-orange-800 dark:text-orange-300"}>
                {item.done ? "Fait" : "À faire"}
              </span>
              {item.href && !item.done ? (
                <Link to={item.href} className="font-medium text-brand-800 underline underline-offset-2 dark:text-brand-100">
                  {item.label}
                </Link>
              ) : (
                <span className="font-medium text-slate-900 dark:text-slate-100">{item.label}</span>
              )}
            </p>
            {item.missing.length ? (
              <ul className="mt-1 list-disc pl-6 text-sm text-slate-700 dark:text-slate-300">
                {item.missing.map((text) => (
                  <li key={text}>Manque {text}.</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
