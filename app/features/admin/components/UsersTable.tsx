// The accounts table of /admin/utilisateurs: email and names, creation date, verified address,
// roles and state as text badges, and for each account a disclosure with one small form per
// change (give or remove each role, disable or re-enable), plain posts that work without
// JavaScript. On a phone the table scrolls sideways inside its own region.
import { ChevronDown } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatShortDate } from "~/lib/dates";
import { type FormReply, refusalMessage } from "~/lib/form-reply";
import { ROLE_LABELS, ROLES, type Role } from "~/lib/permissions";
import { USER_ACTION_ERRORS, type UserIntent } from "../users-schema";
import type { UserSummary } from "../users.server";

/** An account as the loader sends it. */
export type UsersTableRow = UserSummary;

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap";
const tones = {
  role: "bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-50",
  ok: "bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100",
  warn: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100",
  off: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  muted: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
} as const;

/**
 * What the page says about a refused change, or null: the refusal's own message, else (the forms
 * are buttons with hidden fields, so their values were stale or tampered with) "invalid request".
 */
export function userActionError(reply: FormReply | null | undefined): string | null {
  return refusalMessage(reply, USER_ACTION_ERRORS.invalid);
}

/** "Prénom Nom", the one that is known, or "Non renseigné". */
export function displayName(user: Pick<UsersTableRow, "firstName" | "lastName">): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || "Non renseigné";
}

export function UsersTable({ users, currentUserId, caption }: { users: UsersTableRow[]; currentUserId: string; caption: string }) {
  return (
    <div role="region" aria-labelledby="comptes-legende" tabIndex={0} className="mt-4 relative overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-700">
      <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
        <caption id="comptes-legende" className="px-4 pt-4 pb-2 text-left text-sm text-slate-700 dark:text-slate-300">
          {caption}
        </caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-200">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Compte
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Créé le
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Adresse e-mail
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Rôles
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              État
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {users.map((user) => (
            <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserRow({ user, isSelf }: { user: UsersTableRow; isSelf: boolean }) {
  const named = Boolean(user.firstName || user.lastName);
  return (
    <tr className="align-top">
      <th scope="row" className="px-4 py-3 font-normal">
        <span className="block font-semibold break-all text-slate-900 dark:text-slate-50">
          {user.email}
          {isSelf ? <span className="font-normal text-slate-700 dark:text-slate-300"> (vous)</span> : null}
        </span>
        <span className={`block ${named ? "text-slate-800 dark:text-slate-200" : "text-slate-600 italic dark:text-slate-400"}`}>{displayName(user)}</span>
      </th>
      <td className="px-4 py-3 whitespace-nowrap">
        <time dateTime={user.createdAt}>{formatShortDate(user.createdAt)}</time>
      </td>
      <td className="px-4 py-3">
        <span className={`${badge} ${user.emailVerified ? tones.ok : tones.warn}`}>{user.emailVerified ? "Vérifié" : "Non vérifié"}</span>
      </td>
      <td className="px-4 py-3">
        {user.roles.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Rôles de ${user.email}`}>
            {user.roles.map((role) => (
              <li key={role} className={`${badge} ${tones.role}`}>
                {ROLE_LABELS[role]}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-600 dark:text-slate-400">Aucun rôle</span>
        )}
      </td>
      <td className="px-4 py-3">
        {user.disabledAt ? (
          <span className={`${badge} ${tones.off}`}>
            Désactivé<span className="sr-only"> depuis le {formatShortDate(user.disabledAt)}</span>
          </span>
        ) : (
          <span className={`${badge} ${tones.muted}`}>Actif</span>
        )}
      </td>
      <td className="px-4 py-3">
        <UserActions user={user} isSelf={isSelf} />
      </td>
    </tr>
  );
}

function UserActions({ user, isSelf }: { user: UsersTableRow; isSelf: boolean }) {
  return (
    <details className="group">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
        Gérer<span className="sr-only"> le compte {user.email}</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="mt-3 w-64 space-y-4">
        <div>
          <p className="mb-2 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">Rôles</p>
          <ul className="space-y-2">
            {ROLES.map((role) => {
              const held = user.roles.includes(role);
              return (
                <li key={role}>
                  <ActionForm intent={held ? "revoke-role" : "grant-role"} userId={user.id} role={role} variant="outline">
                    {held ? "Retirer" : "Donner"} le rôle {ROLE_LABELS[role]}
                    <span className="sr-only"> à {user.email}</span>
                  </ActionForm>
                </li>
              );
            })}
          </ul>
        </div>
        <div>
          <p className="mb-2 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">Accès</p>
          {user.disabledAt ? (
            <ActionForm intent="enable" userId={user.id} variant="brand">
              Réactiver le compte<span className="sr-only"> {user.email}</span>
            </ActionForm>
          ) : isSelf ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">C’est votre compte&#8239;: vous ne pouvez pas le désactiver vous-même.</p>
          ) : (
            <>
              <ActionForm intent="disable" userId={user.id} variant="danger">
                Désactiver le compte<span className="sr-only"> {user.email}</span>
              </ActionForm>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Ses sessions se terminent aussitôt.</p>
            </>
          )}
        </div>
      </div>
    </details>
  );
}

function ActionForm({ intent, userId, role, variant, children }: { intent: UserIntent; userId: string; role?: Role; variant: "outline" | "brand" | "danger"; children: ReactNode }) {
  const navigation = useNavigation();
  const sent = navigation.formData;
  const pending = navigation.state !== "idle" && sent?.get("intent") === intent && sent.get("user_id") === userId && (role === undefined || sent.get("role") === role);
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="user_id" value={userId} />
      {role ? <input type="hidden" name="role" value={role} /> : null}
      <SubmitButton pending={pending} pendingLabel="Enregistrement…" variant={variant} className="min-h-11 w-full px-4 py-2 text-sm">
        {children}
      </SubmitButton>
    </Form>
  );
}
