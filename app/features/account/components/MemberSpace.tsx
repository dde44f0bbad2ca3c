// The frame of every page of the signed-in member space: the page header, the navigation between
// its sections (links, so it works without JavaScript), and small shared pieces.
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";

export const MEMBER_SECTIONS = [
  { to: "/espace", label: "Profil", end: true },
  { to: "/espace/modifier", label: "Modifier", end: true },
  { to: "/espace/contributions", label: "Mes contributions", end: false },
  { to: "/espace/securite", label: "Sécurité", end: true },
  { to: "/espace/donnees", label: "Mes données", end: true },
] as const;

export function MemberSpaceFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHeader eyebrow="Espace membre" title={title} intro={intro} />
      <PageBody measure="wide">
        <nav aria-label="Espace membre" className="-mx-1 mb-8 relative overflow-x-auto">
          <ul className="flex min-w-max gap-1 rounded-full bg-slate-100 p-1 dark:bg-slate-800">
            {MEMBER_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end={section.end}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ${
                      isActive ? "bg-white text-brand-800 shadow dark:bg-slate-950 dark:text-brand-100" : "text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-900"
                    }`
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {children}
      </PageBody>
    </>
  );
}

/** A titled block of a member page. */
export function MemberCard({ title, titleId, children, tone = "plain" }: { title: string; titleId: string; children: ReactNode; tone?: "plain" | "danger" }) {
  const border = tone === "danger" ? "border-red-300 dark:border-red-800" : "border-slate-200 dark:border-slate-700";
  return (
    <section aria-labelledby={titleId} className={`rounded-2xl border ${border} p-6`}>
      <h2 id={titleId} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The orange banner of spec 02 §8, shown after the mail server refused a message. */
export function EmailServiceBanner() {
  return (
    <div role="alert" className="mb-6 rounded-xl border border-orange-300 bg-orange-50 p-4 text-orange-950 dark:border-orange-700 dark:bg-orange-950 dark:text-orange-100">
      <p className="font-semibold">Service d’email temporairement indisponible</p>
      <p className="mt-1 text-sm">Nos e-mails ne partent pas pour le moment. Réessayez dans quelques minutes&#8239;; rien de ce que vous avez saisi n’est perdu.</p>
    </div>
  );
}

/** A success or information message after a form (role status: announced without moving focus). */
export function Notice({ title, children, tone = "success" }: { title: string; children?: ReactNode; tone?: "success" | "error" }) {
  const colours =
    tone === "success"
      ? "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
      : "border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100";
  return (
    <div role={tone === "success" ? "status" : "alert"} className={`mb-4 rounded-lg border p-4 ${colours}`}>
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-1 text-sm">{children}</div> : null}
    </div>
  );
}

