// /espace/securite: the member's open sessions and "Se déconnecter des autres appareils".
// Under the guarded member layout. A document (ADR 0026): the button is a plain post.
import type { Route } from "./+types/security";
import { SubmitButton } from "~/components/ui/submit-button";
import { DocumentForm } from "~/features/forms/components/DocumentForm";
import { MemberCard, MemberSpaceFrame } from "~/features/account/components/MemberSpace";
import { StatusBadge } from "~/components/ui/status-badge";
import { revokeSessionsSchema } from "~/features/account/schema";
import { listSessions, revokeOtherSessions } from "~/features/account/sessions.server";
import { formatDateTime } from "~/lib/dates";
import { requesterFrom, runFormAction } from "~/lib/form-action.server";
import { authorisedUser } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Sécurité", description: "Les appareils connectés à votre compte.", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const user = authorisedUser(context);
  return { sessions: await listSessions(getDatabase(context), user, new Date()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = authorisedUser(context);
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: revokeSessionsSchema,
    form: "revoke-sessions",
    limitBy: "account",
    mutate: () => revokeOtherSessions(getDatabase(context), user),
  });
  if (outcome.status === "refused") return outcome.response;
  const ended = outcome.value ?? 0;
  return redirectWithToast("/espace/securite", {
    title: "Autres appareils déconnectés",
    description: ended === 0 ? "Aucun autre appareil n’était connecté." : `${ended} appareil${ended > 1 ? "s ont" : " a"} été déconnecté${ended > 1 ? "s" : ""}.`,
  });
}

export default function SecurityPage({ loaderData }: Route.ComponentProps) {
  const others = loaderData.sessions.filter((s) => !s.current).length;
  return (
    <MemberSpaceFrame title="Sécurité" intro="Les appareils et navigateurs connectés à votre compte. Si vous n’en reconnaissez pas un, déconnectez-le et changez votre mot de passe.">
      <MemberCard title="Appareils connectés" titleId="appareils">
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {loaderData.sessions.map((session, i) => (
            <li key={i} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <p className="font-medium">{session.device}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  Dernière activité&#8239;: <time dateTime={session.lastActiveAt}>{formatDateTime(session.lastActiveAt)}</time> · connecté le{" "}
                  <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time>
                </p>
              </div>
              {session.current ? <StatusBadge tone="done">Cet appareil</StatusBadge> : null}
            </li>
          ))}
        </ul>
        <DocumentForm id="revoke-sessions" navigate messages={{}} className="mt-6">
          <input type="hidden" name="intent" value="revoke-others" />
          <SubmitButton pendingLabel="Déconnexion…" variant="outline" className="px-5 py-2.5" disabled={others === 0}>
            Se déconnecter des autres appareils
          </SubmitButton>
          {others === 0 ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Aucun autre appareil n’est connecté.</p> : null}
        </DocumentForm>
      </MemberCard>
    </MemberSpaceFrame>
  );
}
