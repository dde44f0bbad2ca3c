// /hors-ligne: what can be read without a connection on this device (the key public pages the
// service worker keeps, ADR 0018) and the submissions waiting to be sent. The worker shows it
// for any page it does not keep when the connection is missing, naming that page, and in its
// "saved" state (?envoi=garde, a page it keeps as well) after keeping a form's plain post.
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/offline";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { sitePages } from "~/config/pages";
import { PendingSubmissions } from "~/features/offline/components/PendingSubmissions";
import { offlinePages, type OfflinePage } from "~/composition/offline-pages.server";
import { OFFLINE_TEXTS } from "~/features/offline/texts";
import { requestNow } from "~/lib/clock.server";
import { getDatabase } from "~/lib/request-context.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => seo(args, sitePages.offline.seo);

export async function loader({ request, context }: Route.LoaderArgs) {
  return offlinePages(getDatabase(context), requestNow(request));
}

function PageList({ id, title, pages }: { id: string; title: string; pages: readonly OfflinePage[] }) {
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="font-serif text-xl font-bold text-brand-800 dark:text-brand-100">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {pages.map((page) => (
          <li key={page.url}>
            <Link reloadDocument to={page.url} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200">
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function OfflinePageRoute({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const requested = params.get("page");
  const retry = requested ? safeRedirectPath(requested, "/") : null;
  // The worker kept a form's post: said by the heading (the list below names what is kept).
  const saved = params.get("envoi") === "garde";
  return (
    <>
      {saved ? (
        <PageHeader eyebrow="Hors ligne" title={OFFLINE_TEXTS.savedTitle} intro={OFFLINE_TEXTS.queuedNotice} />
      ) : (
        <PageHeader
          eyebrow="Hors ligne"
          title="Lire le site sans connexion"
          intro="Une fois le site ouvert sur cet appareil, ces pages restent consultables sans connexion. Les autres s’afficheront dès le retour de la connexion."
        />
      )}
      <PageBody measure="prose">
        {/* The worker answers with the page it keeps, whatever the address: the offline-retry
            module shows this line from the address's ?page= (the server shows it when asked). */}
        <p
          role="status"
          hidden={!retry}
          data-module="offline-retry"
          className="rounded-xl border border-slate-300 bg-slate-50 p-4 dark:border-slate-600 dark:bg-slate-800"
        >
          La page demandée n’est pas disponible hors ligne.{" "}
          <a href={retry ?? "/"} className="font-semibold underline underline-offset-2">
            Réessayer
          </a>
        </p>
        <PendingSubmissions />
        <PageList id="pages-principales" title="Pages principales" pages={loaderData.pages} />
        <PageList id="derniers-articles" title="Derniers articles" pages={loaderData.articles} />
        <PageList id="prochaines-rencontres" title="Prochaines rencontres" pages={loaderData.events} />
      </PageBody>
    </>
  );
}
