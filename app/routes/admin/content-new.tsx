// /admin/:section/nouveau: the form of a new item (unpublished and not urgent by default).
import type { Route } from "./+types/content-new";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { ContentEditor } from "~/features/admin/content/components/ContentEditor";
import { editorAction, requireContentSection } from "~/features/admin/content/editor.server";
import { CONTENT_KINDS, type EditorReply, listPath } from "~/features/admin/content/kinds";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => {
  const kind = CONTENT_KINDS[args.data?.section ?? "blog"];
  return seo(args, { title: kind.newLabel, description: `Administration\u202f: ${kind.newLabel.toLowerCase()}.`, noindex: true });
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { kind } = await requireContentSection(context, request, params.section);
  return { section: kind.section };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { kind, user } = await requireContentSection(context, request, params.section);
  return editorAction({ request, context, kind, user });
}

export default function NewContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const kind = CONTENT_KINDS[loaderData.section];
  return (
    <AdminPage title={kind.newLabel} back={{ to: listPath(kind), label: "Retour" }}>
      <ContentEditor kind={kind} formId={`nouveau-${kind.section}`} defaults={{ published: false, urgent: false }} reply={actionData as EditorReply | undefined} />
    </AdminPage>
  );
}
