// Gallery rules shared by the server and the browser: category filter, photo order, links.
import { defaultGalleryFilter, galleryCategories, type GalleryFilterId, type PhotoCategory } from "~/content/gallery";

export const GALLERY_PATH = "/galerie";
export const GALLERY_CATEGORY_PARAM = "categorie";
export const GALLERY_PHOTO_PARAM = "photo";

/** The filter named in the URL, or 'tous' for anything else. */
export function parseGalleryFilter(value: string | null | undefined): GalleryFilterId {
  return galleryCategories.find((c) => c.id === value)?.id ?? defaultGalleryFilter;
}

/** The photos of a category ('tous' keeps them all), in their original order. */
export function filterPhotos<T extends { category: PhotoCategory }>(photos: readonly T[], filter: GalleryFilterId): T[] {
  return filter === "tous" ? [...photos] : photos.filter((photo) => photo.category === filter);
}

/** Previous and next photos around `id`, wrapping at both ends; null when `id` is not listed. */
export function adjacentPhotos<T extends { id: string }>(photos: readonly T[], id: string): { previous: T; next: T } | null {
  const index = photos.findIndex((photo) => photo.id === id);
  if (index === -1) return null;
  const count = photos.length;
  return { previous: photos[(index - 1 + count) % count], next: photos[(index + 1) % count] };
}

/** Link to the gallery with a filter and, optionally, an open photo; defaults are left out. */
export function galleryHref({ filter, photo }: { filter: GalleryFilterId; photo?: string }): string {
  const params = new URLSearchParams();
  if (filter !== defaultGalleryFilter) params.set(GALLERY_CATEGORY_PARAM, filter);
  if (photo) params.set(GALLERY_PHOTO_PARAM, photo);
  const search = params.toString();
  return search ? `${GALLERY_PATH}?${search}` : GALLERY_PATH;
}

export function categoryLabel(category: PhotoCategory): string {
  return galleryCategories.find((c) => c.id === category)?.label ?? category;
}
