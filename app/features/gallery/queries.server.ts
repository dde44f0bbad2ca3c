// Reads of the photo gallery: the photos members deposited and moderation approved (most recent
// approvals first), then, while the samples are shown (features/samples), the committed sample
// photos of app/content/gallery.ts, so pages never hard-code the list. A photo taken down by
// moderation is no longer listed nor found.
import { galleryPhotos, type GalleryFilterId } from "~/content/gallery";
import type { Database } from "~/db/client.server";
import { publishedPhotos } from "~/features/photos/queries.server";
import { showsSampleGallery } from "~/features/samples/samples.server";
import { depositedGalleryItem } from "./deposited";
import { categoryLabel, filterPhotos } from "./filters";
import type { GalleryItem } from "./gallery-item";
import { committedGalleryImage } from "./images";

/** The committed sample photos, in their display order. */
export function samplePhotos(): GalleryItem[] {
  return galleryPhotos.map((photo) => ({
    id: photo.id,
    title: photo.title,
    description: photo.description,
    category: photo.category,
    categoryLabel: categoryLabel(photo.category),
    photographer: photo.photographer,
    likes: photo.likes,
    sample: true,
    image: committedGalleryImage(photo.image.base, photo.image.alt),
  }));
}

async function allPhotos(db: Database): Promise<GalleryItem[]> {
  const [published, samples] = await Promise.all([publishedPhotos(db), showsSampleGallery(db)]);
  return [...published.map(depositedGalleryItem), ...(samples ? samplePhotos() : [])];
}

/** The public photos of a category ('tous': all of them), in display order. */
export async function listGalleryPhotos(db: Database, { category }: { category: GalleryFilterId }): Promise<GalleryItem[]> {
  return filterPhotos(await allPhotos(db), category);
}

/** One public photo, or null when no public photo has this id. */
export async function getGalleryPhoto(db: Database, id: string): Promise<GalleryItem | null> {
  return (await allPhotos(db)).find((photo) => photo.id === id) ?? null;
}
