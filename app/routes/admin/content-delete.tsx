// /admin/:section/:id/supprimer: deleting asks first (a page of its own, so it works without
// JavaScript); the post deletes the item and records it in the journal.
import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/content-delete";
import { FormError } from "~/components/ui/form-error";
import { SubmitButton } from "~/components/ui/submit-button";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { deleteContent, getContentCard } from "~/features/admin/content/content.server";
import { contentSectionOf, notFound, requireId } from "~/features/admin/content/editor.server";
import { CONTENT_KINDS } from "~/features/admin/content/kinds";
import { listPath, type ToastText } from "~/features/admin/content/kit";
import { requesterFrom, runFormAction } from "~/lib/form-action.server";
import { formErrorsOf } from "~/lib/form-reply";
import { authorisedUser } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Confirmer la suppression", description: "Confirmer la suppression.", noindex: true });

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const kind = contentSectionOf(request, params.section);
  const item = await getContentCard(getDatabase(context), kind.section, requireId(params.id));
  if (!item) throw notFound();
  return { section: kind.section, item: { id: item.id, title: item.title, published: item.published } };
}

const deleteSchema = z.object({ intent: z.literal("delete") });

export async function action({ context, params, request }: Route.ActionArgs) {
  const kind = contentSectionOf(request, params.section);
  const user = authorisedUser(context);
  const id = requireId(params.id);
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: deleteSchema,
    form: "content-delete",
    limitBy: "back-office",
    mutate: async (): Promise<ToastText> => {
      const deleted = await deleteContent(getDatabase(context), kind.section, user, id);
      return deleted ? kind.toasts.deleted : { title: "Élément introuvable", description: "Cet élément avait déjà été supprimé." };
    },
  });
  if (outcome.status === "refused") return outcome.response;
  return redirectWithToast(listPath(kind), outcome.value!);
}

export default function DeleteContentPage({ loaderData, actionData }: Route.ComponentProps) {
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
        <div className="mt-4 empty:hidden">
          <FormError errors={formErrorsOf(actionData)} />
        </div>
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
