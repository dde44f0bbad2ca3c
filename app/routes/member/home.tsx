// /espace for a signed-in member (the member layout has checked): their profile, the way to
// the back-office for those who may use it, and sign-out.
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { SignOutButton } from "~/features/account/components/SignOutButton";
import { formatDate } from "~/lib/dates";
import { requireUser } from "~/lib/permissions.server";
import { useCanUseBackOffice } from "~/lib/root-data";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Espace membre", description: "Connexion et espace personnel des membres de l’association.", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  return { profile: { email: user.email, firstName: user.firstName, lastName: user.lastName, createdAt: user.createdAt } };
}

export default function MemberHome({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const showAdminLink = useCanUseBackOffice();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="font-serif text-3xl font-bold text-brand-800 dark:text-brand-100">Mon espace</h1>
      <dl className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {[
          ["Adresse e-mail", profile.email],
          ["Prénom", profile.firstName || "Non renseigné"],
          ["Nom", profile.lastName || "Non renseigné"],
          ["Membre depuis", formatDate(profile.createdAt)],
        ].map(([label, value]) => (
          <div key={label} className="grid grid-cols-3 gap-4 px-5 py-4">
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/adhesion" className="rounded-full bg-ochre-600 px-5 py-2.5 font-semibold text-white hover:bg-ochre-700">
          Adhérer à l’association
        </Link>
        {showAdminLink ? (
          <Link to="/admin" className="rounded-full border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 dark:border-brand-200 dark:text-brand-100">
            Administration
          </Link>
        ) : null}
        <SignOutButton />
      </div>
    </div>
  );
}
