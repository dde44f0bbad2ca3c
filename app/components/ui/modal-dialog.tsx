// A modal dialog on the browser's own <dialog> element (showModal): the rest of the page is
// inert, focus moves into the dialog and comes back to where it was when it closes, Escape
// closes it (the cancel event), and so does a click on the backdrop. Page scroll is blocked by
// app.css while a modal dialog is open. No widget library: the shell ships none (issue 19).
import { useEffect, useRef, type ReactNode } from "react";

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its title). */
  labelledBy: string;
  /** Selector of the element to focus when it opens; the first focusable one otherwise. */
  initialFocus?: string;
  className?: string;
  children: ReactNode;
}

export function ModalDialog({ open, onClose, labelledBy, initialFocus, className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement;
      dialog.showModal();
      if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  // Closed by a navigation or by the parent: put the focus back where it was (unless the page
  // moved it elsewhere meanwhile).
  useEffect(() => {
    if (open) return;
    const previous = returnFocus.current;
    returnFocus.current = null;
    if (previous instanceof HTMLElement && previous.isConnected && (document.activeElement === document.body || document.activeElement === null)) {
      previous.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={className}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click whose target is the <dialog> itself landed on its ::backdrop: the content
      // fills the element, so clicks inside always target a descendant.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
