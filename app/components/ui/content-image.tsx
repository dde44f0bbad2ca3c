// A content image with the failure placeholder (spec 01 §4): when the file cannot be loaded,
// the neutral placeholder takes its box and keeps its alternative text. Used by every content
// picture that has no renditions; `Picture` does the same for a <picture> of renditions. Static
// markup: the shell module enhance/shell/image-fallback.ts swaps the placeholder in, also for a
// failure that happened before it attached.
import type { ImgHTMLAttributes } from "react";
import { uploadedImageSources, type ImageFormat } from "~/lib/image-renditions";

/** Neutral image shown when a picture fails to load. */
export const IMAGE_PLACEHOLDER_SRC = "/images/placeholder.svg";

export function ContentImage({
  src,
  alt,
  width,
  height,
  className = "",
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height" | "onError"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
}) {
  return <img src={src} alt={alt} width={width} height={height} className={className} data-module="image-fallback" data-placeholder-src={IMAGE_PLACEHOLDER_SRC} {...rest} />;
}

/**
 * A <picture> of AVIF, WebP and JPEG renditions (lib/image-renditions.ts), the box reserved by
 * width/height, and the placeholder when the image cannot be loaded (the sources point at it
 * then, or the browser would keep choosing them). The gallery's pictures and the uploads
 * administrators choose are drawn by it.
 */
export function Picture({
  src,
  srcSets,
  alt,
  width,
  height,
  sizes,
  loading = "lazy",
  highPriority = false,
  className = "",
}: {
  /** The fallback JPEG. */
  src: string;
  srcSets: Readonly<Record<ImageFormat, string>>;
  alt: string;
  width: number;
  height: number;
  /** The rendered width, for the browser's choice among the renditions ("96px", "(min-width: 768px) 33vw, 100vw"). */
  sizes: string;
  /** "eager" above the fold; otherwise "lazy" (the browser starts shortly before it is visible). */
  loading?: "eager" | "lazy";
  /** The likely Largest Contentful Paint image of the page. */
  highPriority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSets.avif} sizes={sizes} />
      <source type="image/webp" srcSet={srcSets.webp} sizes={sizes} />
      <img
        src={src}
        srcSet={srcSets.jpg}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        fetchPriority={highPriority ? "high" : undefined}
        data-module="image-fallback"
        data-placeholder-src={IMAGE_PLACEHOLDER_SRC}
        className={className}
      />
    </picture>
  );
}

/**
 * A picture administrators chose (a board member's photo, a testimonial's portrait, a
 * campaign's image): an upload as a <picture> of its renditions, any other site path (a
 * committed illustration) as a plain image with the same placeholder.
 */
export function ContentPicture({
  src,
  alt,
  width,
  height,
  sizes,
  className = "",
  loading = "lazy",
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  className?: string;
  loading?: "lazy" | "eager";
}) {
  const sources = uploadedImageSources(src);
  if (!sources) return <ContentImage src={src} alt={alt} width={width} height={height} className={className} loading={loading} decoding="async" />;
  return <Picture src={sources.smallest} srcSets={sources.srcSets} alt={alt} width={width} height={height} sizes={sizes} loading={loading} className={className} />;
}
