// The frame of every back-office screen: a header with the section title, the "En ligne" badge,
// the signed-in email and "Se déconnecter", and the navigation between the sections the person
// may open (a sidebar on wide screens, a scrollable bar on a phone; links, so it works without
// JavaScript).
import type { ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { SignOutButton } from "~/features/account/components/SignOutButton";
import { can } from "~/lib/permissions";
import { useCurrentUser } from "~/lib/root-data";
import { ADMIN_SECTIONS, SITE_CONTENT_PAGES } from "../sections";

export function AdminNav() {
  const user = useCurrentUser();
  const sections = ADMIN_SECTIONS.filter((s) => s.permission === null || can(user, s.permission));
  return (
    <nav aria-label="Administration" className="-mx-4 relative overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0">
      <ul className="flex min-w-max gap-1 lg:min-w-0 lg:flex-col">
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={section.to === "/admin"}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${
                  isActive ? "bg-brand-700 text-white dark:bg-brand-200 dark:text-brand-900" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                }`
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One back-office screen: its title (the section's h1), optional actions, and content. */
export function AdminPage({ title, actions, children, back }: { title: string; actions?: ReactNode; children: ReactNode; back?: { to: string; label: string } }) {
  const user = useCurrentUser();
  return (
    <div className="page-container py-8">
      <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <p className="mb-3 text-xs font-semibold tracking-wide text-ochre-700 uppercase dark:text-ochre-400">Administration</p>
          <AdminNav />
        </aside>
        <div className="min-w-0">
          <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4 dark:border-slate-700">
            <div className="min-w-0">
              {back ? (
                <Link to={back.to} className="mb-1 inline-flex min-h-6 items-center text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200">
                  ← {back.label}
                </Link>
              ) : null}
              <h1 className="font-serif text-3xl font-bold break-words text-brand-800 dark:text-brand-100">{title}</h1>
            </div>
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <span className="rounded-full bg-emerald-100 px-3 py-1 font-medium text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50">En ligne</span>
              {user ? <span className="break-all">{user.email}</span> : null}
              <SignOutButton size="small" />
            </div>
          </header>
          <SiteContentTabs />
          {actions ? <div className="mt-4 flex flex-wrap gap-3">{actions}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  );
}

/**
 * The tab bar of "Contenus du site", under the header of every screen below /admin/contenus/:
 * the current tab is the one whose address is the longest prefix of the page's (an editor of a
 * board member is under "Équipe", the board page's texts under their own tab).
 */
function SiteContentTabs() {
  const { pathname } = useLocation();
  if (!pathname.startsWith("/admin/contenus/")) return null;
  const current = SITE_CONTENT_PAGES.filter((page) => pathname === page.to || pathname.startsWith(`${page.to}/`)).sort((a, b) => b.to.length - a.to.length)[0];
  return (
    <nav aria-label="Contenus du site" className="mt-4 -mx-4 relative overflow-x-auto px-4 lg:mx-0 lg:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 dark:border-slate-700">
        {SITE_CONTENT_PAGES.map((page) => {
          const active = page === current;
          return (
            <li key={page.to}>
              <Link
                to={page.to}
                aria-current={active ? "page" : undefined}
                className={`-mb-px flex min-h-11 items-center border-b-2 px-3 text-sm font-medium ${
                  active ? "border-brand-700 text-brand-800 dark:border-brand-200 dark:text-brand-100" : "border-transparent text-slate-700 hover:border-slate-300 dark:text-slate-300"
                }`}
              >
                {page.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A titled block of a back-office page (the dashboard's and the audience's sections). */
export function AdminSection({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-slate-700 dark:text-slate-300">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
