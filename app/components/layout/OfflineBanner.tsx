// Shown while the browser reports being offline (online/offline events).
import { WifiOff } from "lucide-react";
import { useOnline } from "~/lib/use-online";

export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="no-print">
      {online ? null : (
        <div className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950">
          <WifiOff aria-hidden="true" className="h-4 w-4" />
          <strong>Mode hors ligne</strong>
          <span>Certaines fonctionnalités peuvent être limitées</span>
        </div>
      )}
    </div>
  );
}
