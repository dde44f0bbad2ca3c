// /remontee-idees/suivi/:token: the submitter's private follow-up page (one submission, its status
// and the public history of its status changes, never the internal notes).
// A wrong or mistyped link is answered 404 with its own explanation (not the generic 404 page):
// the link is invalid, and how to get it again.
import { data } from "react-router";
import type { Route } from "./+types/idea-status";
import { IdeaFollowUp, InvalidFollowUpLink } from "~/features/ideas/components/IdeaFollowUp";
import { getIdeaByFollowUpToken } from "~/features/ideas/queries.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  args.data?.idea
    ? seo(args, { title: "Suivi de votre soumission", description: "L’état de votre idée ou de votre signalement.", noindex: true })
    : seo(args, { title: "Lien de suivi invalide", description: "Ce lien de suivi ne mène à aucune soumission.", noindex: true });

// Personal page behind a secret link: never cached, never indexed.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" });

export async function loader({ params, context }: Route.LoaderArgs) {
  const idea = await getIdeaByFollowUpToken(getDatabase(context), params.token);
  // Unknown and malformed tokens look the same.
  if (!idea) return data({ idea: null }, { status: 404 });
  return { idea };
}

export default function IdeaStatusPage({ loaderData }: Route.ComponentProps) {
  return loaderData.idea ? <IdeaFollowUp idea={loaderData.idea} /> : <InvalidFollowUpLink />;
}
