// The page of one rencontre: header (type, title, date and time), the facts (date, place with
// its map link, participants and seats), "Ajouter à mon agenda" and share, the description,
// and the registration block, which the route passes in (`registration`): this component only
// places it.
import { CalendarDays, CalendarPlus, Clock, ExternalLink, MapPin, Users } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { ShareButton } from "~/components/ui/share-button";
import { RecencyBadge } from "~/features/positions/components/badges";
import { capacityText } from "../capacity";
import { EVENTS_PATH, eventIcsPath, eventPath, openStreetMapUrl } from "../paths";
import type { EventPage } from "../types";
import { EventTypeBadge } from "./EventCard";
import { SampleLabel } from "~/components/ui/sample-label";

const buttonClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800";

export function EventDetail({
  event,
  past,
  registration,
}: {
  event: EventPage;
  /** The rencontre has started: no "Ajouter à mon agenda", a line saying it took place. */
  past: boolean;
  /** The registration block (built by the registration feature), shown under the facts; nothing when absent. */
  registration?: ReactNode;
}) {
  const seats = capacityText(event.capacity);
  return (
    <>
      {event.published ? null : (
        <p role="status" data-testid="brouillon" className="bg-amber-100 px-4 py-3 text-center font-semibold text-amber-950">
          Brouillon — non publié
        </p>
      )}
      <PageHeader
        eyebrow="Rencontre"
        title={event.title}
        intro={
          <time dateTime={event.startsAt} className="block first-letter:uppercase">
            {event.when}
          </time>
        }
      >
        <div className="flex flex-wrap gap-2">
          <EventTypeBadge type={event.type} />
          {event.isSample ? <SampleLabel /> : null}
          {event.urgent && !past ? <RecencyBadge badge="urgent" /> : null}
        </div>
      </PageHeader>
      <PageBody measure="prose">
        {past ? (
          <p role="note" className="mb-8 rounded-2xl bg-slate-100 px-4 py-3 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
            Cette rencontre a eu lieu le {event.day}.
          </p>
        ) : null}
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact icon={<CalendarDays aria-hidden="true" className="h-5 w-5" />} label="Date">
            <span className="block first-letter:uppercase">{event.day}</span>
          </Fact>
          <Fact icon={<Clock aria-hidden="true" className="h-5 w-5" />} label="Heure">
            {event.time}
          </Fact>
          <Fact icon={<MapPin aria-hidden="true" className="h-5 w-5" />} label="Lieu">
            {event.place}
            <br />
            <a href={openStreetMapUrl(event.place)} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline dark:text-brand-100">
              Voir sur OpenStreetMap
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only"> (nouvel onglet)</span>
            </a>
          </Fact>
          {event.participantsInfo || seats ? (
            <Fact icon={<Users aria-hidden="true" className="h-5 w-5" />} label="Participants">
              {[event.participantsInfo, seats].filter(Boolean).join(" · ")}
            </Fact>
          ) : null}
        </dl>

        <div className="mt-8 flex flex-wrap gap-3">
          {past ? null : (
            // A file, not a page: a plain link (no client-side navigation). The server sends it as
            // an attachment; no `download` attribute, so phones may still offer their calendar app.
            <a href={eventIcsPath(event.slug)} className={buttonClass}>
              <CalendarPlus aria-hidden="true" className="h-5 w-5" />
              Ajouter à mon agenda
            </a>
          )}
          <ShareButton label="Partager" title={event.title} text={`${event.title}, ${event.when}`} path={eventPath(event.slug)} className={buttonClass} />
        </div>

        {/* The registration block (issue 15, built with the registrations): the route passes it in. */}
        {registration ? <div className="mt-10">{registration}</div> : null}

        {event.html ? (
          <section aria-labelledby="description-titre" className="mt-12">
            <h2 id="description-titre" className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
              Présentation
            </h2>
            {/* Rendered on the server by lib/markdown.server.ts (raw HTML off, allowlist sanitiser). */}
            <div className="rich-text mt-4" dangerouslySetInnerHTML={{ __html: event.html }} />
          </section>
        ) : null}

        <Link to={EVENTS_PATH} className="mt-12 inline-flex min-h-11 items-center font-semibold text-brand-800 underline dark:text-brand-100">
          ← Toutes les rencontres
        </Link>
      </PageBody>
    </>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600 dark:text-slate-400">
        <span className="text-ochre-700 dark:text-ochre-400">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}
