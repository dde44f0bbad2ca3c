// One position as an accordion card: badges, date, category, status, title and summary; once
// open, the full content and the share, copy-link and questionnaire actions. Without
// JavaScript the toggle is a link that opens the card server-side (?ouvert=slug).
import { ChevronDown, ExternalLink, Link2, Share2 } from "lucide-react";
import { memo } from "react";
import { Link } from "react-router";
import { showToast } from "~/components/ui/toaster";
import { useHydrated } from "~/lib/use-hydrated";
import { displayedSummary, positionBadge, positionPath, type ShownPosition as Position } from "../rules";
import { RecencyBadge, StatusBadge } from "./badges";

const barClass: Record<string, string> = {
  brand: "from-brand-500 to-brand-800",
  ochre: "from-ochre-400 to-ochre-700",
  emerald: "from-emerald-500 to-emerald-700",
  rose: "from-rose-500 to-rose-700",
  violet: "from-violet-500 to-violet-700",
  sky: "from-sky-500 to-sky-700",
  amber: "from-amber-400 to-amber-600",
  teal: "from-teal-500 to-teal-700",
};

const actionClass =
  "inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface PositionCardProps {
  position: Position;
  open: boolean;
  now: Date;
  onToggle: (slug: string) => void;
  /** Link that opens (or closes) this card without JavaScript. */
  toggleHref: string;
}

/**
 * Memoised, and the parts that differ once the page is hydrated (the toggle, the share buttons)
 * are components of their own: hydration then re-renders those few elements, not every card.
 */
export const PositionCard = memo(function PositionCard({ position, open, now, onToggle, toggleHref }: PositionCardProps) {
  const summary = displayedSummary(position);
  const contentId = `${position.slug}-contenu`;
  const titleId = `${position.slug}-titre`;
  const badge = positionBadge(position, now);

  return (
    <article
      id={position.slug}
      aria-labelledby={titleId}
      data-open={open}
      className="position-card scroll-mt-28 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div aria-hidden="true" className={`h-1.5 bg-linear-to-r ${barClass[position.color] ?? barClass.brand}`} />
      <div className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <RecencyBadge badge={badge} />
          {/* Date and category wrap together: the separator is never left alone at a line's end. */}
          <span className="whitespace-nowrap">
            <time dateTime={position.date}>{position.dateLabel}</time>
            <span aria-hidden="true"> · </span>
            <span>{position.category}</span>
          </span>
          <span className="ml-auto">
            <StatusBadge status={position.status} />
          </span>
        </div>
        <h3 id={titleId} className="mt-3 font-serif text-xl font-bold text-brand-900 dark:text-brand-50">
          {position.title}
        </h3>
        {/* data-spec-text: the spec fixes the "..." that ends a summary cut from the content. */}
        {summary ? (
          <p className="mt-2 text-slate-700 dark:text-slate-300" data-spec-text>
            {summary}
          </p>
        ) : null}

        <div id={contentId} className={open ? "mt-4" : "mt-4 hidden print:block"}>
          {position.content ? (
            <div className="space-y-3 border-t border-slate-200 pt-4 text-slate-800 dark:border-slate-700 dark:text-slate-200">
              {position.content.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </div>
          ) : null}
          <div className="no-print mt-4 flex flex-wrap gap-2">
            {open ? <ShareActions position={position} summary={summary} /> : null}
            {position.link ? (
              <a href={position.link} target="_blank" rel="noopener noreferrer" className={`${actionClass} border-brand-600 text-brand-800 dark:border-brand-200 dark:text-brand-100`}>
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                Accéder au questionnaire
                <span className="sr-only"> (nouvel onglet)</span>
              </a>
            ) : null}
          </div>
          {position.link ? <p className="hidden text-sm print:block">Questionnaire : {position.link}</p> : null}
        </div>

        <div className="mt-3">
          <CardToggle slug={position.slug} open={open} contentId={contentId} onToggle={onToggle} toggleHref={toggleHref} />
        </div>
      </div>
    </article>
  );
});

/** Share and copy-link need JavaScript: rendered once the page is hydrated. */
function ShareActions({ position, summary }: { position: Position; summary: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const link = () => `${window.location.origin}${positionPath(position.slug)}`;
  const copyLink = async () => {
    if (await copyText(link())) showToast({ title: "Lien copié dans le presse-papiers !", description: position.title });
    else showToast({ type: "error", title: "Impossible de copier le lien", description: link() });
  };
  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: position.title, text: summary, url: link() });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await copyLink();
  };
  return (
    <>
      <button type="button" className={actionClass} onClick={share}>
        <Share2 aria-hidden="true" className="h-4 w-4" />
        Partager
      </button>
      <button type="button" className={actionClass} onClick={copyLink}>
        <Link2 aria-hidden="true" className="h-4 w-4" />
        Copier le lien
      </button>
    </>
  );
}

const toggleClass =
  "no-print inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-200 dark:hover:bg-slate-800";

/** A button once hydrated; before that (and without JavaScript) a link that opens the card server-side. */
function CardToggle({ slug, open, contentId, onToggle, toggleHref }: { slug: string; open: boolean; contentId: string; onToggle: (slug: string) => void; toggleHref: string }) {
  const hydrated = useHydrated();
  const label = (
    <>
      {open ? "Réduire" : "En savoir plus"}
      <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`} />
    </>
  );
  return hydrated ? (
    <button type="button" aria-expanded={open} aria-controls={contentId} onClick={() => onToggle(slug)} className={toggleClass}>
      {label}
    </button>
  ) : (
    <Link to={toggleHref} preventScrollReset aria-expanded={open} aria-controls={contentId} className={toggleClass}>
      {label}
    </Link>
  );
}
