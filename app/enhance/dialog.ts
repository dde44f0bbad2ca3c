// The shell's modal dialogs (mobile panel, search overlay) on the browser's own <dialog> element,
// opened with show() and kept modal here: the element covers the viewport (its own translucent
// background is the backdrop, the panel inside it), says aria-modal, holds the focus (Tab and
// Shift+Tab wrap inside it, focus that leaves it is brought back) and closes on Escape, on a
// click outside the panel and on its close buttons; the focus goes back to what had it before.
// The controls that open a dialog point at it with aria-controls; their aria-expanded follows it.
//
// Not showModal(): it makes the rest of the page inert, and Chromium then restyles the whole
// document before the dialog can paint (~0.13 ms an element with the CPU slowed ×4: ~100 ms on the
// home page, over the 100 ms that opening search with Ctrl+K may take; with show(), ~70 ms).
// The gallery's viewer, opened once per photo and not from the keyboard shortcut, stays a native
// modal (modules/viewer.ts).

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab can reach in the dialog, in order (shown elements only). */
function focusables(dialog: HTMLDialogElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);
}

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
  dialog.show();
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
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      closeDialog(dialog);
    } else if (event.key === "Tab") {
      const reachable = focusables(dialog);
      const first = reachable[0];
      const last = reachable[reachable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  });
  dialog.addEventListener("click", (event) => {
    const target = event.target as Element;
    // A click whose target is the <dialog> itself landed outside its panel (the element covers
    // the viewport, the panel inside it): clicks on the panel target a descendant.
    if (target === dialog || target.closest("[data-close]")) closeDialog(dialog);
    else if (target.closest("a[href]")) closeDialog(dialog, false);
  });
  holdFocus();
}

let holding = false;

/** Focus moved outside an open dialog (by a screen reader, a click that got through) goes back in. */
function holdFocus(): void {
  if (holding) return;
  holding = true;
  document.addEventListener("focusin", (event) => {
    const open = document.querySelector<HTMLDialogElement>('dialog[open][aria-modal="true"]');
    if (!open || open.contains(event.target as Node)) return;
    focusables(open)[0]?.focus();
  });
}
