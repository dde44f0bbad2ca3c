// The second view of /admin/photos: the approved photos, each taken down from the gallery or put
// back by a plain POST form ("Dépublier" / "Republier"), then the recently rejected ones with the
// note the member was sent.
import { Form, Link } from "react-router";
import { Picture } from "~/components/ui/content-image";
import { SubmitButton } from "~/components/ui/submit-button";
import { galleryPhotoPath } from "../../paths";
import { formatDateTime } from "~/lib/dates";
import type { ModerationPhoto } from "../queries.server";
import { galleryCategoryLabel, submitterName } from "./labels";
import { usePending } from "./PhotoModerationCard";

function Thumbnail({ photo }: { photo: ModerationPhoto }) {
  return (
    <Picture
      src={photo.picture.src}
      srcSets={photo.picture.srcSets}
      alt=""
      width={photo.picture.width}
      height={photo.picture.height}
      sizes="128px"
      className="h-20 w-32 rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
    />
  );
}

const who = (photo: ModerationPhoto) => (photo.submitter ? `${submitterName(photo.submitter)} (${photo.submitter.email})` : "Compte supprimé");

export function ApprovedPhotos({ photos }: { photos: ModerationPhoto[] }) {
  return (
    <section aria-labelledby="photos-approuvees" className="mt-2">
      <h2 id="photos-approuvees" className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
        Photos approuvées ({photos.length})
      </h2>
      {photos.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">Aucune photo approuvée pour l’instant.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900" data-testid="photos-approuvees">
          {photos.map((photo) => (
            <li key={photo.id} className="flex flex-wrap items-center gap-4 p-4" data-testid="photo-approuvee">
              <Thumbnail photo={photo} />
              <div className="min-w-0 flex-1 basis-64 text-sm">
                <p className="font-serif text-lg font-semibold break-words text-slate-900 dark:text-slate-100">{photo.title}</p>
                <p className="text-slate-700 dark:text-slate-300">
                  {galleryCategoryLabel(photo.galleryCategory)} · Photo&#8239;: {photo.credit ?? "—"}
                </p>
                <p className="text-slate-700 dark:text-slate-300">
                  Approuvée le {photo.reviewedAt ? formatDateTime(photo.reviewedAt) : "—"} · déposée par {who(photo)}
                </p>
              </div>
              <p
                className={`rounded-full px-3 py-1 text-sm font-medium ${
                  photo.published ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50" : "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100"
                }`}
              >
                {photo.published ? "Dans la galerie" : "Dépubliée"}
              </p>
              <div className="flex flex-wrap items-center gap-3">
                {photo.published ? (
                  <Link to={galleryPhotoPath(photo.id)} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline dark:text-brand-100">
                    Voir dans la galerie<span className="sr-only"> : {photo.title}</span>
                  </Link>
                ) : null}
                <PublicationForm photo={photo} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PublicationForm({ photo }: { photo: ModerationPhoto }) {
  const intent = photo.published ? "unpublish" : "publish";
  const pending = usePending(intent, photo.id);
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={photo.id} />
      <SubmitButton variant={photo.published ? "outline" : "brand"} pending={pending} pendingLabel="Enregistrement..." className="px-4 py-2 text-sm">
        {photo.published ? "Dépublier" : "Republier"}
        <span className="sr-only"> «&#8239;{photo.title}&#8239;»</span>
      </SubmitButton>
    </Form>
  );
}

export function RejectedPhotos({ photos }: { photos: ModerationPhoto[] }) {
  return (
    <section aria-labelledby="photos-refusees" className="mt-10">
      <h2 id="photos-refusees" className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
        Photos refusées récemment ({photos.length})
      </h2>
      {photos.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">Aucune photo refusée.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900" data-testid="photos-refusees">
          {photos.map((photo) => (
            <li key={photo.id} className="flex flex-wrap items-start gap-4 p-4" data-testid="photo-refusee">
              <Thumbnail photo={photo} />
              <div className="min-w-0 flex-1 basis-64 text-sm">
                <p className="font-serif text-lg font-semibold break-words text-slate-900 dark:text-slate-100">{photo.title}</p>
                <p className="text-slate-700 dark:text-slate-300">
                  Refusée le {photo.reviewedAt ? formatDateTime(photo.reviewedAt) : "—"} · déposée par {who(photo)}
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-slate-900 dark:text-slate-100">
                  <span className="font-semibold">Note au membre&#8239;:</span> {photo.adminNotes ?? "—"}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
