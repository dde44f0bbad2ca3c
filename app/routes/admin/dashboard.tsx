// /admin: the back-office home (the admin layout has checked the rights). The dashboard tabs
// arrive with the back-office feature.
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { SignOutButton } from "~/features/account/components/SignOutButton";
import { ROLE_LABELS } from "~/lib/permissions";
import { requireBackOffice } from "~/lib/permissions.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Administration", description: "Espace d’administration de l’association.", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireBackOffice(context);
  return { email: user.email, roles: user.roles.map((role) => ROLE_LABELS[role]), hasEveryRight: user.roles.includes("admin") };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold text-brand-800 dark:text-brand-100">Tableau de bord</h1>
        <div className="flex items-center gap-3 text-sm">
          <span className="rounded-full bg-emerald-100 px-3 py-1 font-medium text-emerald-900">En ligne</span>
          <span>{loaderData.email}</span>
          <SignOutButton size="small" />
        </div>
      </div>
      <div role="status" className="mt-8 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
        <p className="font-semibold">Page en préparation</p>
        <p className="mt-1">
          La gestion du blog, des rencontres, des propositions et la modération arrivent prochainement.{" "}
          {loaderData.hasEveryRight
            ? "Votre compte dispose bien des droits d’administration."
            : `Votre compte dispose des rôles : ${loaderData.roles.join(", ")}.`}
        </p>
        <Link to="/" className="mt-3 inline-block font-medium underline">
          Voir le site public
        </Link>
      </div>
    </div>
  );
}
