// The gallery's photo viewer (features/gallery/components/PhotoViewer.tsx), rendered open by the
// server: made modal (the page behind is inert, the focus starts on the close link, marked
// autofocus), Escape follows the close link, the arrow keys the previous and next links. The
// links themselves are answered in place by the page's swap module.
import type { EnhancementModule } from "../module";

const viewer: EnhancementModule = (dialog) => {
  if (!(dialog instanceof HTMLDialogElement)) return;
  const follow = (selector: string) => dialog.querySelector<HTMLAnchorElement>(selector)?.click();
  if (dialog.open) dialog.close();
  dialog.showModal();
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    follow("[data-viewer-close]");
  });
  dialog.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowLeft") follow("[data-viewer-previous]");
    else if (event.key === "ArrowRight") follow("[data-viewer-next]");
    else return;
    event.preventDefault();
  });
};

export default viewer;
