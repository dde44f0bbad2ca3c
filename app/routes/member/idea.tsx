// /espace/contributions/idees/:id: the follow-up page of one of the member's ideas (the same view
// as the private link of the acknowledgement email, with the public history of its status
// changes). Another member's idea is a 404.
import { data } from "react-router";
import type { Route } from "./+types/idea";
import { getMemberIdea } from "~/features/account/contributions.server";
import { IdeaFollowUp } from "~/features/ideas/components/IdeaFollowUp";
import { isUuid, publicIdeaHistory } from "~/features/ideas/queries.server";
import { authorisedUser } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Suivi de votre soumission", description: "L’état de votre idée ou de votre signalement.", noindex: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = authorisedUser(context);
  const idea = isUuid(params.id) ? await getMemberIdea(getDatabase(context), user, params.id) : null;
  if (!idea) throw data({ message: "Soumission introuvable" }, { status: 404 });
  return { idea: { ...idea, history: await publicIdeaHistory(getDatabase(context), params.id) } };
}

export default function MemberIdeaPage({ loaderData }: Route.ComponentProps) {
  return <IdeaFollowUp idea={loaderData.idea} />;
}
