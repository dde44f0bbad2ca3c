// /admin/:section/nouveau: the form of a new item (unpublished and not urgent by default).
import type { Route } from "./+types/content-new";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { ContentEditor } from "~/features/admin/content/components/ContentEditor";
import { contentSectionOf, editorAction } from "~/features/admin/content/editor.server";
import { CONTENT_KINDS } from "~/features/admin/content/kinds";
import { type EditorReply, listPath } from "~/features/admin/content/kit";
import { authorisedUser } from "~/lib/permissions.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => {
  const kind = CONTENT_KINDS[args.data?.section ?? "blog"];
  return seo(args, { title: kind.newLabel, description: `Administration\u202f: ${kind.newLabel.toLowerCase()}.`, noindex: true });
};

export function loader({ params, request }: Route.LoaderArgs) {
  return { section: contentSectionOf(request, params.section).section };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return editorAction({ request, context, kind: contentSectionOf(request, params.section), user: authorisedUser(context) });
}

export default function NewContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const kind = CONTENT_KINDS[loaderData.section];
  return (
    <AdminPage title={kind.newLabel} back={{ to: listPath(kind), label: "Retour" }}>
      <ContentEditor kind={kind} formId={`nouveau-${kind.section}`} defaults={{ published: false, urgent: false }} reply={actionData as EditorReply | undefined} />
    </AdminPage>
  );
}
