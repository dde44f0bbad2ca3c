// A rencontre's card on /rencontres: type, urgent badge, title linking to its page, date and
// time in French on the Paris clock, place, participants and seats.
import { CalendarDays, MapPin, Users } from "~/components/ui/icons";
import { Link } from "react-router";
import { RecencyBadge } from "~/features/positions/components/badges";
import { eventPath } from "../paths";
import type { EventCard as EventCardData } from "../types";
import { capacityText } from "../capacity";
import { SampleLabel } from "~/components/ui/sample-label";

export function EventTypeBadge({ type }: { type: string }) {
  return <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900 ring-1 ring-brand-700/20 dark:bg-slate-800 dark:text-brand-100 dark:ring-brand-300/30">{type}</span>;
}

export function EventCard({ event, past = false }: { event: EventCardData; past?: boolean }) {
  const seats = past ? null : capacityText(event.capacity);
  return (
    <article className={`flex h-full flex-col rounded-2xl border p-6 ${event.urgent && !past ? "border-red-300 dark:border-red-800" : "border-slate-200 dark:border-slate-700"}`}>
      <div className="flex flex-wrap items-center gap-2">
        <EventTypeBadge type={event.type} />
        {event.isSample ? <SampleLabel /> : null}
        {event.urgent && !past ? <RecencyBadge badge="urgent" /> : null}
      </div>
      <h3 className="mt-3 font-serif text-xl font-bold text-brand-800 dark:text-brand-100">
        <Link to={eventPath(event.slug)} className="hover:underline">
          {event.title}
        </Link>
      </h3>
      <dl className="mt-3 space-y-1.5 text-slate-700 dark:text-slate-300">
        <div className="flex items-start gap-2">
          <dt className="mt-0.5 shrink-0 text-ochre-700 dark:text-ochre-400">
            <CalendarDays aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">Date</span>
          </dt>
          <dd>
            <time dateTime={event.startsAt}>{event.when}</time>
          </dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="mt-0.5 shrink-0 text-ochre-700 dark:text-ochre-400">
            <MapPin aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">Lieu</span>
          </dt>
          <dd>{event.place}</dd>
        </div>
        {!past && (event.participantsInfo || seats) ? (
          <div className="flex items-start gap-2">
            <dt className="mt-0.5 shrink-0 text-ochre-700 dark:text-ochre-400">
              <Users aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">Participants</span>
            </dt>
            <dd>{[event.participantsInfo, seats].filter(Boolean).join(" · ")}</dd>
          </div>
        ) : null}
      </dl>
      {event.summary ? <p className="mt-3 line-clamp-3 text-slate-700 dark:text-slate-300">{event.summary}</p> : null}
    </article>
  );
}
