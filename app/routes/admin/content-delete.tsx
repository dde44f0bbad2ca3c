// /admin/:section/:id/supprimer: deleting asks first (a page of its own, so it works without
// JavaScript); the post deletes the item and records it in the journal.
import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/content-delete";
import { SubmitButton } from "~/components/ui/submit-button";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { deleteContent, getContentCard } from "~/features/admin/content/content.server";
import { notFound, requireContentSection, requireId } from "~/features/admin/content/editor.server";
import { CONTENT_KINDS, listPath } from "~/features/admin/content/kinds";
import { parseSubmission } from "~/lib/form-data.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Confirmer la suppression", description: "Confirmer la suppression.", noindex: true });

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { kind } = await requireContentSection(context, request, params.section);
  const item = await getContentCard(kind.section, requireId(params.id));
  if (!item) throw notFound();
  return { section: kind.section, item: { id: item.id, title: item.title, published: item.published } };
}

const deleteSchema = z.object({ intent: z.literal("delete") });

export async function action({ context, params, request }: Route.ActionArgs) {
  const { kind, user } = await requireContentSection(context, request, params.section);
  const id = requireId(params.id);
  const { submission } = await parseSubmission(request, deleteSchema);
  if (submission.status !== "success") return new Response("Demande invalide.", { status: 400 });
  const deleted = await deleteContent(kind.section, user, id);
  if (!deleted) return redirectWithToast(listPath(kind), { title: "Élément introuvable", description: "Cet élément avait déjà été supprimé." });
  return redirectWithToast(listPath(kind), kind.toasts.deleted);
}

export default function DeleteContentPage({ loaderData }: Route.ComponentProps) {
  const kind = CONTENT_KINDS[loaderData.section];
  const navigation = useNavigation();
  return (
    <AdminPage title="Confirmer la suppression" back={{ to: listPath(kind), label: "Retour" }}>
      <div className="max-w-2xl rounded-2xl border border-red-200 bg-red-50 p-6 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50">
        <p className="text-lg font-semibold">
          Supprimer {kind.theOne} «&#8239;{loaderData.item.title}&#8239;»&#8239;?
        </p>
        <p className="mt-2">
          {loaderData.item.published ? "Cet élément est en ligne\u202f: il disparaîtra du site public. " : ""}
          La suppression est définitive et sera inscrite au journal.
        </p>
        <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="delete" />
          <SubmitButton variant="danger" pending={navigation.state === "submitting"} pendingLabel="Suppression...">
            Supprimer définitivement
          </SubmitButton>
          <Link to={listPath(kind)} className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-brand-800 underline dark:text-brand-100">
            Annuler
          </Link>
        </Form>
      </div>
    </AdminPage>
  );
}
