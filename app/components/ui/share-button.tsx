// A "share" button that works: share sheet, else copy the link and confirm with a toast.
// Rendered only once JavaScript runs (without it, the page URL itself is the permalink).
import { Share2 } from "lucide-react";
import { showToast } from "~/components/ui/toaster";
import { absoluteUrl, shareOrCopy } from "~/lib/share";
import { useHydrated } from "~/lib/use-hydrated";

export function ShareButton({
  label,
  title,
  text,
  path,
  className,
}: {
  label: string;
  title: string;
  text?: string;
  /** Path of the page to share, e.g. /quartiers?quartier=terreaux */
  path: string;
  className: string;
}) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        const url = absoluteUrl(path);
        const result = await shareOrCopy({ title, text, url });
        if (result === "copied") showToast({ title: "Lien copié dans le presse-papiers !" });
        if (result === "failed") showToast({ type: "error", title: "Impossible de copier le lien.", description: url });
      }}
    >
      <Share2 aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  );
}
