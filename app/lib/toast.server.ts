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

/**
 * A request the browser makes ahead of the visitor (the service worker keeping pages for offline
 * reading, a speculative prefetch): the visitor does not see its answer, so it must neither show
 * nor use up a toast meant for the page they are going to.
 */
function isPrefetch(request: Request): boolean {
  return /prefetch/i.test(request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "");
}

/** Reads the flash toast of a request; returns it and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; clearHeader: string | null }> {
  if (isPrefetch(request)) return { toast: null, clearHeader: null };
  const cookie = toastCookie();
  const raw: unknown = await cookie.parse(request.headers.get("cookie"));
  if (!raw) return { toast: null, clearHeader: null };
  return {
    toast: normalizeToast(raw),
    clearHeader: await cookie.serialize("", { maxAge: 0 }),
  };
}
