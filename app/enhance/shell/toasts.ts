// The toasts region (components/ui/toaster.tsx): one card, visible while it shows a toast,
// dismissed after 6 s or by its close button (shown only with this module: without scripts it
// could do nothing). The server renders the flash cookie's toast in it; browser code asks for
// one with showToast() (a TOAST_EVENT on the document), written into the same card.
import { normalizeToast, TOAST_EVENT } from "~/lib/toast";
import { afterHydration } from "../hydration";
import type { EnhancementModule } from "../module";

const SHOWN_MS = 6000;

const toasts: EnhancementModule = (region) => {
  let timer: number | undefined;
  const card = () => region.querySelector<HTMLElement>("[data-toast]");

  const reveal = (shown: HTMLElement) => {
    shown.querySelector<HTMLElement>("[data-toast-close]")!.hidden = false;
    shown.hidden = false;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      shown.hidden = true;
    }, SHOWN_MS);
  };

  region.addEventListener("click", (event) => {
    const shown = (event.target as Element).closest("[data-toast-close]")?.closest<HTMLElement>("[data-toast]");
    if (shown) shown.hidden = true;
  });

  const first = card();
  if (first?.dataset.toast === "server") reveal(first);

  // On an application page React renders the next flash toast after an action as a new card.
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof HTMLElement && node.dataset.toast === "server") reveal(node);
      });
    }
  }).observe(region, { childList: true });

  document.addEventListener(TOAST_EVENT, (event) => {
    const toast = normalizeToast((event as CustomEvent<unknown>).detail);
    if (!toast) return;
    // Text written into React's markup before it hydrates would not match what it expects.
    afterHydration(() => {
      const shown = card();
      if (!shown) return;
      shown.dataset.type = toast.type;
      shown.querySelector("[data-toast-title]")!.textContent = toast.title;
      shown.querySelector("[data-toast-description]")!.textContent = toast.description ?? "";
      reveal(shown);
    });
  });
};

export default toasts;
