// Application pages only (root.tsx puts `data-module="keep-typed"` on their body): keeps what is
// typed in a text area before React has hydrated the page (lib/typed-before-hydration.ts).
import type { EnhancementModule } from "../module";
import { noteTypedBeforeHydration } from "~/lib/typed-before-hydration";

const keepTyped: EnhancementModule = () => {
  document.addEventListener("input", (event) => noteTypedBeforeHydration(event.target), true);
  // What the browser restored, or what was typed before this module ran.
  document.querySelectorAll("textarea").forEach((area) => {
    if (area.value !== area.defaultValue) noteTypedBeforeHydration(area);
  });
};

export default keepTyped;
