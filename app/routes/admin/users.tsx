// /admin/utilisateurs: the accounts, searchable (email, names) and filterable by role, 20 per
// page, and the changes an administrator makes to them: give or remove a role, disable (its
// sessions end at once) or re-enable an account. Needs "roles:manage"; the rules live in
// features/admin/users.server.ts.
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/users";
import { inputClass } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { ListCount, ListEmpty, ListFilterButtons } from "~/features/admin/components/AdminList";
import { userActionError, UsersTable } from "~/features/admin/components/UsersTable";
import { USER_ACTION_ERRORS, userActionSchema, type UserAction } from "~/features/admin/users-schema";
import { applyUserAction, listUsers, userList, type UserChange } from "~/features/admin/users.server";
import { FormRefusal, requesterFrom, runFormAction } from "~/lib/form-action.server";
import { canUseBackOffice, permissionsOf, ROLE_LABELS, ROLES } from "~/lib/permissions";
import { authorisedUser, permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

const PATH = "/admin/utilisateurs";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("roles:manage")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Gestion des utilisateurs", description: "Administration\u202f: comptes, rôles et accès au back-office.", noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = authorisedUser(context);
  const query = userList.fromUrl(new URL(request.url));
  const page = await listUsers(getDatabase(context), query);
  return { ...page, search: query.search ?? "", role: query.role ?? "", currentUserId: user.id };
}

/** The toast of a change that went through. */
function successToast(action: UserAction, change: Extract<UserChange, { status: "ok" }>) {
  const who = change.email;
  switch (action.intent) {
    case "grant-role":
      return {
        title: "Rôle accordé",
        description: change.changed ? `${who} a maintenant le rôle ${ROLE_LABELS[action.role]}.` : `${who} avait déjà le rôle ${ROLE_LABELS[action.role]}.`,
      };
    case "revoke-role":
      return {
        title: "Rôle retiré",
        description: change.changed ? `${who} n’a plus le rôle ${ROLE_LABELS[action.role]}.` : `${who} n’avait pas le rôle ${ROLE_LABELS[action.role]}.`,
      };
    case "disable":
      return { title: "Compte désactivé", description: change.changed ? "Ses sessions sont terminées." : "Ce compte était déjà désactivé." };
    case "enable":
      return { title: "Compte réactivé", description: change.changed ? `${who} peut de nouveau se connecter.` : "Ce compte était déjà actif." };
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = authorisedUser(context);
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: userActionSchema,
    form: "user-change",
    limitBy: "back-office",
    mutate: async (value) => {
      const change = await applyUserAction(getDatabase(context), user, value);
      switch (change.status) {
        case "not_found":
          throw new FormRefusal({ formErrors: [USER_ACTION_ERRORS.notFound] }, 404);
        case "last_admin":
          throw new FormRefusal({ formErrors: [USER_ACTION_ERRORS.lastAdmin] }, 409);
        case "self":
          throw new FormRefusal({ formErrors: [USER_ACTION_ERRORS.selfDisable] }, 409);
      }
      // Whoever removed their own administration role can no longer open this page.
      let back = `${PATH}${new URL(request.url).search}`;
      if (value.intent === "revoke-role" && value.role === "admin" && value.user_id === user.id) {
        const remaining = user.roles.filter((role) => role !== "admin");
        back = canUseBackOffice({ permissions: permissionsOf(remaining) }) ? "/admin" : "/";
      }
      return { back, toast: successToast(value, change) };
    },
  });
  if (outcome.status === "refused") return outcome.response;
  return redirectWithToast(outcome.value!.back, outcome.value!.toast);
}

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === PATH && !navigation.formData;
  const filtered = Boolean(loaderData.search || loaderData.role);
  const error = userActionError(actionData);
  return (
    <AdminPage title="Gestion des utilisateurs">
      {error ? (
        <div role="alert" className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {error}
        </div>
      ) : null}
      <Form method="get" role="search" aria-label="Rechercher un compte" className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="recherche-compte" className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
            Adresse e-mail, prénom ou nom
          </label>
          <input id="recherche-compte" type="search" name="q" defaultValue={loaderData.search} maxLength={100} className={inputClass} />
        </div>
        <div className="basis-48">
          <label htmlFor="filtre-role" className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
            Rôle
          </label>
          <select id="filtre-role" name="role" defaultValue={loaderData.role} className={inputClass}>
            <option value="">Tous les comptes</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <ListFilterButtons clearTo={PATH} filtered={filtered} pending={searching} label="Rechercher" pendingLabel="Recherche..." clearLabel="Effacer la recherche" />
      </Form>
      <ListCount>
        {loaderData.total.toLocaleString("fr-FR")} compte{loaderData.total > 1 ? "s" : ""}
        {filtered ? (loaderData.total > 1 ? " trouvés" : " trouvé") : ""}
      </ListCount>
      {loaderData.items.length === 0 ? (
        <ListEmpty title="Aucun compte trouvé">{filtered ? "Aucun compte ne correspond à cette recherche." : "Aucun compte n’a encore été créé."}</ListEmpty>
      ) : (
        <UsersTable
          users={loaderData.items}
          currentUserId={loaderData.currentUserId}
          caption={`Comptes du site, les plus récents d’abord (page ${loaderData.page} sur ${loaderData.pageCount}). «\u202fGérer\u202f» ouvre les rôles et l’accès de chaque compte.`}
        />
      )}
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} label="Pages des comptes" />
    </AdminPage>
  );
}
