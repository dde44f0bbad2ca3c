// Flash toasts: an action sets one and redirects; the root loader reads and clears it.
import { redirect } from "react-router";
import { toastCookie } from "./cookies.server";
import { normalizeToast, type Toast, type ToastInput } from "./toast";

export async function setToastHeader(toast: ToastInput): Promise<string> {
  return toastCookie().serialize(normalizeToast(toast));
}

export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await setToastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** Reads the flash toast of a request; returns it and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; clearHeader: string | null }> {
  const cookie = toastCookie();
  const raw: unknown = await cookie.parse(request.headers.get("cookie"));
  if (!raw) return { toast: null, clearHeader: null };
  return {
    toast: normalizeToast(raw),
    clearHeader: await cookie.serialize("", { maxAge: 0 }),
  };
}
