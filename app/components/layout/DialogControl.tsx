// A control that opens one of the shell's dialogs: the button (rendered hidden; the dialog's module
// shows it, enhance/dialog.ts) and, for pages read without scripts, a link to a page doing the same
// job (`data-fallback-for`, hidden by that module). The same content and classes for both.
import type { ReactNode } from "react";

export function DialogControl({
  dialogId,
  fallbackHref,
  className,
  label,
  fallbackLabel = label,
  keyShortcuts,
  children,
}: {
  dialogId: string;
  fallbackHref: string;
  className: string;
  /** The accessible name, when the content is an icon. */
  label?: string;
  fallbackLabel?: string;
  keyShortcuts?: string;
  children: ReactNode;
}) {
  return (
    <>
      <button type="button" hidden className={className} aria-label={label} aria-keyshortcuts={keyShortcuts} aria-haspopup="dialog" aria-controls={dialogId} aria-expanded="false">
        {children}
      </button>
      <a href={fallbackHref} data-fallback-for={dialogId} className={className} aria-label={fallbackLabel} aria-keyshortcuts={keyShortcuts}>
        {children}
      </a>
    </>
  );
}
