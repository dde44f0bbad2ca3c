// Browser sharing: the device share sheet when there is one, else the link copied to the clipboard.
export type ShareResult = "shared" | "copied" | "cancelled" | "failed";

export interface ShareData {
  title: string;
  text?: string;
  url: string;
}

/** Copies a text to the clipboard; false when the browser refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API refused (insecure context, no permission): the legacy copy command.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    let copied = false;
    try {
      copied = document.execCommand("copy");
    } catch {
      copied = false;
    }
    area.remove();
    return copied;
  }
}

/** Shares through the share sheet, or copies the link; says which happened. */
export async function shareOrCopy(data: ShareData): Promise<ShareResult> {
  if (typeof navigator.share === "function" && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // Share sheet unavailable at this moment: fall back to copying.
    }
  }
  return (await copyText(data.url)) ? "copied" : "failed";
}

/** Absolute URL of a path of this site, for sharing. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
