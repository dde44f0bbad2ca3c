// /admin/photos: the moderation of the photos members deposit ("photos:moderate"). The queue of
// pending photos, oldest first (the 30 oldest, with how many wait), each with its approve and
// reject forms; `?vue=examinees` lists the approved photos (taken down or put back) and the
// recent rejections. Every decision is a plain POST parsed by the one schema; the rules, the
// journal and the member's email are in features/photos/mutations.server.ts.
import { Link } from "react-router";
import type { Route } from "./+types/photos";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { moderationPageError, PhotoModerationCard } from "~/features/photos/admin/components/PhotoModerationCard";
import { ApprovedPhotos, RejectedPhotos } from "~/features/photos/admin/components/ReviewedPhotos";
import { moderatePhoto, type ModerationResult } from "~/features/photos/mutations.server";
import { defaultCredit, moderationQueue, pendingPhotoCount, reviewedPhotos } from "~/features/photos/admin/queries.server";
import { photoModerationSchema } from "~/features/photos/schema";
import { requesterFrom, runFormAction } from "~/lib/form-action.server";
import { authorisedUser, permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

const PATH = "/admin/photos";
const VIEW_PARAM = "vue";
const REVIEWED_VIEW = "examinees";
/** How many recent rejections the second view lists. */
const REJECTED_SHOWN = 20;

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("photos:moderate")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Photos des membres", description: "Administration\u202f: la modération des photos déposées par les membres.", noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const reviewed = new URL(request.url).searchParams.get(VIEW_PARAM) === REVIEWED_VIEW;
  if (!reviewed) {
    const [pendingCount, queue] = await Promise.all([pendingPhotoCount(db), moderationQueue(db)]);
    return { view: "file" as const, pendingCount, queue: queue.map((photo) => ({ photo, credit: defaultCredit(photo.submitter) })), approved: [], rejected: [] };
  }
  const [pendingCount, approved, rejected] = await Promise.all([pendingPhotoCount(db), reviewedPhotos(db, "approuve", 100), reviewedPhotos(db, "rejete", REJECTED_SHOWN)]);
  return { view: "examinees" as const, pendingCount, queue: [], approved, rejected };
}

const quoted = (title: string) => `«\u202f${title}\u202f»`;

// The member's email is queued with the decision: it leaves within seconds, or is listed as failed.
function doneToast(result: Extract<ModerationResult, { status: "done" }>) {
  switch (result.decision) {
    case "approve":
      return { title: "Photo approuvée", description: `${quoted(result.title)} est publiée dans la galerie.${result.notified ? " Le membre va être prévenu par e-mail." : ""}` };
    case "reject":
      return { title: "Photo refusée", description: `${quoted(result.title)} ne sera pas publiée.${result.notified ? " Le membre va recevoir votre note par e-mail." : ""}` };
    case "unpublish":
      return { title: "Photo dépubliée", description: `${quoted(result.title)} n’est plus dans la galerie.` };
    case "publish":
      return { title: "Photo republiée", description: `${quoted(result.title)} est de nouveau dans la galerie.` };
  }
}

const REFUSALS = {
  not_found: { type: "error", title: "Photo introuvable", description: "Cette photo n’existe plus\u202f: son auteur l’a peut-être retirée." },
  already_reviewed: { type: "error", title: "Photo déjà examinée", description: "Un autre membre de l’équipe a déjà pris une décision sur cette photo\u202f: la liste est à jour." },
  not_approved: { type: "error", title: "Action impossible", description: "Seule une photo approuvée peut être dépubliée ou republiée." },
} as const;

export async function action({ context, request }: Route.ActionArgs) {
  const user = authorisedUser(context);
  const back = `${PATH}${new URL(request.url).search}`;
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: photoModerationSchema,
    form: "photo-moderation",
    limitBy: "back-office",
    mutate: (input) => moderatePhoto(getDatabase(context), user, input),
  });
  if (outcome.status === "refused") return outcome.response;
  const result = outcome.value!;
  if (result.status !== "done") return redirectWithToast(back, REFUSALS[result.status]);
  return redirectWithToast(back, doneToast(result));
}

export default function PhotoModerationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, pendingCount, queue, approved, rejected } = loaderData;
  const reply = actionData ?? null;
  const error = moderationPageError(reply);
  return (
    <AdminPage title="Photos des membres">
      <ViewTabs view={view} pendingCount={pendingCount} />
      {error ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {error}
        </div>
      ) : null}
      <div className="mt-6">
        {view === "file" ? (
          queue.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-600" data-testid="file-vide">
              <p className="font-serif text-xl font-bold text-brand-800 dark:text-brand-100">Aucune photo à modérer</p>
              <p className="mt-2 text-slate-700 dark:text-slate-300">
                Toutes les photos déposées ont été examinées. Les nouvelles arriveront ici, les plus anciennes en premier.
              </p>
            </div>
          ) : (
            <>
              <p className="text-slate-700 dark:text-slate-300">
                Les photos attendent votre décision, les plus anciennes en premier. Une photo approuvée est publiée aussitôt dans la galerie, avec son crédit&#8239;; le membre est prévenu
                par e-mail de chaque décision.
              </p>
              {pendingCount > queue.length ? (
                <p className="mt-2 font-semibold text-slate-800 dark:text-slate-200" data-testid="file-suite">
                  {queue.length} photos affichées sur {pendingCount}&#8239;: les suivantes apparaissent au fil de vos décisions.
                </p>
              ) : null}
              <ul className="mt-6 space-y-8">
                {queue.map(({ photo, credit }) => (
                  <li key={photo.id}>
                    <PhotoModerationCard photo={photo} credit={credit} reply={reply} />
                  </li>
                ))}
              </ul>
            </>
          )
        ) : (
          <>
            <ApprovedPhotos photos={approved} />
            <RejectedPhotos photos={rejected} />
          </>
        )}
      </div>
    </AdminPage>
  );
}

function ViewTabs({ view, pendingCount }: { view: "file" | "examinees"; pendingCount: number }) {
  const tabs = [
    { id: "file", to: PATH, label: `À modérer (${pendingCount})` },
    { id: "examinees", to: `${PATH}?${VIEW_PARAM}=${REVIEWED_VIEW}`, label: "Publiées et refusées" },
  ] as const;
  return (
    <nav aria-label="Vues des photos" className="-mx-4 relative overflow-x-auto px-4 lg:mx-0 lg:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 dark:border-slate-700">
        {tabs.map((tab) => {
          const active = tab.id === view;
          return (
            <li key={tab.id}>
              <Link
                to={tab.to}
                aria-current={active ? "page" : undefined}
                className={`-mb-px flex min-h-11 items-center border-b-2 px-3 text-sm font-medium ${
                  active ? "border-brand-700 text-brand-800 dark:border-brand-200 dark:text-brand-100" : "border-transparent text-slate-700 hover:border-slate-300 dark:text-slate-300"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
