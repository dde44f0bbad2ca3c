// What the gallery page knows about one photo: nothing private (no submitter contact; a deposited
// photo's storage id appears only in its public file addresses).
import type { PhotoCategory } from "~/content/gallery";
import type { ResponsiveImage } from "./images";

export type GalleryItem = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly category: PhotoCategory;
  readonly categoryLabel: string;
  readonly photographer: string;
  /** Sample data of the committed photos only: a deposited photo has none (the line is hidden). */
  readonly likes?: number;
  /** One of the committed sample photos (fictional credit): labelled « Exemple » (features/samples). */
  readonly sample: boolean;
  readonly image: ResponsiveImage;
};
