// /espace/contributions: what the member has sent, one section per kind (features add theirs in
// features/account/contributions.server.ts). Under the guarded member layout.
import { Link } from "react-router";
import type { Route } from "./+types/contributions";
import { MemberCard, MemberSpaceFrame } from "~/features/account/components/MemberSpace";
import { StatusBadge } from "~/components/ui/status-badge";
import { loadContributions } from "~/features/account/contributions.server";
import { formatShortDate } from "~/lib/dates";
import { authorisedUser } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Mes contributions", description: "Vos idées, signalements et adhésions.", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const user = authorisedUser(context);
  return { sections: await loadContributions(getDatabase(context), user), emailVerified: user.emailVerified };
}

export default function ContributionsPage({ loaderData }: Route.ComponentProps) {
  return (
    <MemberSpaceFrame
      title="Mes contributions"
      intro={
        loaderData.emailVerified
          ? "Ce que vous avez envoyé à l’association, connecté ou avec l’adresse de votre compte."
          : "Ce que vous avez envoyé en étant connecté. Confirmez votre adresse pour retrouver aussi ce que vous avez envoyé avec elle sans être connecté."
      }
    >
      <div className="space-y-6">
        {loaderData.sections.map((section) => (
          <MemberCard key={section.id} title={section.title} titleId={`section-${section.id}`}>
            {section.items.length === 0 ? (
              <p className="text-slate-700 dark:text-slate-300">{section.empty}</p>
            ) : (
              <ul className="divide-y divide-slate-200 dark:divide-slate-700">
                {section.items.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{item.title}</p>
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        {item.kind ? `${item.kind} · ` : ""}
                        <time dateTime={item.date}>{formatShortDate(item.date)}</time>
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <StatusBadge tone={item.tone}>{item.status}</StatusBadge>
                      {item.href ? (
                        <Link to={item.href} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200">
                          {item.linkLabel ?? "Voir"}
                          <span className="sr-only"> – {item.title}</span>
                        </Link>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-4">
              <Link to={section.action.href} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200">
                {section.action.label}
              </Link>
            </p>
          </MemberCard>
        ))}
      </div>
    </MemberSpaceFrame>
  );
}
