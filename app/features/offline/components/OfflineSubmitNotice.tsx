// Under a form: that its submission made offline is kept and will leave with the connection,
// or that it could not be kept (what was typed stays in the form). Both are rendered hidden; the
// form module (enhance/modules/form.ts) shows the one that applies (data-offline-notice), and
// the toast announces the same.
import { WifiOff } from "lucide-react";
import { OFFLINE_TEXTS } from "../texts";

export function OfflineSubmitNotice() {
  return (
    <>
      <p role="status" hidden data-offline-notice="queued" className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <WifiOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {OFFLINE_TEXTS.queuedNotice}
      </p>
      <p role="alert" hidden data-offline-notice="not-kept" className="flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-950">
        <WifiOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {OFFLINE_TEXTS.notKept}
      </p>
    </>
  );
}
