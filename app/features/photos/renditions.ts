// Where a deposited photo's renditions are published, from its storage id and largest width. Pure:
// the member's list, the back-office and the gallery describe the same files (the media route
// decides who may read them).
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from "~/lib/image-renditions";

export { IMAGE_FORMATS, type ImageFormat };

/** The widths stored for a photo whose largest rendition is `largest` wide (lib/images.server.ts, renditionWidths). */
export function renditionWidthsOf(largest: number): number[] {
  const fitting = IMAGE_WIDTHS.filter((w) => w <= largest);
  return fitting.length > 0 && fitting[fitting.length - 1] === largest ? [...fitting] : [largest];
}

/** `/medias/depots/<storage id>/<width>.<format>`. */
export const photoFileUrl = (storageId: string, width: number, format: ImageFormat) => `/medias/depots/${storageId}/${width}.${format}`;

export interface PhotoPicture {
  srcSets: Readonly<Record<ImageFormat, string>>;
  /** The smallest JPEG: the <img> fallback and the thumbnail. */
  src: string;
  /** The largest JPEG: the full size. */
  full: string;
  width: number;
  height: number;
}

export function photoPicture(storageId: string, width: number, height: number): PhotoPicture {
  const widths = renditionWidthsOf(width);
  const srcSet = (format: ImageFormat) => widths.map((w) => `${photoFileUrl(storageId, w, format)} ${w}w`).join(", ");
  return {
    srcSets: { avif: srcSet("avif"), webp: srcSet("webp"), jpg: srcSet("jpg") },
    src: photoFileUrl(storageId, widths[0]!, "jpg"),
    full: photoFileUrl(storageId, width, "jpg"),
    width,
    height,
  };
}
