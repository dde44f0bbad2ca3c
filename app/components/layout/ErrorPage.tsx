// French error pages in the site's page design (PageHeader): 404 (the spec's text) and the
// others, never with a stack trace in production. The tab title comes from the root's meta
// (errorPageTitle) or, for an unknown path, from the not-found route's own meta.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { errorMessage } from "~/lib/error-messages";
import { useCurrentUser } from "~/lib/root-data";
import { PageBody, PageHeader } from "./PageHeader";

const primaryAction = "inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900 dark:hover:bg-brand-100";
const secondaryAction =
  "inline-flex min-h-11 items-center rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-200 dark:hover:bg-slate-800";

/** The header of every error page: the status as eyebrow, a title, what happened, the ways on. */
function ErrorLayout({ status, title, intro, children }: { status: number; title: ReactNode; intro: ReactNode; children?: ReactNode }) {
  return (
    <>
      <PageHeader
        eyebrow={`Erreur ${status}`}
        title={title}
        intro={intro}
        actions={
          <>
            <Link to="/" className={primaryAction}>
              Retour à l’accueil
            </Link>
            <Link to="/contact" className={secondaryAction}>
              Nous écrire
            </Link>
          </>
        }
      />
      {children ? <PageBody measure="prose">{children}</PageBody> : null}
    </>
  );
}

export function NotFoundContent({ path }: { path: string }) {
  // The spec's console message names the path (enhance/modules/not-found-log.ts).
  return (
    <>
      <span hidden data-module="not-found-log" data-path={path} />
      <ErrorLayout
      status={404}
      // The spec's English words, marked as English for screen readers (WCAG 3.1.2).
      title={<span lang="en">Oops! Page not found</span>}
      intro={
        <p>
          La page <code className="rounded bg-slate-100 px-1 text-base dark:bg-slate-800">{path}</code> n’existe pas ou a été déplacée. Vous pouvez{" "}
          <Link to="/recherche" className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200">
            chercher sur le site
          </Link>{" "}
          ou revenir à l’accueil.
        </p>
      }
      />
    </>
  );
}

/** The title of the error page for a status (the tab title of the root error boundary). */
export function errorPageTitle(status: number): string {
  if (status === 404) return "Page introuvable";
  return errorMessage(status).title;
}

export function ErrorPage({ status, path, detail }: { status: number; path: string; detail?: string }) {
  const user = useCurrentUser();
  if (status === 404) return <NotFoundContent path={path} />;
  const message = errorMessage(status);
  // The back-office refusing a signed-in member (spec 02 §2): say who is signed in.
  const intro =
    status === 403 && user && (path === "/admin" || path.startsWith("/admin/"))
      ? `Vous êtes connecté en tant que ${user.email}, mais ce compte n’a pas les droits d’administration nécessaires pour cette page.`
      : message.text;
  return (
    <ErrorLayout status={status} title={message.title} intro={intro}>
      {detail ? <pre className="max-w-full overflow-auto rounded bg-slate-100 p-4 text-left text-xs dark:bg-slate-800">{detail}</pre> : null}
    </ErrorLayout>
  );
}
