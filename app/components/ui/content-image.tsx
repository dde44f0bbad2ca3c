// A content image with the failure placeholder (spec 01 §4): when the file cannot be loaded,
// the neutral placeholder takes its box and keeps its alternative text. Used by every content
// picture that is not a gallery rendition (the gallery's ResponsivePicture does the same with
// <picture> sources). The failure is also detected when it happened before hydration.
import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { uploadedImageSources } from "~/lib/image-renditions";

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
 * A picture administrators chose (a board member's photo, a testimonial's portrait, a
 * campaign's image): an upload is served as <picture> with its AVIF, WebP and JPEG renditions
 * (lib/image-renditions.ts), any other site path as a plain image; both fall back to the
 * placeholder when the file cannot be loaded.
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
  /** The rendered width, for the browser's choice among the renditions ("96px", "(min-width: 768px) 33vw, 100vw"). */
  sizes: string;
  className?: string;
  loading?: "lazy" | "eager";
}) {
  const sources = uploadedImageSources(src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (failedBeforeHydration(imgRef.current)) setFailedSrc(src);
  }, [src]);
  if (!sources || failedSrc === src) {
    return <ContentImage src={src} alt={alt} width={width} height={height} className={className} loading={loading} decoding="async" />;
  }
  return (
    <picture>
      <source type="image/avif" srcSet={sources.srcSets.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.srcSets.webp} sizes={sizes} />
      <img
        ref={imgRef}
        src={sources.smallest}
        srcSet={sources.srcSets.jpg}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        onError={() => setFailedSrc(src)}
        className={className}
      />
    </picture>
  );
}
