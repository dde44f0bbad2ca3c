// A place of a public page with nothing published yet (issue 36): what will appear there and,
// to a signed-in editor, the back-office screen that fills it. Never « nothing matches your
// search » when nobody searched: a filtered view with no result says so itself.
import type { ReactNode } from "react";
import { can, type Permission } from "~/lib/permissions";
import { useCurrentUser } from "~/lib/root-data";

export interface EmptyStateEditor {
  permission: Permission;
  href: string;
  label: string;
}

export function EmptyState({ title, children, editor, className = "" }: { title: string; children?: ReactNode; editor?: EmptyStateEditor; className?: string }) {
  const user = useCurrentUser();
  const canEdit = editor !== undefined && can(user, editor.permission);
  return (
    <div className={`rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700 dark:border-slate-600 dark:text-slate-300 ${className}`} data-empty-state="">
      <p className="font-semibold text-slate-900 dark:text-slate-100">{title}</p>
      {children ? <div className="mt-2">{children}</div> : null}
      {canEdit ? (
        <p className="mt-3">
          <a href={editor.href} className="font-semibold text-brand-800 underline underline-offset-2 dark:text-brand-100">
            {editor.label}
          </a>
        </p>
      ) : null}
    </div>
  );
}
