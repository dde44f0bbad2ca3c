// The table of /admin/journal: one line per journalled change, newest first: when (French date
// and time, Paris), who, what, on which kind of item and which item, and the summary. On a
// phone the table scrolls sideways inside its own region.
import { formatDateTime } from "~/lib/dates";

/** A journal line as the loader sends it. */
export interface JournalTableRow {
  id: number;
  createdAt: string;
  actorEmail: string;
  actionLabel: string;
  entityTypeLabel: string;
  entityLabel: string;
  summary: string;
}

export function JournalTable({ lines, caption }: { lines: JournalTableRow[]; caption: string }) {
  return (
    <div role="region" aria-labelledby="journal-legende" tabIndex={0} className="mt-4 relative overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-700">
      <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
        <caption id="journal-legende" className="px-4 pt-4 pb-2 text-left text-sm text-slate-700 dark:text-slate-300">
          {caption}
        </caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-200">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Personne
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Action
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Type
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Élément
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Détail
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {lines.map((line) => (
            <tr key={line.id} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal whitespace-nowrap">
                <time dateTime={line.createdAt}>{formatDateTime(line.createdAt)}</time>
              </th>
              <td className="px-4 py-3 break-all">{line.actorEmail}</td>
              <td className="px-4 py-3 font-semibold text-slate-900 dark:text-slate-50">{line.actionLabel}</td>
              <td className="px-4 py-3">{line.entityTypeLabel}</td>
              <td className="px-4 py-3 break-words">{line.entityLabel}</td>
              <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{line.summary || (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">Aucun détail</span>
                  </>
                )}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
