// Reads of the photo gallery. Today the sample photos of app/content/gallery.ts; photos
// approved by moderation will be merged in here, so pages never hard-code the list.
import { galleryPhotos, type GalleryFilterId } from "~/content/gallery";
import { categoryLabel, filterPhotos } from "./filters";
import type { GalleryItem } from "./gallery-item";
import { committedGalleryImage } from "./images";

function allPhotos(): GalleryItem[] {
  return galleryPhotos.map((photo) => ({
    id: photo.id,
    title: photo.title,
    description: photo.description,
    category: photo.category,
    categoryLabel: categoryLabel(photo.category),
    photographer: photo.photographer,
    likes: photo.likes,
    image: committedGalleryImage(photo.image.base, photo.image.alt),
  }));
}

/** The public photos of a category ('tous': all of them), in display order. */
export async function listGalleryPhotos({ category }: { category: GalleryFilterId }): Promise<GalleryItem[]> {
  return filterPhotos(allPhotos(), category);
}

/** One public photo, or null when no public photo has this id. */
export async function getGalleryPhoto(id: string): Promise<GalleryItem | null> {
  return allPhotos().find((photo) => photo.id === id) ?? null;
}
