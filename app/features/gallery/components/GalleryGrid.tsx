// The 3-column grid of photo cards; each card links to its own URL (?photo=<id>) opening the viewer.
import { Heart } from "~/components/ui/icons";
import type { GalleryFilterId } from "~/content/gallery";
import { formatCount } from "~/lib/format-number";
import { galleryHref } from "../filters";
import type { GalleryItem } from "../gallery-item";
import { ResponsivePicture } from "./ResponsivePicture";
import { SampleLabel } from "~/components/ui/sample-label";

/** The first row is above the fold on most screens: load it eagerly. */
const EAGER_COUNT = 3;

export function thumbnailId(photoId: string): string {
  return `vignette-${photoId}`;
}

export function GalleryGrid({ photos, filter }: { photos: readonly GalleryItem[]; filter: GalleryFilterId }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo, index) => (
        <li
          key={photo.id}
          className={`overflow-hidden rounded-2xl bg-slate-900 shadow-lg ring-1 ring-white/10 ${index < EAGER_COUNT ? "" : "[contain-intrinsic-size:auto_24rem] [content-visibility:auto]"}`}
        >
          <a
            id={thumbnailId(photo.id)}
            href={galleryHref({ filter, photo: photo.id })}
            className="group block focus-visible:outline-ochre-400"
          >
            <ResponsivePicture
              image={photo.image}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              loading={index < EAGER_COUNT ? "eager" : "lazy"}
              highPriority={index === 0}
              className="aspect-[4/3] h-auto w-full object-cover transition-opacity group-hover:opacity-90"
            />
            <h2 className="px-4 pt-4 font-serif text-xl font-semibold text-white group-hover:underline">{photo.title}</h2>
          </a>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 pb-4 pt-1 text-sm text-slate-300">
            {photo.sample ? <SampleLabel /> : null}
            <span className="rounded-full bg-white/10 px-2 py-0.5 text-ochre-400">{photo.categoryLabel}</span>
            <span>{photo.photographer}</span>
            {photo.likes !== undefined ? (
              <span className="inline-flex items-center gap-1">
                <Heart aria-hidden="true" className="h-4 w-4" />
                {formatCount(photo.likes)}
                <span className="sr-only"> J’aime</span>
              </span>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
