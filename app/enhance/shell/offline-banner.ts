// The offline banner (components/layout/OfflineBanner.tsx) follows the browser's connection state.
// The page also tells others through html[data-offline] (the consent banner hides while offline).
import type { EnhancementModule } from "../module";

const offlineBanner: EnhancementModule = (region) => {
  const message = region.firstElementChild as HTMLElement;
  const update = () => {
    message.hidden = navigator.onLine;
    document.documentElement.toggleAttribute("data-offline", !navigator.onLine);
  };
  update();
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
};

export default offlineBanner;
