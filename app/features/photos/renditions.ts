// Where a deposited photo's renditions are published, from its storage id and largest width. Pure:
// the member's list, the back-office and the gallery describe the same files (the media route
// decides who may read them). The widths and srcsets are those of every upload
// (lib/image-renditions.ts).
import { IMAGE_FORMATS, storedWidths, uploadedImageSources, type ImageFormat } from "~/lib/image-renditions";

export { IMAGE_FORMATS, type ImageFormat };

/** The widths stored for a photo whose largest rendition is `largest` wide. */
export const renditionWidthsOf = storedWidths;

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
  const full = photoFileUrl(storageId, width, "jpg");
  const sources = uploadedImageSources(full);
  if (!sources) throw new Error(`not an upload's path: ${full}`);
  return { srcSets: sources.srcSets, src: sources.smallest, full, width, height };
}
