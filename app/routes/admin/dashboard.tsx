// /admin: the back-office home (the admin layout has checked the rights). Figures, pending items,
// the submissions chart, recent activity and quick actions, each shown only when the person's
// roles cover it (app/features/admin/dashboard.server.ts decides and reads).
import type { Route } from "./+types/dashboard";
import { AdminPage, AdminSection as Section } from "~/features/admin/components/AdminFrame";
import { DashboardActivity } from "~/features/admin/components/DashboardActivity";
import { DashboardRetention } from "~/features/admin/components/DashboardRetention";
import { GoLiveChecklist } from "~/features/admin/components/GoLiveChecklist";
import {
  DashboardCards,
  DashboardPending,
} from "~/features/admin/components/DashboardCards";
import { DashboardQuickActions } from "~/features/admin/components/DashboardQuickActions";
import { WeeklyChart } from "~/features/admin/components/WeeklyChart";
import {
  DASHBOARD_WEEKS,
  loadDashboard,
} from "~/features/admin/dashboard.server";
import { requestNow } from "~/lib/clock.server";
import { authorisedUser } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = authorisedUser(context);
  return { ...(await loadDashboard(getDatabase(context), requestNow(request), user)), weeks: DASHBOARD_WEEKS };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { cards, pending, activity, canReadJournal, goLive, retention, weekly, quickActions, weeks } =
    loaderData;
  // Until everything is done the checklist comes first; then it moves to the bottom, as a record.
  const ready = goLive?.every((item) => item.done) ?? false;
  const goLiveSection = goLive ? (
    <Section id="mise-en-ligne" title="Mise en ligne" intro={ready ? undefined : "Ce qu’il reste à renseigner avant que le site parle au nom de l’association."}>
      <GoLiveChecklist items={goLive} />
    </Section>
  ) : null;
  return (
    <AdminPage
      title="Tableau de bord"
      actions={<DashboardQuickActions actions={quickActions} />}
    >
      <div className="space-y-10">
        {ready ? null : goLiveSection}
        {cards.length ? (
          <Section id="vue-ensemble" title="Vue d’ensemble">
            <DashboardCards cards={cards} />
          </Section>
        ) : null}

        {pending.length || activity ? (
          <div className="grid gap-10 lg:grid-cols-2">
            {pending.length ? (
              <Section id="a-traiter" title="À traiter">
                <DashboardPending items={pending} />
              </Section>
            ) : null}
            {activity ? (
              <Section id="activite-recente" title="Activité récente">
                <DashboardActivity
                  items={activity}
                  canReadJournal={canReadJournal}
                />
              </Section>
            ) : null}
          </div>
        ) : null}

        {weekly ? (
          <Section
            id="soumissions-par-semaine"
            title="Soumissions par semaine"
            intro={`Formulaires reçus au cours des ${weeks} dernières semaines (semaines du lundi au dimanche, heure de Paris).`}
          >
            <WeeklyChart weeks={weekly.weeks} series={weekly.series} />
          </Section>
        ) : null}

        {ready ? goLiveSection : null}
        {retention ? (
          <Section id="conservation" title="Conservation des données">
            <DashboardRetention retention={retention} />
          </Section>
        ) : null}
      </div>
    </AdminPage>
  );
}


export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Administration",
    description: "Espace d’administration de l’association.",
    noindex: true,
  });
