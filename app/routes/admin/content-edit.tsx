// /admin/:section/:id: the form of an existing item. The version it was opened at travels with
// the form, so a save over someone else's newer one is refused and the typed text stays.
import { Link } from "react-router";
import type { Route } from "./+types/content-edit";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { getContentForm } from "~/features/admin/content/content.server";
import { ContentEditor } from "~/features/admin/content/components/ContentEditor";
import { contentSectionOf, editorAction, notFound, requireId } from "~/features/admin/content/editor.server";
import { CONTENT_KINDS } from "~/features/admin/content/kinds";
import { type EditorReply, listPath } from "~/features/admin/content/kit";
import { authorisedUser } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => {
  const kind = CONTENT_KINDS[args.data?.section ?? "blog"];
  return seo(args, { title: args.data ? `${kind.editTitle}\u202f: ${args.data.item.title}` : kind.editTitle, description: kind.editTitle, noindex: true });
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const kind = contentSectionOf(request, params.section);
  const item = await getContentForm(getDatabase(context), kind.section, requireId(params.id));
  if (!item) throw notFound();
  return { section: kind.section, item };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return editorAction({ request, context, kind: contentSectionOf(request, params.section), user: authorisedUser(context), id: requireId(params.id) });
}

export default function EditContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const kind = CONTENT_KINDS[loaderData.section];
  const { item } = loaderData;
  const publicPath = kind.publicPath && (item.published ?? true) ? kind.publicPath(item.slug) : null;
  return (
    <AdminPage title={kind.editTitle} back={{ to: listPath(kind), label: "Retour" }}>
      {publicPath || kind.itemLinks ? (
        <p className="mb-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {publicPath ? (
            <a href={publicPath} target="_blank" rel="noopener" className="font-medium text-brand-800 underline dark:text-brand-100">
              Voir la page publique<span className="sr-only"> (nouvel onglet)</span>
            </a>
          ) : null}
          {kind.itemLinks?.(item.id).map((link) => (
            <Link key={link.to} to={link.to} className="font-medium text-brand-800 underline dark:text-brand-100">
              {link.label}
            </Link>
          ))}
        </p>
      ) : null}
      {item.sample ? (
        <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          Exemple fourni avec le site, au contenu fictif. Remplacez ces informations par les vraies puis enregistrez&#8239;: l’élément cessera d’être un
          exemple.
        </p>
      ) : null}
      {/* A new key after each save resets the form to the stored values and version. */}
      <ContentEditor key={item.version} kind={kind} formId={`modifier-${kind.section}-${item.id}`} defaults={item.values} version={item.version} reply={actionData as EditorReply | undefined} />
    </AdminPage>
  );
}
