// What the gallery page knows about one photo: nothing private (no submitter contact, no storage key).
import type { PhotoCategory } from "~/content/gallery";
import type { ResponsiveImage } from "./images";

export type GalleryItem = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly category: PhotoCategory;
  readonly categoryLabel: string;
  readonly photographer: string;
  readonly likes: number;
  readonly image: ResponsiveImage;
};
