// Where the committed gallery images live and how a responsive <picture> is described.
// Widths and formats are the site's shared renditions (lib/image-renditions.ts), which
// scripts/generate-images.mjs also reads, so it writes exactly these files.
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from "~/lib/image-renditions";

/** Widths rendered for every gallery image; the largest is the downloadable full size. */
export const GALLERY_IMAGE_WIDTHS = IMAGE_WIDTHS;
export const GALLERY_IMAGE_FORMATS = IMAGE_FORMATS;
/** Every committed gallery image is 4:3. */
export const GALLERY_IMAGE_RATIO = 3 / 4;

export type GalleryImageFormat = ImageFormat;

export type ResponsiveImage = {
  readonly alt: string;
  /** Intrinsic size of the largest rendition, so the browser reserves the right box. */
  readonly width: number;
  readonly height: number;
  readonly srcSets: Readonly<Record<GalleryImageFormat, string>>;
  /** The fallback `src` of the <img> (medium JPEG). */
  readonly src: string;
  /** Full-size JPEG offered by the Download button. */
  readonly downloadUrl: string;
  readonly downloadName: string;
};

/** Neutral image shown when a picture fails to load (the shared image component's). */
export { IMAGE_PLACEHOLDER_SRC } from "~/components/ui/content-image";

export function galleryImageUrl(base: string, width: number, format: GalleryImageFormat): string {
  return `/images/${base}-${width}.${format}`;
}

/** Describes the committed renditions of an image key such as 'gallery/fete-des-lumieres'. */
export function committedGalleryImage(base: string, alt: string): ResponsiveImage {
  const largest = GALLERY_IMAGE_WIDTHS[GALLERY_IMAGE_WIDTHS.length - 1];
  const srcSet = (format: GalleryImageFormat) =>
    GALLERY_IMAGE_WIDTHS.map((w) => `${galleryImageUrl(base, w, format)} ${w}w`).join(", ");
  return {
    alt,
    width: largest,
    height: Math.round(largest * GALLERY_IMAGE_RATIO),
    srcSets: { avif: srcSet("avif"), webp: srcSet("webp"), jpg: srcSet("jpg") },
    src: galleryImageUrl(base, 960, "jpg"),
    downloadUrl: galleryImageUrl(base, largest, "jpg"),
    downloadName: `adpl-${base.split("/").pop() ?? "photo"}.jpg`,
  };
}
