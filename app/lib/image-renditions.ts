// The responsive renditions every image of the site is published in: widths, formats and their
// encoder settings. Shared by the gallery's <picture> descriptions (features/gallery/images.ts),
// the committed images (scripts/generate-images.mjs) and the run-time derivatives of uploads
// (lib/images.server.ts). Pure data: safe in the browser and in Node scripts.

/** Widths rendered for every image; the largest is also the downloadable full size. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/** Most compact first: a <picture> lists its sources in this order, JPEG is the fallback. */
export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/** sharp's options per format (changing them changes every committed gallery file when regenerated). */
export const IMAGE_ENCODING = {
  avif: { quality: 48, effort: 4 },
  webp: { quality: 70, effort: 5 },
  jpg: { quality: 62, mozjpeg: true, chromaSubsampling: "4:2:0" },
} as const;

/** JPEG has no transparency: transparent pixels become this colour. */
export const IMAGE_FLATTEN_BACKGROUND = "#ffffff";

/**
 * The widths stored for an upload whose largest rendition is `largest` wide: every width of
 * IMAGE_WIDTHS up to it, or only its own width when it is narrower than the smallest
 * (lib/images.server.ts, renditionWidths, decides what is written).
 */
export function storedWidths(largest: number): number[] {
  const fitting = IMAGE_WIDTHS.filter((w) => w <= largest);
  return fitting.length > 0 && fitting[fitting.length - 1] === largest ? [...fitting] : [largest];
}

/** The srcset of each format of an uploaded image, and its smallest JPEG (what an <img> falls back to). */
export interface UploadedImageSources {
  srcSets: Readonly<Record<ImageFormat, string>>;
  smallest: string;
}

const UPLOADED_PATH = /^(\/medias\/[a-z0-9-]+\/[0-9a-f-]{36}\/)(\d{1,5})\.jpg$/;

/**
 * The renditions of an upload from the path of its largest JPEG (what the back-office stores):
 * an upload has every width of IMAGE_WIDTHS up to its own, or only its own width when it is
 * narrower than the smallest (lib/images.server.ts, renditionWidths). Any other path (a committed
 * image) has no renditions: null.
 */
export function uploadedImageSources(path: string): UploadedImageSources | null {
  const match = UPLOADED_PATH.exec(path);
  if (!match) return null;
  const [, base, widthText] = match as unknown as [string, string, string];
  const widths = storedWidths(Number(widthText));
  const srcSet = (format: ImageFormat) => widths.map((w) => `${base}${w}.${format} ${w}w`).join(", ");
  return { srcSets: { avif: srcSet("avif"), webp: srcSet("webp"), jpg: srcSet("jpg") }, smallest: `${base}${widths[0]}.jpg` };
}
