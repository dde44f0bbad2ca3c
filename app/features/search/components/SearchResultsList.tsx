// The full results page's list: groups of links with highlighted titles and descriptions.
import { Link } from "react-router";
import type { SearchResponse } from "../rules";
import { Highlighted } from "./Highlighted";
import { DidYouMean, MainSections } from "./NoResultHelp";
import { SampleLabel } from "~/components/ui/sample-label";

export function SearchResultsList({ response }: { response: SearchResponse }) {
  if (response.tooShort) {
    return <p className="text-slate-700 dark:text-slate-300">Tapez au moins 3 caractères pour rechercher</p>;
  }
  const total = response.groups.reduce((n, g) => n + g.results.length, 0);
  if (total === 0) {
    return (
      <div className="space-y-6">
        <p role="status" className="text-lg text-slate-800 dark:text-slate-200">
          Aucun résultat trouvé pour "{response.query}"
        </p>
        <DidYouMean suggestions={response.suggestions} className="text-lg text-slate-800 dark:text-slate-200" />
        <MainSections headingId="recherche-rubriques" />
      </div>
    );
  }
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <p role="status" className="text-slate-700 dark:text-slate-300">
          {total} résultat{total > 1 ? "s" : ""} pour « {response.query}  »
        </p>
        {/* The results are typo corrections: offer the close spellings as such. */}
        <DidYouMean suggestions={response.suggestions} className="text-slate-800 dark:text-slate-200" />
      </div>
      {response.groups.map((group) => (
        <section key={group.type} aria-labelledby={`resultats-${group.type}`}>
          <h2 id={`resultats-${group.type}`} className="mb-3 font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
            {group.label}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
            {group.results.map((result) => (
              <li key={result.id}>
                <Link to={result.url} className="block px-5 py-4 hover:bg-brand-50 dark:hover:bg-slate-900">
                  <span className="block font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-100">
                    <Highlighted text={result.title} query={response.query} />
                    {result.sample ? <SampleLabel className="ml-2" /> : null}
                  </span>
                  <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
                    <Highlighted text={result.description} query={response.query} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
