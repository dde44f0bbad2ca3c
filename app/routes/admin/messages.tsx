// /admin/messages: the contact messages' inbox for "messages:manage" (moderation, admin): newest
// first, archived ones left out unless asked, filters by status, subject and failed notification,
// a search in name, address and text, 20 a page. Every filter is a plain GET form.
import { Form, Link } from "react-router";
import type { Route } from "./+types/messages";
import { inputClass } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { ListCount, ListEmpty, ListFilterButtons } from "~/features/admin/components/AdminList";
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES } from "~/features/contact/inbox";
import { listMessages, messageList } from "~/features/contact/admin/inbox.server";
import { contactSubjectOptions } from "~/features/contact/schema";
import { StatusBadge } from "~/features/contact/components/StatusBadge";
import { formatDateTime } from "~/lib/dates";
import { permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

const PATH = "/admin/messages";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("messages:manage")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Messages reçus", description: "Administration\u202f: les messages du formulaire de contact et leurs réponses.", noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = messageList.fromUrl(new URL(request.url));
  const page = await listMessages(getDatabase(context), query);
  return { ...page, filters: { q: query.search ?? "", statut: query.status ?? "", sujet: query.subject ?? "", notification: query.notification ?? "", tri: query.sort } };
}

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageCount, filters } = loaderData;
  const filtered = Boolean(filters.q || filters.statut || filters.sujet || filters.notification || filters.tri !== "recent");
  const labelClass = "mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200";
  return (
    <AdminPage title="Messages reçus">
      <Form method="get" role="search" aria-label="Filtrer les messages" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <div className="lg:col-span-2">
          <label htmlFor="messages-recherche" className={labelClass}>
            Nom, adresse e-mail ou texte
          </label>
          <input id="messages-recherche" type="search" name="q" defaultValue={filters.q} maxLength={100} className={inputClass} />
        </div>
        <div>
          <label htmlFor="messages-statut" className={labelClass}>
            Statut
          </label>
          <select id="messages-statut" name="statut" defaultValue={filters.statut} className={inputClass}>
            <option value="">À traiter (hors archivés)</option>
            {CONTACT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {CONTACT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="messages-sujet" className={labelClass}>
            Sujet
          </label>
          <select id="messages-sujet" name="sujet" defaultValue={filters.sujet} className={inputClass}>
            <option value="">Tous les sujets</option>
            {contactSubjectOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="messages-tri" className={labelClass}>
            Ordre
          </label>
          <select id="messages-tri" name="tri" defaultValue={filters.tri} className={inputClass}>
            <option value="recent">Les plus récents d’abord</option>
            <option value="ancien">Les plus anciens d’abord</option>
          </select>
        </div>
        <div className="flex flex-col gap-2">
          <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
            <input type="checkbox" name="notification" value="echec" defaultChecked={filters.notification === "echec"} className="size-5" />
            Notification en échec
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-6">
          <ListFilterButtons clearTo={PATH} filtered={filtered} />
        </div>
      </Form>
      <ListCount>
        {total.toLocaleString("fr-FR")} message{total > 1 ? "s" : ""}
      </ListCount>
      {items.length === 0 ? (
        <ListEmpty title="Aucun message">{filtered ? "Aucun message ne correspond à ces filtres." : "Les messages envoyés par la page Contact arriveront ici."}</ListEmpty>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900" aria-label="Messages">
          {items.map((item) => (
            <li key={item.id} className="p-4">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={item.status} label={item.statusLabel} />
                {item.notificationFailed ? (
                  <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-950 dark:text-red-100">Notification non envoyée</span>
                ) : null}
                <span className="text-sm text-slate-600 dark:text-slate-400">{item.subjectLabel}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">· {formatDateTime(item.createdAt)}</span>
              </div>
              <p className={`mt-1 ${item.status === "nouveau" ? "font-bold" : "font-medium"}`}>
                <Link to={`${PATH}/${item.id}`} className="text-brand-800 underline-offset-2 hover:underline dark:text-brand-100">
                  {item.name} <span className="font-normal text-slate-600 dark:text-slate-400">&lt;{item.email}&gt;</span>
                </Link>
              </p>
              <p className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{item.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} label="Pages des messages" />
    </AdminPage>
  );
}
