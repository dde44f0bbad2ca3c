// Legend badges of the 'lyon' view: Histoire, Grands Projets, ADPL.
import { timelinePage, type TimelinePeriodType } from "~/content/timeline";
import { periodTypeBadge } from "./period-types";

const types: TimelinePeriodType[] = ["histoire", "projet", "adpl"];

export function TimelineLegend() {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-2">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">Légende :</p>
      <ul className="flex flex-wrap gap-2" aria-label="Légende des périodes">
        {types.map((type) => (
          <li key={type} className={`rounded-full px-3 py-1 text-sm font-semibold ${periodTypeBadge[type]}`}>
            {timelinePage.typeLabels[type]}
          </li>
        ))}
      </ul>
    </div>
  );
}
