// The shell's modal dialogs (mobile panel, search overlay) on the browser's own <dialog> element:
// showModal makes the rest of the page inert, puts the focus on the element marked `autofocus`
// (or the first focusable one) and Escape closes it; the focus goes back to what had it before.
// The controls that open a dialog point at it with aria-controls; their aria-expanded follows it.

function controls(dialog: HTMLDialogElement): HTMLElement[] {
  return dialog.id ? Array.from(document.querySelectorAll<HTMLElement>(`[aria-controls="${CSS.escape(dialog.id)}"][aria-haspopup="dialog"]`)) : [];
}

function setExpanded(dialog: HTMLDialogElement, open: boolean): void {
  for (const control of controls(dialog)) control.setAttribute("aria-expanded", String(open));
}

const returnFocus = new WeakMap<HTMLDialogElement, HTMLElement>();

export function openDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  // Only one modal at a time: another open shell dialog gives way.
  document.querySelectorAll<HTMLDialogElement>("dialog[open]").forEach((other) => closeDialog(other, false));
  if (document.activeElement instanceof HTMLElement) returnFocus.set(dialog, document.activeElement);
  dialog.showModal();
  setExpanded(dialog, true);
  dialog.dispatchEvent(new Event("adpl:open"));
}

/** `restoreFocus`: false when the dialog closes because another takes its place. */
export function closeDialog(dialog: HTMLDialogElement, restoreFocus = true): void {
  if (dialog.open) dialog.close();
  setExpanded(dialog, false);
  const previous = returnFocus.get(dialog);
  returnFocus.delete(dialog);
  if (restoreFocus && previous?.isConnected) previous.focus();
}

/**
 * Wires a dialog rendered by the server: its controls (rendered `hidden`, since without scripts
 * they could do nothing) appear and their fallback links (`data-fallback-for="<dialog id>"`, which
 * lead to a page doing the same job) disappear; the buttons marked `data-close` and a click on the
 * backdrop close it, as does following a link inside it.
 */
export function wireDialog(dialog: HTMLDialogElement): void {
  for (const control of controls(dialog)) {
    control.hidden = false;
    control.addEventListener("click", () => openDialog(dialog));
  }
  document.querySelectorAll<HTMLElement>(`[data-fallback-for="${CSS.escape(dialog.id)}"]`).forEach((fallback) => {
    fallback.hidden = true;
  });
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    closeDialog(dialog);
  });
  dialog.addEventListener("click", (event) => {
    const target = event.target as Element;
    // A click whose target is the <dialog> itself landed on its ::backdrop: the content fills
    // the element, so clicks inside always target a descendant.
    if (target === dialog || target.closest("[data-close]")) closeDialog(dialog);
    else if (target.closest("a[href]")) closeDialog(dialog, false);
  });
}
