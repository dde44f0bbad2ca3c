// A person's round portrait: the photo administrators uploaded (its renditions, lib/image-renditions.ts)
// or, without one, their initials on the brand colour. Decorative when `decorative` (the name is
// written next to it).
import { ContentPicture } from "./content-image";

export function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

const SIZES = { md: { px: 56, box: "h-14 w-14 text-xl" }, lg: { px: 64, box: "h-16 w-16 text-2xl" } } as const;

export function Avatar({
  name,
  photo,
  size = "md",
  decorative = false,
  loading = "lazy",
}: {
  name: string;
  photo: { src: string; alt: string } | null;
  size?: keyof typeof SIZES;
  decorative?: boolean;
  loading?: "lazy" | "eager";
}) {
  const { px, box } = SIZES[size];
  if (photo) {
    return <ContentPicture src={photo.src} alt={decorative ? "" : photo.alt} width={px} height={px} sizes={`${px}px`} loading={loading} className={`${box} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`flex ${box} shrink-0 items-center justify-center rounded-full bg-brand-700 font-serif font-bold text-white dark:bg-brand-200 dark:text-brand-900`}>
      {initials(name)}
    </span>
  );
}
