// /admin/journal: every journalled back-office change, newest first, 20 per page, filtered by
// person and by kind of item through a plain GET form. Needs "roles:manage".
import { Form } from "react-router";
import type { Route } from "./+types/journal";
import { SelectField } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { ListCount, ListEmpty, ListFilterButtons } from "~/features/admin/components/AdminList";
import { JournalTable } from "~/features/admin/components/JournalTable";
import { journalListFor, listJournal, listJournalActors } from "~/features/admin/users.server";
import { JOURNAL_ENTITIES, JOURNAL_ENTITY_LABELS } from "~/lib/journal.server";
import { permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

const PATH = "/admin/journal";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("roles:manage")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Journal", description: "Administration\u202f: le journal des modifications faites dans le back-office.", noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const actors = await listJournalActors(db);
  const query = journalListFor(actors.map((a) => a.id)).fromUrl(new URL(request.url));
  const page = await listJournal(db, query);
  return {
    ...page,
    actors,
    types: JOURNAL_ENTITIES.map((type) => ({ value: type, label: JOURNAL_ENTITY_LABELS[type] })),
    actor: query.actor ?? "",
    type: query.type ?? "",
  };
}

export default function JournalPage({ loaderData }: Route.ComponentProps) {
  const filtered = Boolean(loaderData.actor || loaderData.type);
  return (
    <AdminPage title="Journal">
      <Form method="get" aria-label="Filtrer le journal" className="flex flex-wrap items-end gap-3">
        <SelectField
          id="journal-personne"
          name="personne"
          label="Personne"
          defaultValue={loaderData.actor}
          placeholder="Toutes les personnes"
          options={loaderData.actors.map((actor) => ({ value: actor.id, label: actor.email }))}
          className="min-w-0 flex-1 basis-56"
        />
        <SelectField id="journal-type" name="type" label="Type d’élément" defaultValue={loaderData.type} placeholder="Tous les types" options={loaderData.types} className="min-w-0 flex-1 basis-48" />
        <ListFilterButtons clearTo={PATH} filtered={filtered} />
      </Form>
      <ListCount>{loaderData.total === 0 ? "" : `${loaderData.total.toLocaleString("fr-FR")} action${loaderData.total > 1 ? "s" : ""} enregistrée${loaderData.total > 1 ? "s" : ""}`}</ListCount>
      {loaderData.items.length === 0 ? (
        <ListEmpty title="Aucune action enregistrée">{filtered ? "Aucune action ne correspond à ces filtres." : "Les modifications faites dans le back-office apparaîtront ici."}</ListEmpty>
      ) : (
        <JournalTable lines={loaderData.items} caption={`Actions du back-office, les plus récentes d’abord (page ${loaderData.page} sur ${loaderData.pageCount}).`} />
      )}
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} label="Pages du journal" />
    </AdminPage>
  );
}
