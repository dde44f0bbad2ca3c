// The share button (components/ui/share-button.tsx): the device's share sheet when there is one,
// else the link copied to the clipboard, confirmed by a toast. data-share-mode="copy": a "copy
// the link" button, whose toast names what was copied (data-share-title).
import { absoluteUrl, copyText, shareOrCopy } from "~/lib/share";
import { showToast } from "~/lib/toast";
import type { EnhancementModule } from "../module";

const share: EnhancementModule = (button) => {
  button.hidden = false;
  button.addEventListener("click", async () => {
    // Read at each click: on an application page React may reuse the button for another item.
    const { shareTitle = document.title, shareText, sharePath = window.location.pathname, shareMode } = button.dataset;
    const url = absoluteUrl(sharePath);
    if (shareMode === "copy") {
      if (await copyText(url)) showToast({ title: "Lien copié dans le presse-papiers !", description: shareTitle });
      else showToast({ type: "error", title: "Impossible de copier le lien", description: url });
      return;
    }
    const result = await shareOrCopy({ title: shareTitle, text: shareText, url });
    if (result === "copied") showToast({ title: "Lien copié dans le presse-papiers !" });
    if (result === "failed") showToast({ type: "error", title: "Impossible de copier le lien.", description: url });
  });
};

export default share;
