// "Mes photos": the member's deposits, newest first, each with its status; a photo still waiting
// can be withdrawn (a small form each, posted to the page's action).
import { Link, Form, useNavigation } from "react-router";
import { Picture } from "~/components/ui/content-image";
import { SubmitButton } from "~/components/ui/submit-button";
import { StatusBadge } from "~/components/ui/status-badge";
import { formatShortDate } from "~/lib/dates";
import type { PhotoStatus } from "../options";
import { galleryPhotoPath, myPhotosPath, PHOTO_DEPOSIT_PATH } from "../paths";
import type { MemberPhoto } from "../queries.server";

const TONES: Readonly<Record<PhotoStatus, "pending" | "done" | "refused">> = { en_attente: "pending", approuve: "done", rejete: "refused" };

const linkClass = "font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200";

export function MyPhotos({ photos }: { photos: ReadonlyArray<MemberPhoto> }) {
  return (
    <section aria-labelledby="mes-photos-titre">
      <h2 id="mes-photos-titre" className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
        Mes photos
      </h2>
      {photos.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
          <p className="text-slate-700 dark:text-slate-300">Vous n’avez encore déposé aucune photo.</p>
          <p className="mt-3">
            <Link to={`${PHOTO_DEPOSIT_PATH}?onglet=depot`} className={linkClass}>
              Déposer une première photo
            </Link>
          </p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo) => (
            <PhotoCard key={photo.id} photo={photo} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PhotoCard({ photo }: { photo: MemberPhoto }) {
  const navigation = useNavigation();
  const withdrawing = navigation.state === "submitting" && navigation.formData?.get("intent") === "withdraw" && navigation.formData.get("id") === photo.id;
  const titleId = `photo-${photo.id}`;
  return (
    <li aria-labelledby={titleId} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <Picture
        src={photo.picture.src}
        srcSets={photo.picture.srcSets}
        alt=""
        width={photo.picture.width}
        height={photo.picture.height}
        sizes="(min-width: 1024px) 20rem, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/3] w-full bg-slate-100 object-cover dark:bg-slate-800"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge tone={TONES[photo.status] ?? "neutral"}>{photo.statusLabel}</StatusBadge>
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {photo.categoryLabel} · <time dateTime={photo.createdAt}>{formatShortDate(photo.createdAt)}</time>
          </span>
        </div>
        <h3 id={titleId} className="text-lg font-semibold break-words">
          {photo.title}
        </h3>
        {photo.rejectionNote ? (
          <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
            <span className="font-semibold">Note de l’équipe&#8239;:</span> {photo.rejectionNote}
          </p>
        ) : null}
        {photo.status === "en_attente" ? <p className="text-sm text-slate-600 dark:text-slate-400">En cours d’examen par l’équipe.</p> : null}
        <div className="mt-auto pt-2">
          {photo.status === "approuve" && photo.published ? (
            <Link to={galleryPhotoPath(photo.id)} className={`${linkClass} inline-flex min-h-11 items-center`}>
              Voir dans la galerie<span className="sr-only"> – {photo.title}</span>
            </Link>
          ) : null}
          {photo.status === "en_attente" ? (
            <Form method="post" action={myPhotosPath()}>
              <input type="hidden" name="intent" value="withdraw" />
              <input type="hidden" name="id" value={photo.id} />
              <SubmitButton pending={withdrawing} pendingLabel="Retrait…" variant="outline" className="min-h-11 px-4 py-2 text-sm">
                Retirer<span className="sr-only"> la photo «&#8239;{photo.title}&#8239;»</span>
              </SubmitButton>
            </Form>
          ) : null}
        </div>
      </div>
    </li>
  );
}
