// Full-screen photo viewer (Radix Dialog, rendered in place so the server sends it too: a
// /galerie?photo=<id> link shows the photo even without JavaScript). Close, previous and next
// are links; with JavaScript, Escape closes, the arrow keys move, and focus returns to the
// photo's thumbnail when the viewer closes.
import { ChevronLeft, ChevronRight, Download, Heart, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Link, useNavigate } from "react-router";
import { galleryPage, type GalleryFilterId } from "~/content/gallery";
import { ShareButton } from "~/components/ui/share-button";
import { formatCount } from "~/lib/format-number";
import { galleryHref } from "../filters";
import type { GalleryItem } from "../gallery-item";
import { thumbnailId } from "./GalleryGrid";
import { ResponsivePicture } from "./ResponsivePicture";

export type ViewerState = {
  photo: GalleryItem;
  previousId: string;
  nextId: string;
  position: number;
  count: number;
};

const CLOSE_ID = "visionneuse-fermer";

const controlClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-ochre-400";

export function PhotoViewer({ viewer, filter }: { viewer: ViewerState | null; filter: GalleryFilterId }) {
  const navigate = useNavigate();
  const closeHref = galleryHref({ filter });
  return (
    <Dialog.Root
      open={viewer !== null}
      onOpenChange={(open) => {
        if (!open) navigate(closeHref, { preventScrollReset: true });
      }}
    >
      {viewer ? <ViewerContent viewer={viewer} filter={filter} closeHref={closeHref} /> : null}
    </Dialog.Root>
  );
}

function ViewerContent({ viewer, filter, closeHref }: { viewer: ViewerState; filter: GalleryFilterId; closeHref: string }) {
  const navigate = useNavigate();
  const { photo } = viewer;
  const previousHref = galleryHref({ filter, photo: viewer.previousId });
  const nextHref = galleryHref({ filter, photo: viewer.nextId });
  const single = viewer.count < 2;
  return (
    <Dialog.Content
      aria-describedby="visionneuse-description"
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-slate-950 text-slate-100"
      onKeyDown={(event) => {
        if (single || event.altKey || event.ctrlKey || event.metaKey) return;
        if (event.key === "ArrowLeft") {
          event.preventDefault();
          navigate(previousHref, { preventScrollReset: true, replace: true });
        } else if (event.key === "ArrowRight") {
          event.preventDefault();
          navigate(nextHref, { preventScrollReset: true, replace: true });
        }
      }}
      onOpenAutoFocus={(event) => {
        // Start on the close control (Radix would skip links and pick the first button).
        const close = document.getElementById(CLOSE_ID);
        if (close) {
          event.preventDefault();
          close.focus();
        }
      }}
      onCloseAutoFocus={(event) => {
        // Back to the thumbnail of the photo last shown (the viewer may have moved since it opened).
        const thumbnail = document.getElementById(thumbnailId(photo.id));
        if (thumbnail) {
          event.preventDefault();
          thumbnail.focus({ preventScroll: false });
        }
      }}
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <p className="text-sm text-slate-300">
          Photo {viewer.position} sur {viewer.count}
        </p>
        <Link
          id={CLOSE_ID}
          to={closeHref}
          preventScrollReset
          className={`${controlClass} bg-white/10 text-white hover:bg-white/20`}
          aria-label={`${galleryPage.closeLabel} la visionneuse`}
        >
          <X aria-hidden="true" className="h-5 w-5" />
          {galleryPage.closeLabel}
        </Link>
      </div>

      <div className="relative flex flex-1 items-center justify-center px-2 sm:px-16">
        <ResponsivePicture
          image={photo.image}
          sizes="(min-width: 1280px) 1100px, 100vw"
          loading="eager"
          highPriority
          className="max-h-[65vh] w-auto max-w-full rounded-lg object-contain shadow-2xl"
        />
        {single ? null : (
          <>
            <Link
              to={previousHref}
              preventScrollReset
              replace
              className="absolute left-2 top-1/2 inline-flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-slate-900/80 text-white ring-1 ring-white/30 hover:bg-slate-800 focus-visible:outline-ochre-400 sm:left-4"
            >
              <ChevronLeft aria-hidden="true" className="h-6 w-6" />
              <span className="sr-only">Photo précédente</span>
            </Link>
            <Link
              to={nextHref}
              preventScrollReset
              replace
              className="absolute right-2 top-1/2 inline-flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-slate-900/80 text-white ring-1 ring-white/30 hover:bg-slate-800 focus-visible:outline-ochre-400 sm:right-4"
            >
              <ChevronRight aria-hidden="true" className="h-6 w-6" />
              <span className="sr-only">Photo suivante</span>
            </Link>
          </>
        )}
      </div>

      <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6">
        <Dialog.Title className="font-serif text-2xl font-bold text-white sm:text-3xl">{photo.title}</Dialog.Title>
        <Dialog.Description id="visionneuse-description" className="mt-2 text-slate-200">
          {photo.description}
        </Dialog.Description>
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-300">
          <span className="rounded-full bg-white/10 px-2 py-0.5 text-ochre-400">{photo.categoryLabel}</span>
          <span>
            {galleryPage.photographerLabel} {photo.photographer}
          </span>
          {photo.likes !== undefined ? (
            <span className="inline-flex items-center gap-1">
              <Heart aria-hidden="true" className="h-4 w-4 text-rose-400" />
              {formatCount(photo.likes)} {galleryPage.likesLabel}
            </span>
          ) : null}
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <ShareButton
            label={galleryPage.shareLabel}
            title={`${photo.title} · Galerie de l’ADPL`}
            text={photo.description}
            path={galleryHref({ filter: "tous", photo: photo.id })}
            className={`${controlClass} bg-ochre-400 text-slate-950 hover:bg-ochre-100`}
          />
          <a href={photo.image.downloadUrl} download={photo.image.downloadName} className={`${controlClass} border border-white/40 text-white hover:bg-white/10`}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {galleryPage.downloadLabel}
            <span className="sr-only"> « {photo.title} » (JPEG, pleine taille)</span>
          </a>
        </div>
      </div>
    </Dialog.Content>
  );
}
