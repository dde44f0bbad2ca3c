// The 'lyon' / 'adpl' choice of /histoire: real radios in a GET form (works without JavaScript;
// with it, changing the radio applies at once, in place: the page's swap module).
import { timelinePage, type TimelineView } from "~/content/timeline";
import { TIMELINE_VIEW_PARAM, timelineViews } from "../timeline-view";

export function TimelineViewChoice({ view }: { view: TimelineView }) {
  return (
    <form method="get" data-auto-submit="" className="mt-10">
      <fieldset>
        <legend className="font-serif text-lg font-semibold text-brand-800 dark:text-brand-100">{timelinePage.viewLegend}</legend>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row">
          {timelineViews.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-2xl border border-slate-300 bg-white px-4 py-3 text-slate-800 shadow-sm transition-colors hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:has-checked:border-brand-200 dark:has-checked:bg-brand-900 dark:has-checked:text-white"
            >
              <input
                type="radio"
                name={TIMELINE_VIEW_PARAM}
                value={option}
                defaultChecked={view === option}
                className="h-4 w-4 accent-brand-700 focus-visible:outline-none dark:accent-brand-200"
              />
              <span className="font-medium">{timelinePage.viewLabels[option]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <noscript>
        <button type="submit" className="mt-3 rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800">
          Afficher
        </button>
      </noscript>
    </form>
  );
}
