// /admin/contenus: "Contenus du site", the entry to the association's own pages (rédaction and
// administrators, "site:write"): the board, the testimonials and the campaigns with how many are
// online and how many seeded samples are still shown, the figures and the board page's texts.
import { Link } from "react-router";
import type { Route } from "./+types/site-content";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { orderedKindSummary } from "~/features/admin/content/content.server";
import { CONTENT_KINDS } from "~/features/admin/content/kinds";
import { SITE_CONTENT_SECTIONS, flagLabelsOf, listPath } from "~/features/admin/content/kit";
import { SITE_CONTENT_PAGES } from "~/features/admin/sections";
import { permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { useCan } from "~/lib/root-data";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("site:write")];

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Contenus du site", description: "Administration\u202f: les pages de l’association.", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const lists = await Promise.all(SITE_CONTENT_SECTIONS.map(async (section) => ({ section, ...(await orderedKindSummary(getDatabase(context), section)) })));
  return { lists };
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("fr-FR")}\u00a0${n > 1 ? many : one}`;

export default function SiteContentPage({ loaderData }: Route.ComponentProps) {
  const descriptions = Object.fromEntries(SITE_CONTENT_PAGES.map((page) => [page.to, page.description]));
  const canRemoveSamples = useCan("settings:manage");
  const others = SITE_CONTENT_PAGES.filter((page) => !loaderData.lists.some((list) => listPath(CONTENT_KINDS[list.section]) === page.to));
  return (
    <AdminPage title="Contenus du site">
      <p className="max-w-3xl text-slate-700 dark:text-slate-300">
        Ce que les visiteurs lisent sur les pages de l’association. Les éléments marqués «&#8239;Exemple&#8239;» sont ceux d’une nouvelle installation&#8239;: tant
        qu’un exemple est en ligne, chaque page signale un site de démonstration. Un exemple que vous enregistrez devient le vôtre.
        {canRemoveSamples ? (
          <>
            {" "}
            <Link to="/admin/exemples" className="font-semibold text-brand-800 underline dark:text-brand-100">
              Retirer tous les contenus d’exemple
            </Link>
          </>
        ) : null}
      </p>
      <ul className="mt-6 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {loaderData.lists.map((list) => {
          const kind = CONTENT_KINDS[list.section];
          const labels = flagLabelsOf(kind);
          return (
            <li key={list.section} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
              <h2 className="font-serif text-xl font-bold text-brand-800 dark:text-brand-100">
                <Link to={listPath(kind)} className="underline-offset-2 hover:underline">
                  {kind.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{descriptions[listPath(kind)]}</p>
              <p className="mt-3 text-sm">
                {plural(list.total, "élément", "éléments")}, {list.online.toLocaleString("fr-FR")}&nbsp;{labels.on.toLowerCase()}
                {list.online > 1 ? "s" : ""}
              </p>
              {list.onlineSamples > 0 ? (
                <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
                  {plural(list.onlineSamples, "exemple fictif encore en ligne", "exemples fictifs encore en ligne")}&#8239;: remplacez-les ou retirez-les.
                </p>
              ) : null}
            </li>
          );
        })}
        {others.map((page) => (
          <li key={page.to} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
            <h2 className="font-serif text-xl font-bold text-brand-800 dark:text-brand-100">
              <Link to={page.to} className="underline-offset-2 hover:underline">
                {page.label}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{page.description}</p>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
