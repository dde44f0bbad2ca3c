// Under a form: that its submission made offline is kept and will leave with the connection,
// or that it could not be kept (what was typed stays in the form). Both are rendered hidden; the
// form module (enhance/modules/form.ts) shows the one that applies (data-offline-notice), and
// the toast announces the same.
import { WifiOff } from "~/components/ui/icons";
import { OFFLINE_TEXTS } from "../texts";

export function OfflineSubmitNotice() {
  return (
    <>
      <p role="status" hidden data-offline-notice="queued" className="offline-notice-kept">
        <WifiOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {OFFLINE_TEXTS.queuedNotice}
      </p>
      <p role="alert" hidden data-offline-notice="not-kept" className="offline-notice-lost">
        <WifiOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {OFFLINE_TEXTS.notKept}
      </p>
    </>
  );
}
