// The search overlay (features/search/components/SearchOverlay.tsx), a modal dialog (enhance/dialog.ts):
// Ctrl/Cmd+K opens it from anywhere (another shell dialog, the mobile panel, gives way) with the
// focus in the field; « Effacer » shows only while the field holds text and empties it; sending
// the form (to /recherche) closes it. The live results are a module of their own
// (modules/search-results.ts), fetched the first time the overlay opens.
import { openDialog, closeDialog, wireDialog } from "../dialog";
import type { EnhancementModule } from "../module";

const search: EnhancementModule = (dialog) => {
  if (!(dialog instanceof HTMLDialogElement)) return;
  const field = dialog.querySelector<HTMLInputElement>('input[name="q"]');
  const clear = dialog.querySelector<HTMLButtonElement>("[data-clear]");
  wireDialog(dialog);
  if (!field) return;

  let live: Promise<void> | null = null;
  const startLive = () => {
    live ??= import("../modules/search-results").then(({ default: attach }) => attach(dialog));
  };

  document.addEventListener("keydown", (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== "k") return;
    event.preventDefault();
    if (!dialog.open) openDialog(dialog);
    field.focus();
  });
  dialog.addEventListener("adpl:open", () => {
    field.focus();
    startLive();
  });

  const syncClear = () => {
    if (clear) clear.hidden = field.value === "";
  };
  field.addEventListener("input", () => {
    syncClear();
    startLive();
  });
  clear?.addEventListener("click", () => {
    field.value = "";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.focus();
  });
  field.form?.addEventListener("submit", () => closeDialog(dialog, false));
  // A value the browser restored (back-forward navigation) keeps its clear button.
  syncClear();
};

export default search;
