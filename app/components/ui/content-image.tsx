// A content image with the failure placeholder (spec 01 §4): when the file cannot be loaded,
// the neutral placeholder takes its box and keeps its alternative text. Used by every content
// picture that has no renditions; `Picture` does the same for a <picture> of renditions. The
// failure is also detected when it happened before hydration.
import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { uploadedImageSources, type ImageFormat } from "~/lib/image-renditions";

/** Neutral image shown when a picture fails to load. */
export const IMAGE_PLACEHOLDER_SRC = "/images/placeholder.svg";

/** True when an <img> finished loading without a picture (a load error before React listened). */
export function failedBeforeHydration(img: HTMLImageElement | null): boolean {
  return Boolean(img && img.complete && img.naturalWidth === 0 && img.currentSrc);
}

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
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (failedBeforeHydration(imgRef.current)) setFailedSrc(src);
  }, [src]);

  if (failedSrc === src) {
    return <img src={IMAGE_PLACEHOLDER_SRC} alt={alt} width={width} height={height} className={className} data-placeholder="true" />;
  }
  return <img ref={imgRef} src={src} alt={alt} width={width} height={height} className={className} onError={() => setFailedSrc(src)} {...rest} />;
}

/**
 * A <picture> of AVIF, WebP and JPEG renditions (lib/image-renditions.ts), the box reserved by
 * width/height, and the placeholder when the image cannot be loaded (the sources are dropped
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
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  // An error that happened before hydration fired no React event: detect it on mount.
  useEffect(() => {
    if (failedBeforeHydration(imgRef.current)) setFailedSrc(src);
  }, [src]);
  if (failedSrc === src) {
    return <img src={IMAGE_PLACEHOLDER_SRC} alt={alt} width={width} height={height} className={className} data-placeholder="true" />;
  }
  return (
    <picture>
      <source type="image/avif" srcSet={srcSets.avif} sizes={sizes} />
      <source type="image/webp" srcSet={srcSets.webp} sizes={sizes} />
      <img
        ref={imgRef}
        src={src}
        srcSet={srcSets.jpg}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        fetchPriority={highPriority ? "high" : undefined}
        onError={() => setFailedSrc(src)}
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
