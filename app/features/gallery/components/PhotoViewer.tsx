// Full-screen photo viewer, a <dialog> the server renders open for /galerie?photo=<id>, so the
// photo shows even without JavaScript. Close, previous and next are links (answered in place by
// the page's swap module); with the viewer module (enhance/modules/viewer.ts) the dialog is
// modal, Escape closes, the arrow keys move, and focus returns to the photo's thumbnail when
// the viewer closes (the close link's data-swap-focus).
import { ChevronLeft, ChevronRight, Download, Heart, X } from "~/components/ui/icons";
import { galleryPage, type GalleryFilterId } from "~/content/gallery";
import { ShareButton } from "~/components/ui/share-button";
import { formatCount } from "~/lib/format-number";
import { galleryHref } from "../filters";
import type { GalleryItem } from "../gallery-item";
import { thumbnailId } from "./GalleryGrid";
import { ResponsivePicture } from "./ResponsivePicture";
import { SampleLabel } from "~/components/ui/sample-label";

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
  if (!viewer) return null;
  const { photo } = viewer;
  const closeHref = galleryHref({ filter });
  const previousHref = galleryHref({ filter, photo: viewer.previousId });
  const nextHref = galleryHref({ filter, photo: viewer.nextId });
  const single = viewer.count < 2;
  return (
    <dialog
      open
      data-module="viewer"
      aria-labelledby="visionneuse-titre"
      aria-describedby="visionneuse-description"
      className="fixed inset-0 z-50 m-0 flex h-full max-h-none w-full max-w-none flex-col overflow-y-auto border-0 bg-slate-950 p-0 text-slate-100 backdrop:bg-slate-950"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <p className="text-sm text-slate-300">
          Photo {viewer.position} sur {viewer.count}
        </p>
        <a
          id={CLOSE_ID}
          href={closeHref}
          autoFocus
          data-viewer-close=""
          data-swap-focus={`#${thumbnailId(photo.id)}`}
          className={`${controlClass} bg-white/10 text-white hover:bg-white/20`}
          aria-label={`${galleryPage.closeLabel} la visionneuse`}
        >
          <X aria-hidden="true" className="h-5 w-5" />
          {galleryPage.closeLabel}
        </a>
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
            <a
              href={previousHref}
              data-replace=""
              data-viewer-previous=""
              className="absolute left-2 top-1/2 inline-flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-slate-900/80 text-white ring-1 ring-white/30 hover:bg-slate-800 focus-visible:outline-ochre-400 sm:left-4"
            >
              <ChevronLeft aria-hidden="true" className="h-6 w-6" />
              <span className="sr-only">Photo précédente</span>
            </a>
            <a
              href={nextHref}
              data-replace=""
              data-viewer-next=""
              className="absolute right-2 top-1/2 inline-flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-slate-900/80 text-white ring-1 ring-white/30 hover:bg-slate-800 focus-visible:outline-ochre-400 sm:right-4"
            >
              <ChevronRight aria-hidden="true" className="h-6 w-6" />
              <span className="sr-only">Photo suivante</span>
            </a>
          </>
        )}
      </div>

      <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6">
        <h2 id="visionneuse-titre" className="font-serif text-2xl font-bold text-white sm:text-3xl">
          {photo.title}
        </h2>
        <p id="visionneuse-description" className="mt-2 text-slate-200">
          {photo.description}
        </p>
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-300">
          {photo.sample ? <SampleLabel /> : null}
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
    </dialog>
  );
}
