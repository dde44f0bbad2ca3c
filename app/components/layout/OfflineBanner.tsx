// Shown while the browser reports being offline: a live region rendered empty, whose message the
// shell module enhance/shell/offline-banner.ts reveals on the offline event (and at load).
import { WifiOff } from "~/components/ui/icons";

export function OfflineBanner() {
  return (
    <div role="status" aria-live="polite" className="no-print" data-module="offline-banner">
      <div hidden className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950">
        <WifiOff aria-hidden="true" className="h-4 w-4" />
        <strong>Mode hors ligne</strong>
        <span>Certaines fonctionnalités peuvent être limitées</span>
      </div>
    </div>
  );
}
