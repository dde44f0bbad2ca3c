// A content picture that cannot be loaded shows the neutral placeholder in its box, keeping its
// alternative text (components/ui/content-image.tsx, spec 01 §4), whether it failed before this
// module attached or after. In a <picture>, the sources point at the placeholder too, or the
// browser would keep choosing them.
import type { EnhancementModule } from "../module";

const imageFallback: EnhancementModule = (img) => {
  if (!(img instanceof HTMLImageElement)) return;
  const placeholder = img.dataset.placeholderSrc;
  if (!placeholder) return;
  const fail = () => {
    if (img.dataset.placeholder === "true") return;
    img.dataset.placeholder = "true";
    img.parentElement?.querySelectorAll("source").forEach((source) => source.setAttribute("srcset", placeholder));
    img.removeAttribute("srcset");
    img.src = placeholder;
  };
  img.addEventListener("error", fail);
  if (img.complete && img.naturalWidth === 0 && img.currentSrc) fail();
};

export default imageFallback;
