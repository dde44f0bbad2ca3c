// Toasts: one visible at a time, announced politely, dismissed after 6 s or by the close button.
// Server code sets them through the flash cookie; browser code calls showToast().
import { CheckCircle2, Info, X, XCircle } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { normalizeToast, type Toast, type ToastInput } from "~/lib/toast";

let current: Toast | null = null;
const listeners = new Set<() => void>();

export function showToast(input: ToastInput): void {
  current = normalizeToast(input);
  for (const listener of listeners) listener();
}

function dismiss() {
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster({ initial }: { initial: Toast | null }) {
  const [seen, setSeen] = useState<string | null>(null);
  useEffect(() => {
    if (initial && initial.id !== seen) {
      setSeen(initial.id);
      showToast(initial);
    }
  }, [initial, seen]);
  const toast = useSyncExternalStore(subscribe, () => current, () => initial);
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(dismiss, 6000);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const Icon = toast?.type === "error" ? XCircle : toast?.type === "info" ? Info : CheckCircle2;
  return (
    // Top right under the sticky header on desktop, top under the header on phones: never over
    // the page's actions or a summary at the bottom of the screen (issue 11).
    <div
      aria-live="polite"
      role="status"
      className="no-print pointer-events-none fixed inset-x-0 top-20 z-[60] flex justify-center px-4 sm:top-24 sm:justify-end sm:px-6 lg:px-8"
    >
      {toast ? (
        <div
          key={toast.id}
          data-testid="toast"
          className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border p-4 shadow-xl ${
            toast.type === "error"
              ? "border-red-300 bg-red-50 text-red-950"
              : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          }`}
        >
          <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${toast.type === "error" ? "text-red-700" : "text-emerald-700 dark:text-emerald-400"}`} />
          <div className="flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description ? <p className="mt-0.5 text-sm">{toast.description}</p> : null}
          </div>
          <button type="button" onClick={dismiss} className="-m-1.5 rounded-full p-2 hover:bg-black/5" aria-label="Fermer la notification">
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
