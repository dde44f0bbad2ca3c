// The gallery's photo viewer (features/gallery/components/PhotoViewer.tsx), rendered open by the
// server: made modal (the page behind is inert, the focus starts on the close link, marked
// autofocus), Escape follows the close link, the arrow keys the previous and next links. The
// links themselves are answered in place by the page's swap module.
//
// The keys are heard on the document, once, for whichever viewer is open: each photo's viewer
// is a new element put in by the swap, and this module attaches to it a moment after it appears
// (the entry's observer, then the module's import). A key pressed in that moment — a visitor
// going through the photos quickly, a slow phone — went to a viewer that did not listen yet and
// was lost. Escape included: until the module has made the new viewer modal it is a plain open
// dialog, which has no close request to answer; once modal, the dialog's own cancel answers it.
import type { EnhancementModule } from "../module";

const follow = (dialog: HTMLDialogElement, selector: string) => dialog.querySelector<HTMLAnchorElement>(selector)?.click();

let keysHeard = false;

function hearArrowKeys(): void {
  if (keysHeard) return;
  keysHeard = true;
  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const dialog = document.querySelector<HTMLDialogElement>('dialog[data-module~="viewer"][open]');
    if (!dialog) return;
    if (event.key === "ArrowLeft") follow(dialog, "[data-viewer-previous]");
    else if (event.key === "ArrowRight") follow(dialog, "[data-viewer-next]");
    else if (event.key === "Escape" && !dialog.matches(":modal")) follow(dialog, "[data-viewer-close]");
    else return;
    event.preventDefault();
  });
}

const viewer: EnhancementModule = (dialog) => {
  if (!(dialog instanceof HTMLDialogElement)) return;
  hearArrowKeys();
  if (dialog.open) dialog.close();
  dialog.showModal();
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    follow(dialog, "[data-viewer-close]");
  });
};

export default viewer;
