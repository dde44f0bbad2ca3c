// A committed gallery image as <picture>: AVIF, WebP and JPEG at several widths, the box
// reserved by width/height, native lazy loading below the fold, and a neutral placeholder
// when the image cannot be loaded (components/ui/content-image.tsx, `Picture`).
import { Picture } from "~/components/ui/content-image";
import type { ResponsiveImage } from "../images";

export function ResponsivePicture({
  image,
  sizes,
  loading = "lazy",
  highPriority = false,
  className = "",
}: {
  image: ResponsiveImage;
  sizes: string;
  /** "eager" above the fold; otherwise "lazy" (the browser starts shortly before it is visible). */
  loading?: "eager" | "lazy";
  /** The likely Largest Contentful Paint image of the page. */
  highPriority?: boolean;
  className?: string;
}) {
  return <Picture src={image.src} srcSets={image.srcSets} alt={image.alt} width={image.width} height={image.height} sizes={sizes} loading={loading} highPriority={highPriority} className={className} />;
}
