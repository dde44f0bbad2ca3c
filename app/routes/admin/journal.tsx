// /admin/journal: every journalled back-office change, newest first, 20 per page, filtered by
// person and by kind of item through a plain GET form. Needs "roles:manage".
import { Form, Link } from "react-router";
import type { Route } from "./+types/journal";
import { SelectField } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { JournalTable } from "~/features/admin/components/JournalTable";
import { journalListFor, listJournal, listJournalActors } from "~/features/admin/users.server";
import { JOURNAL_ENTITIES, JOURNAL_ENTITY_LABELS } from "~/lib/journal.server";
import { permissionGuard, requirePermission } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

const PATH = "/admin/journal";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("roles:manage")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Journal", description: "Administration\u202f: le journal des modifications faites dans le back-office.", noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requirePermission(context, "roles:manage");
  const db = getDatabase(context);
  const actors = await listJournalActors(db);
  const query = journalListFor(actors.map((a) => a.id)).fromUrl(new URL(request.url));
  const page = await listJournal(query, db);
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
        <button type="submit" className="min-h-11 rounded-full border border-brand-600 px-5 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800">
          Filtrer
        </button>
        {filtered ? (
          <Link to={PATH} className="inline-flex min-h-11 items-center font-medium text-brand-800 underline dark:text-brand-100">
            Effacer les filtres
          </Link>
        ) : null}
      </Form>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300" role="status">
        {loaderData.total === 0 ? "" : `${loaderData.total.toLocaleString("fr-FR")} action${loaderData.total > 1 ? "s" : ""} enregistrée${loaderData.total > 1 ? "s" : ""}`}
      </p>
      {loaderData.items.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-600">
          <p className="font-serif text-xl font-bold text-brand-800 dark:text-brand-100">Aucune action enregistrée</p>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {filtered ? "Aucune action ne correspond à ces filtres." : "Les modifications faites dans le back-office apparaîtront ici."}
          </p>
        </div>
      ) : (
        <JournalTable lines={loaderData.items} caption={`Actions du back-office, les plus récentes d’abord (page ${loaderData.page} sur ${loaderData.pageCount}).`} />
      )}
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} label="Pages du journal" />
    </AdminPage>
  );
}
