// /admin/:section: the list of one content kind (spec 02 "Administrator area"): a card per item
// with its badges, the publish toggle, edit and delete (through a confirmation page), a text
// filter and pagination past 20 items. The content layout has checked the section and rights.
import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/content-list";
import { ContentCards } from "~/features/admin/content/components/ContentCards";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { ListCount, ListEmpty, ListFilterButtons } from "~/features/admin/components/AdminList";
import { contentList, listContent, moveContent, togglePublished } from "~/features/admin/content/content.server";
import { contentSectionOf, requireId } from "~/features/admin/content/editor.server";
import { CONTENT_KINDS } from "~/features/admin/content/kinds";
import { listPath, type ToastText } from "~/features/admin/content/kit";
import { TextField } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Pagination } from "~/components/ui/pagination";
import { FormRefusal, requesterFrom, runFormAction } from "~/lib/form-action.server";
import { formErrorsOf } from "~/lib/form-reply";
import { authorisedUser } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = (args) => {
  const kind = CONTENT_KINDS[args.data?.section ?? "blog"];
  return seo(args, { title: kind.title, description: `Administration\u202f: ${kind.title.toLowerCase()}.`, noindex: true });
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const kind = contentSectionOf(request, params.section);
  const query = contentList.fromUrl(new URL(request.url));
  const page = await listContent(getDatabase(context), kind.section, query);
  return { section: kind.section, search: query.search ?? "", ...page };
}

const listActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("toggle-publish"), id: z.string().max(12) }),
  z.object({ intent: z.literal("move"), id: z.string().max(12), direction: z.enum(["up", "down"]) }),
]);

export async function action({ context, params, request }: Route.ActionArgs) {
  const kind = contentSectionOf(request, params.section);
  const user = authorisedUser(context);
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: listActionSchema,
    form: "content-list",
    limitBy: "back-office",
    mutate: async (value): Promise<ToastText> => {
      const id = requireId(value.id);
      if (value.intent === "move") {
        if (!kind.ordered) throw new FormRefusal({ formErrors: ["Demande invalide."] });
        const moved = await moveContent(getDatabase(context), kind.section, user, id, value.direction);
        if (!moved) return { title: "Élément introuvable", description: "Cet élément a été supprimé entre-temps." };
        if (moved === "edge") return { title: "Ordre inchangé", description: value.direction === "up" ? "Cet élément est déjà le premier." : "Cet élément est déjà le dernier." };
        return { title: "Ordre modifié", description: "L’ordre d’affichage sur le site a été modifié." };
      }
      const result = await togglePublished(getDatabase(context), kind.section, user, id);
      if (!result) return { title: "Élément introuvable", description: "Cet élément a été supprimé entre-temps." };
      return { title: "Statut modifié", description: kind.flagField === "visible" ? "L’affichage sur le site a été modifié." : "Le statut de publication a été modifié." };
    },
  });
  if (outcome.status === "refused") return outcome.response;
  return redirectWithToast(`${listPath(kind)}${new URL(request.url).search}`, outcome.value!);
}

export default function ContentListPage({ loaderData, actionData }: Route.ComponentProps) {
  const kind = CONTENT_KINDS[loaderData.section];
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === listPath(kind);
  return (
    <AdminPage
      title={kind.title}
      actions={
        <Link to={`${listPath(kind)}/nouveau`} className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900 dark:hover:bg-white">
          + {kind.newLabel}
        </Link>
      }
    >
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <TextField id="recherche-contenu" type="search" name="q" label="Filtrer par texte" defaultValue={loaderData.search} maxLength={100} className="min-w-0 flex-1" />
        <ListFilterButtons clearTo={listPath(kind)} filtered={Boolean(loaderData.search)} pending={searching} pendingLabel="Recherche..." clearLabel="Effacer le filtre" />
      </Form>
      <div className="mt-4 empty:hidden">
        <FormError errors={formErrorsOf(actionData)} />
      </div>
      <ListCount>{loaderData.total === 0 ? "" : `${loaderData.total.toLocaleString("fr-FR")} élément${loaderData.total > 1 ? "s" : ""}`}</ListCount>
      {loaderData.items.length === 0 ? (
        <ListEmpty title={kind.empty.title}>{loaderData.search ? "Aucun élément ne correspond à ce filtre." : kind.empty.hint}</ListEmpty>
      ) : (
        <ContentCards kind={kind} items={loaderData.items} />
      )}
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} />
    </AdminPage>
  );
}
