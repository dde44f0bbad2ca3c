// A "print" button rendered hidden (without scripts the browser's own print command is there):
// shown, it opens the print dialog.
import type { EnhancementModule } from "../module";

const print: EnhancementModule = (button) => {
  button.hidden = false;
  button.addEventListener("click", () => window.print());
};

export default print;
