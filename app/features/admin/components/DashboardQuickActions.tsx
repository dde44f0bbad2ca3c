// The dashboard's quick actions (spec 02): new article, new rencontre, new proposition and user
// management for those whose roles allow them, and the public site, opened in a new tab.
import { ExternalLink, Plus, UserCog } from "~/components/ui/icons";
import { Link } from "react-router";
import type { QuickActionId } from "../dashboard.server";

const ACTIONS: Record<QuickActionId, { label: string; to: string }> = {
  blog: { label: "Nouvel article", to: "/admin/blog/nouveau" },
  rencontres: { label: "Nouvelle rencontre", to: "/admin/rencontres/nouveau" },
  propositions: {
    label: "Nouvelle proposition",
    to: "/admin/propositions/nouveau",
  },
  utilisateurs: { label: "Gérer les utilisateurs", to: "/admin/utilisateurs" },
};

const primary =
  "inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900 dark:hover:bg-brand-100";
const secondary =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800";

export function DashboardQuickActions({
  actions,
}: {
  actions: QuickActionId[];
}) {
  return (
    <nav aria-label="Actions rapides">
      <ul className="flex flex-wrap gap-3">
        {actions.map((id) => (
          <li key={id}>
            <Link
              to={ACTIONS[id].to}
              className={id === "utilisateurs" ? secondary : primary}
            >
              {id === "utilisateurs" ? (
                <UserCog aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Plus aria-hidden="true" className="h-4 w-4" />
              )}
              {ACTIONS[id].label}
            </Link>
          </li>
        ))}
        <li>
          <a href="/" target="_blank" rel="noopener" className={secondary}>
            Voir le site public
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
