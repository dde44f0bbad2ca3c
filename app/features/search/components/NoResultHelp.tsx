// What a search offers when the query matches nothing as typed: close spellings found in the
// index ("Vouliez-vous dire…", each a link to its results) and, when nothing at all is found,
// links to the site's main sections. Used by the results page and the overlay.
import { Link } from "react-router";
import type { SearchSuggestion } from "../rules";
import { mainSections, searchHref } from "../suggestions";

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white";

export function DidYouMean({ suggestions, onNavigate, className = "" }: { suggestions: readonly SearchSuggestion[]; onNavigate?: () => void; className?: string }) {
  if (suggestions.length === 0) return null;
  return (
    <p className={className}>
      Vouliez-vous dire{" "}
      {suggestions.map((suggestion, i) => (
        <span key={suggestion.query}>
          {i > 0 ? (i === suggestions.length - 1 ? " ou " : ", ") : null}
          <Link to={searchHref(suggestion.query)} onClick={onNavigate} className={linkClass}>
            {suggestion.query}
          </Link>
        </span>
      ))}{" "}
      ?
    </p>
  );
}

export function MainSections({ onNavigate, headingId, compact = false }: { onNavigate?: () => void; headingId: string; compact?: boolean }) {
  return (
    <nav aria-labelledby={headingId}>
      <p id={headingId} className={compact ? "text-sm text-slate-700 dark:text-slate-300" : "text-slate-700 dark:text-slate-300"}>
        Vous pouvez aussi parcourir les rubriques principales :
      </p>
      <ul className={`mt-3 flex flex-wrap gap-2 ${compact ? "justify-center" : ""}`}>
        {mainSections.map((section) => (
          <li key={section.path}>
            <Link
              to={section.path}
              onClick={onNavigate}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-50 dark:border-slate-600 dark:text-brand-100 dark:hover:bg-slate-800"
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
