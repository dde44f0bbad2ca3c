// The card grid of a back-office list (spec 02): title, Publié/Brouillon badge, dates in French,
// the urgent icon, priority and status badges for proposals, clamped text, category; and the
// actions: edit, publish/unpublish (a form post) and delete (a link to the confirmation page).
import { TriangleAlert, ArrowDown, ArrowUp } from "~/components/ui/icons";
import { Form, Link, useNavigation } from "react-router";
import { formatDateTime, formatShortDate } from "~/lib/dates";
import type { ContentCard } from "../binding";
import { ProposalBadges } from "~/features/proposals/components/ProposalBadges";
import { flagLabelsOf, listPath, type ContentKind } from "../kit";

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

export function ContentCards({ kind, items }: { kind: ContentKind; items: ContentCard[] }) {
  return (
    <ul className="mt-4 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <Card kind={kind} item={item} />
        </li>
      ))}
    </ul>
  );
}

function Card({ kind, item }: { kind: ContentKind; item: ContentCard }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === String(item.id);
  const base = `${listPath(kind)}/${item.id}`;
  const labels = flagLabelsOf(kind);
  return (
    <article aria-labelledby={`carte-${item.id}`} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-2">
        {item.published !== null ? (
          <span className={`${badge} ${item.published ? "bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100" : "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100"}`}>
            {item.published ? labels.on : labels.off}
          </span>
        ) : null}
        {item.sample ? <span className={`${badge} bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100`}>Exemple</span> : null}
        {item.urgent ? (
          <span className={`${badge} gap-1 bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100`}>
            <TriangleAlert aria-hidden="true" className="h-3.5 w-3.5" />
            Urgent
          </span>
        ) : null}
        {item.priority && item.progress ? <ProposalBadges priority={item.priority} progress={item.progress} /> : null}
      </div>
      <h2 id={`carte-${item.id}`} className="mt-3 line-clamp-2 font-serif text-lg font-bold text-brand-800 dark:text-brand-100">
        {item.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {item.when ? (
          <time dateTime={item.when.iso}>{item.when.withTime ? formatDateTime(item.when.iso) : formatShortDate(item.when.iso)}</time>
        ) : (
          <>
            Créé le <time dateTime={item.createdAt}>{formatShortDate(item.createdAt)}</time>
          </>
        )}
        {item.neighbourhood ? <> · {item.neighbourhood}</> : null}
      </p>
      {item.text ? <p className="mt-3 line-clamp-3 text-slate-700 dark:text-slate-300">{item.text}</p> : null}
      <p className="mt-3 text-sm font-medium text-ochre-800 dark:text-ochre-300">{item.category}</p>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        <Link to={base} className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900">
          Modifier<span className="sr-only"> «&#8239;{item.title}&#8239;»</span>
        </Link>
        {item.published !== null ? (
          <Form method="post">
            <input type="hidden" name="intent" value="toggle-publish" />
            <input type="hidden" name="id" value={item.id} />
            <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800">
              {item.published ? labels.turnOff : labels.turnOn}
              <span className="sr-only"> «&#8239;{item.title}&#8239;»</span>
            </button>
          </Form>
        ) : null}
        {item.move ? <MoveButtons item={item} busy={busy} /> : null}
        <Link to={`${base}/supprimer`} className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-red-800 underline underline-offset-2 hover:text-red-900 dark:text-red-300">
          Supprimer<span className="sr-only"> «&#8239;{item.title}&#8239;»</span>
        </Link>
      </div>
    </article>
  );
}

/** "Monter" and "Descendre": plain form posts, so the order can be changed without JavaScript. */
function MoveButtons({ item, busy }: { item: ContentCard; busy: boolean }) {
  const button =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-slate-300 text-slate-800 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";
  return (
    <Form method="post" className="flex gap-1">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={item.id} />
      <button type="submit" name="direction" value="up" disabled={busy || !item.move?.up} className={button}>
        <ArrowUp aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">Monter «&#8239;{item.title}&#8239;»</span>
      </button>
      <button type="submit" name="direction" value="down" disabled={busy || !item.move?.down} className={button}>
        <ArrowDown aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">Descendre «&#8239;{item.title}&#8239;»</span>
      </button>
    </Form>
  );
}
