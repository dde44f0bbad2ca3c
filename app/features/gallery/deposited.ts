// A photo deposited by a member and approved by moderation, as the gallery shows it: in its
// gallery category, credited, with its stored renditions (the largest JPEG is the download).
// Pure: no likes are invented for it (the committed photos' likes are sample data).
import type { PublishedPhoto } from "~/features/photos/queries.server";
import { photoPicture } from "~/features/photos/renditions";
import { categoryLabel } from "./filters";
import type { GalleryItem } from "./gallery-item";

/** The description shown (and used as meta description) when the member gave none. */
export const DEPOSITED_PHOTO_DESCRIPTION = "Photo proposée par un habitant de la Presqu’île et publiée par l’association.";
/** A longer description is a poor text alternative: the title stands in for it. */
const ALT_MAX = 250;

export function depositedGalleryItem(photo: PublishedPhoto): GalleryItem {
  const picture = photoPicture(photo.storageId, photo.width, photo.height);
  const description = photo.description?.trim() || null;
  return {
    id: photo.id,
    title: photo.title,
    description: description ?? DEPOSITED_PHOTO_DESCRIPTION,
    category: photo.galleryCategory,
    categoryLabel: categoryLabel(photo.galleryCategory),
    photographer: photo.credit,
    sample: false,
    image: {
      alt: description && description.length <= ALT_MAX ? description : photo.title,
      width: picture.width,
      height: picture.height,
      srcSets: picture.srcSets,
      src: picture.src,
      downloadUrl: picture.full,
      downloadName: `adpl-photo-${photo.id.slice(0, 8)}.jpg`,
    },
  };
}
