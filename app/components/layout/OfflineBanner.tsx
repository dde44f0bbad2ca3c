// Shown while the browser reports being offline (online/offline events).
import { WifiOff } from "lucide-react";
import { useEffect, useState } from "react";

export function OfflineBanner() {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return (
    <div role="status" aria-live="polite" className="no-print">
      {offline ? (
        <div className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950">
          <WifiOff aria-hidden="true" className="h-4 w-4" />
          <strong>Mode hors ligne</strong>
          <span>Certaines fonctionnalités peuvent être limitées</span>
        </div>
      ) : null}
    </div>
  );
}
