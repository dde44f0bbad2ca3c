// /rencontres: the published rencontres, upcoming ones first (soonest first) then past ones
// (most recent first, `?passees=N` shows more, a plain link that works without JavaScript),
// split on the request's clock; the calendar feed to subscribe to; the newsletter box.
import { CalendarPlus } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/events";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { SectionHeading } from "~/components/ui/section-heading";
import { sitePages } from "~/config/pages";
import { EventCard } from "~/features/events/components/EventCard";
import { EVENTS_FEED_PATH, EVENTS_PATH } from "~/features/events/paths";
import { listPastEvents, listUpcomingEvents } from "~/features/events/queries.server";
import { PAST_PAGE_SIZE, pastCount } from "~/features/events/timing";
import { NewsletterForm } from "~/features/newsletter/components/NewsletterForm";
import { requestNow } from "~/lib/clock.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

const page = sitePages.events.seo;

export const meta: Route.MetaFunction = (args) => [
  ...seo(args, page),
  { tagName: "link", rel: "alternate", type: "text/calendar", title: "Agenda des rencontres", href: EVENTS_FEED_PATH },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const now = requestNow(request);
  const limit = pastCount(new URL(request.url).searchParams.get("passees"));
  const [upcoming, past] = await Promise.all([listUpcomingEvents(db, now), listPastEvents(db, now, limit)]);
  return { upcoming, past: past.events, pastTotal: past.total, nextPastCount: past.total > limit ? limit + PAST_PAGE_SIZE : null };
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { upcoming, past, pastTotal, nextPastCount } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Médias"
        title={page.title}
        intro={"Assemblées générales, réunions publiques, visites et ateliers\u202f: les rendez-vous de l’association, ouverts aux habitants et commerçants de la Presqu’île."}
        actions={
          // A file for calendar apps, not a page: a plain link.
          <a href={EVENTS_FEED_PATH} className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800">
            <CalendarPlus aria-hidden="true" className="h-5 w-5" />
            S’abonner à l’agenda
          </a>
        }
      />
      <PageBody>
        <section aria-labelledby="prochaines-titre">
          <SectionHeading id="prochaines-titre" title="Prochaines rencontres" />
          {upcoming.length === 0 ? (
            <p className="mt-6 rounded-2xl bg-slate-100 p-6 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
              Aucune rencontre n’est programmée pour le moment. Inscrivez-vous à la newsletter pour être prévenu des prochaines dates.
            </p>
          ) : (
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {upcoming.map((event) => (
                <li key={event.slug}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section id="passees" aria-labelledby="passees-titre" className="mt-16 scroll-mt-24">
          <SectionHeading id="passees-titre" title="Rencontres passées" />
          {past.length === 0 ? (
            <p className="mt-6 rounded-2xl bg-slate-100 p-6 text-slate-800 dark:bg-slate-800 dark:text-slate-100">Aucune rencontre passée pour l’instant.</p>
          ) : (
            <>
              <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {past.map((event) => (
                  <li key={event.slug}>
                    <EventCard event={event} past />
                  </li>
                ))}
              </ul>
              <p className="mt-6 text-slate-700 dark:text-slate-300">
                {past.length} sur {pastTotal} rencontre{pastTotal > 1 ? "s" : ""} passée{pastTotal > 1 ? "s" : ""}
              </p>
              {nextPastCount ? (
                <Link
                  to={`${EVENTS_PATH}?passees=${nextPastCount}#passees`}
                  preventScrollReset
                  className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900"
                >
                  Voir plus
                </Link>
              ) : null}
            </>
          )}
        </section>

        <section aria-labelledby="newsletter-titre" className="mt-16 rounded-2xl bg-brand-800 p-6 text-white sm:p-8 dark:bg-brand-900">
          <h2 id="newsletter-titre" className="font-serif text-2xl font-bold">
            Ne manquez aucune rencontre
          </h2>
          <p className="mb-6 mt-2 text-brand-100">Recevez les dates de nos rencontres et nos actualités par email, environ une fois par mois.</p>
          <NewsletterForm source="rencontres" tone="dark" submitLabel="S’abonner" />
        </section>
      </PageBody>
    </>
  );
}
