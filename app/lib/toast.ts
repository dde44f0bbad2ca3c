// Toast messages shared by server (flash cookie) and browser (the Toaster in the shell).
// Plain TypeScript on purpose: the shell's client bundle must not pull in a schema library.

export type ToastType = "success" | "error" | "info";

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
}

export interface ToastInput {
  id?: string;
  type?: ToastType;
  title: string;
  description?: string;
}

const TYPES: readonly ToastType[] = ["success", "error", "info"];

/** Fills defaults and bounds lengths; returns null for anything that is not a toast. */
export function normalizeToast(input: unknown): Toast | null {
  if (typeof input !== "object" || input === null) return null;
  const value = input as Record<string, unknown>;
  if (typeof value.title !== "string" || value.title === "") return null;
  const type = TYPES.includes(value.type as ToastType) ? (value.type as ToastType) : "success";
  const toast: Toast = {
    id: typeof value.id === "string" && value.id ? value.id.slice(0, 40) : Math.random().toString(36).slice(2),
    type,
    title: value.title.slice(0, 200),
  };
  if (typeof value.description === "string" && value.description) toast.description = value.description.slice(0, 500);
  return toast;
}

/** The DOM event that asks the shell's toasts module to show a toast (detail: a ToastInput). */
export const TOAST_EVENT = "adpl:toast";

/** Shows a toast from browser code: the shell's toasts module (enhance/shell/toasts.ts) displays it. */
export function showToast(input: ToastInput): void {
  const toast = normalizeToast(input);
  if (toast && typeof document !== "undefined") document.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: toast }));
}
