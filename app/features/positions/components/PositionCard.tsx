// One position as an accordion card: badges, date, category, status, title and summary; once
// open, the full content and the share, copy-link and questionnaire actions. Without
// JavaScript the toggle is a link that opens the card server-side (?ouvert=slug); with it, the
// list's accordion module (enhance/modules/accordion.ts) shows the button instead, and the share
// module (enhance/modules/share.ts) the share and copy-link buttons.
import { ChevronDown, ExternalLink, Link2, Share2 } from "~/components/ui/icons";
import { displayedSummary, positionBadge, positionPath, type ShownPosition as Position } from "../rules";
import { RecencyBadge, StatusBadge } from "./badges";
import { SampleLabel } from "~/components/ui/sample-label";

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

export interface PositionCardProps {
  position: Position;
  open: boolean;
  now: Date;
  /** Link that opens (or closes) this card without JavaScript. */
  toggleHref: string;
}

export function PositionCard({ position, open, now, toggleHref }: PositionCardProps) {
  const summary = displayedSummary(position);
  const contentId = `${position.slug}-contenu`;
  const titleId = `${position.slug}-titre`;
  const badge = positionBadge(position, now);

  return (
    <article
      id={position.slug}
      aria-labelledby={titleId}
      data-accordion-item=""
      data-open={open}
      className="group/card position-card scroll-mt-28 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div aria-hidden="true" className={`h-1.5 bg-linear-to-r ${barClass[position.color] ?? barClass.brand}`} />
      <div className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          {position.isSample ? <SampleLabel /> : null}
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

        <div id={contentId} className="mt-4 hidden group-data-[open=true]/card:block print:block">
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
            <ShareActions position={position} summary={summary} />
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
          <CardToggle open={open} contentId={contentId} toggleHref={toggleHref} />
        </div>
      </div>
    </article>
  );
}

/** Share and copy-link need JavaScript: rendered hidden, shown by the share module. */
function ShareActions({ position, summary }: { position: Position; summary: string }) {
  const path = positionPath(position.slug);
  return (
    <>
      <button type="button" hidden data-module="share" data-share-title={position.title} data-share-text={summary} data-share-path={path} className={actionClass}>
        <Share2 aria-hidden="true" className="h-4 w-4" />
        Partager
      </button>
      <button type="button" hidden data-module="share" data-share-mode="copy" data-share-title={position.title} data-share-path={path} className={actionClass}>
        <Link2 aria-hidden="true" className="h-4 w-4" />
        Copier le lien
      </button>
    </>
  );
}

const toggleClass =
  "no-print inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-200 dark:hover:bg-slate-800";

/** The accordion's button (shown by its module) and, without scripts, a link that opens the card server-side. */
function CardToggle({ open, contentId, toggleHref }: { open: boolean; contentId: string; toggleHref: string }) {
  return (
    <>
      <button type="button" hidden data-accordion-toggle="" aria-expanded={open} aria-controls={contentId} className={`group/toggle ${toggleClass}`}>
        <span className="group-aria-expanded/toggle:hidden">En savoir plus</span>
        <span className="hidden group-aria-expanded/toggle:inline">Réduire</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-aria-expanded/toggle:rotate-180 motion-reduce:transition-none" />
      </button>
      <a href={toggleHref} data-accordion-fallback="" aria-expanded={open} aria-controls={contentId} className={toggleClass}>
        {open ? "Réduire" : "En savoir plus"}
        <ChevronDown aria-hidden="true" className={`h-4 w-4 ${open ? "rotate-180" : ""}`} />
      </a>
    </>
  );
}
