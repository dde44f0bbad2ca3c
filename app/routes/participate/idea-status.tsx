// /remontee-idees/suivi/:token: the submitter's private follow-up page (one submission, its status).
import { data } from "react-router";
import type { Route } from "./+types/idea-status";
import { IdeaFollowUp } from "~/features/ideas/components/IdeaFollowUp";
import { getIdeaByFollowUpToken } from "~/features/ideas/queries.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Suivi de votre soumission", description: "L’état de votre idée ou de votre signalement.", noindex: true });

// Personal page behind a secret link: never cached, never indexed.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" });

export async function loader({ params }: Route.LoaderArgs) {
  const idea = await getIdeaByFollowUpToken(params.token);
  // Unknown and malformed tokens look the same: the site's 404 page.
  if (!idea) throw data(null, { status: 404 });
  return { idea };
}

export default function IdeaStatusPage({ loaderData }: Route.ComponentProps) {
  return <IdeaFollowUp idea={loaderData.idea} />;
}
