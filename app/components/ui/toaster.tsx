// Toasts: one visible at a time, announced politely, dismissed after 6 s or by the close button.
// Server code sets them through the flash cookie: the server renders that toast here, so it shows
// without scripts. Browser code calls showToast() (lib/toast.ts), which the shell's toasts module
// (enhance/shell/toasts.ts) shows in the same card (rendered hidden and empty when there is no
// flash toast), writing its texts and type. On an application page React renders the next flash
// toast as a new card (keyed by its id); the shell's data read again without a toast leaves the
// card as it is, so a toast the module is showing is not wiped by React.
import { CheckCircle2, Info, X, XCircle } from "~/components/ui/icons";
import { useState } from "react";
import type { Toast } from "~/lib/toast";

export { showToast } from "~/lib/toast";

export function Toaster({ initial }: { initial: Toast | null }) {
  // The last flash toast rendered: a new one replaces it, none keeps it (and the card's state).
  const [shown, setShown] = useState(initial);
  if (initial && initial.id !== shown?.id) setShown(initial);
  return (
    // Top right under the sticky header on desktop, top under the header on phones: never over
    // the page's actions or a summary at the bottom of the screen (issue 11).
    <div
      aria-live="polite"
      role="status"
      data-module="toasts"
      className="no-print pointer-events-none fixed inset-x-0 top-20 z-[60] flex justify-center px-4 sm:top-24 sm:justify-end sm:px-6 lg:px-8"
    >
      <ToastCard key={shown?.id ?? "none"} toast={shown} />
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast | null }) {
  return (
    <div
      data-testid="toast"
      data-toast={toast ? "server" : "empty"}
      data-type={toast?.type ?? "success"}
      hidden={!toast}
      className="group pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-xl data-[type=error]:border-red-300 data-[type=error]:bg-red-50 data-[type=error]:text-red-950 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:data-[type=error]:border-red-300 dark:data-[type=error]:bg-red-50 dark:data-[type=error]:text-red-950"
    >
      <CheckCircle2 aria-hidden="true" className={`${ICON} text-emerald-700 group-data-[type=error]:hidden group-data-[type=info]:hidden dark:text-emerald-400`} />
      <Info aria-hidden="true" className={`${ICON} hidden text-emerald-700 group-data-[type=info]:block dark:text-emerald-400`} />
      <XCircle aria-hidden="true" className={`${ICON} hidden text-red-700 group-data-[type=error]:block`} />
      <div className="flex-1">
        {/* One string child each: React and the module both set their textContent. */}
        <p className="font-semibold" data-toast-title="">
          {toast?.title ?? ""}
        </p>
        <p className="mt-0.5 text-sm empty:hidden" data-toast-description="">
          {toast?.description ?? ""}
        </p>
      </div>
      <button type="button" data-toast-close="" hidden className="-m-1.5 rounded-full p-2 hover:bg-black/5" aria-label="Fermer la notification">
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}

const ICON = "mt-0.5 h-5 w-5 shrink-0";
