// The error panel of the member space and the back-office: shown by their layouts' error
// boundaries inside the page shell, so the site's navigation stays usable. French, in the site's
// page design, and never a stack trace (the error is logged on the server by entry.server.tsx).
// The tab title comes from the root's meta (errorPageTitle), which these layouts inherit.
import { isRouteErrorResponse, Link } from "react-router";
import { errorPageTitle } from "~/components/layout/ErrorPage";
import { PageHeader } from "~/components/layout/PageHeader";
import { errorMessage } from "~/lib/error-messages";

const texts: Record<number, string> = {
  404: "Cette page n’existe pas ou a été déplacée.",
};

const fallbackText = "Cette partie de la page n’a pas pu s’afficher. Réessayez dans quelques instants\u202f; si le problème persiste, écrivez-nous.";

export function AreaError({ error, back }: { error: unknown; back: { to: string; label: string } }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text = texts[status] ?? (status >= 500 ? fallbackText : errorMessage(status).text);
  return (
    <PageHeader
      eyebrow={`Erreur ${status}`}
      title={errorPageTitle(status)}
      intro={text}
      actions={
        <Link
          to={back.to}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900 dark:hover:bg-brand-100"
        >
          {back.label}
        </Link>
      }
    />
  );
}
