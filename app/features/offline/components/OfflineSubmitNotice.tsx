// Under a form: that its submission made offline is kept and will leave with the connection,
// or that it could not be kept (what was typed stays in the form). The toast announces the
// same; nothing is rendered until the visitor submits offline.
import { WifiOff } from "lucide-react";
import type { OfflineSubmitState } from "../use-offline-submit";
import { OFFLINE_TEXTS } from "../texts";

export function OfflineSubmitNotice({ state }: { state: OfflineSubmitState }) {
  if (state === "idle") return null;
  const queued = state === "queued";
  return (
    <p
      role={queued ? "status" : "alert"}
      className={`flex items-start gap-2 rounded-xl border p-4 text-sm ${queued ? "border-amber-300 bg-amber-50 text-amber-950" : "border-red-300 bg-red-50 text-red-950"}`}
    >
      <WifiOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {queued ? OFFLINE_TEXTS.queuedNotice : OFFLINE_TEXTS.notKept}
    </p>
  );
}
