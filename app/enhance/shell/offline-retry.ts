// The offline page's line about the page asked for (routes/public/offline.tsx): the service worker
// answers `/hors-ligne?page=…` with the offline page it keeps, rendered without that address, so
// the line and its « Réessayer » link are set from the address here. A shell module: the offline
// page is read offline, when a page module might not be on the device.
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { EnhancementModule } from "../module";

const offlineRetry: EnhancementModule = (line) => {
  const requested = new URLSearchParams(window.location.search).get("page");
  const link = line.querySelector("a");
  if (!requested || !link) return;
  link.href = safeRedirectPath(requested, "/");
  line.hidden = false;
};

export default offlineRetry;
