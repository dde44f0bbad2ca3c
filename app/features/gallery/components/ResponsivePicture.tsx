// A committed gallery image as <picture>: AVIF, WebP and JPEG at several widths, the box
// reserved by width/height, native lazy loading below the fold, and a neutral placeholder
// when the image cannot be loaded.
import { useEffect, useRef, useState } from "react";
import { failedBeforeHydration, IMAGE_PLACEHOLDER_SRC } from "~/components/ui/content-image";
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
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imgRef = useRef<HTMLImageElement>(null);

  // An error that happened before hydration fired no React event: detect it on mount.
  useEffect(() => {
    const img = imgRef.current;
    if (failedBeforeHydration(img)) setFailedSrc(image.src);
  }, [image.src]);

  if (failedSrc === image.src) {
    return (
      <img
        src={IMAGE_PLACEHOLDER_SRC}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={className}
        data-placeholder="true"
      />
    );
  }
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcSets.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcSets.webp} sizes={sizes} />
      <img
        ref={imgRef}
        src={image.src}
        srcSet={image.srcSets.jpg}
        sizes={sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding={loading === "lazy" ? "async" : "auto"}
        fetchPriority={highPriority ? "high" : undefined}
        onError={() => setFailedSrc(image.src)}
        className={className}
      />
    </picture>
  );
}
