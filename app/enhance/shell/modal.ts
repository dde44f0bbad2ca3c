// The shell's modal dialogs without behaviour of their own (the mobile panel): see enhance/dialog.ts.
import { wireDialog } from "../dialog";
import type { EnhancementModule } from "../module";

const modal: EnhancementModule = (element) => {
  if (element instanceof HTMLDialogElement) wireDialog(element);
};

export default modal;
