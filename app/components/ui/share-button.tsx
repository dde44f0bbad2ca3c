// A "share" button that works: share sheet, else copy the link and confirm with a toast. Rendered
// hidden; the page module enhance/modules/share.ts shows it and does the sharing (without scripts
// it could do nothing, and the page URL itself is the permalink).
import { Share2 } from "~/components/ui/icons";

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
  return (
    <button type="button" hidden data-module="share" data-share-title={title} data-share-text={text} data-share-path={path} className={className}>
      <Share2 aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  );
}
