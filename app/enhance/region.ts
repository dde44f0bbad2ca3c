// Putting a server-rendered part of a page in place of the current one, for the modules that
// answer in place (swap: a filter or a page of results; form: a form's answer). The server
// renders the new part as for any visit; nothing here builds markup.
import { SWAPPED_EVENT } from "./swap-events";

/** The element of the same id in an HTML page the server answered with, or null. */
export function regionIn(html: string, id: string): { region: HTMLElement; title: string } | null {
  const next = new DOMParser().parseFromString(html, "text/html");
  const region = next.getElementById(id);
  return region ? { region, title: next.title } : null;
}

/**
 * Moves the new part's content into the current element (which keeps its listeners). Parsed
 * without scripts, a <noscript> holds markup the page with scripts shows none of: removed. What
 * asks to be kept (data-swap-keep with an id: a map with its state) stays as it is, in its new place.
 */
export function replaceRegion(region: HTMLElement, replacement: HTMLElement): void {
  replacement.querySelectorAll("noscript").forEach((element) => element.remove());
  replacement.querySelectorAll<HTMLElement>("[data-swap-keep][id]").forEach((fresh) => {
    const kept = document.getElementById(fresh.id);
    if (kept && region.contains(kept)) fresh.replaceWith(kept);
  });
  region.replaceChildren(...Array.from(replacement.childNodes));
}

/** Tells the page's modules (SWAPPED_EVENT), and says again what a live region that arrived holds. */
export function regionReplaced(region: HTMLElement): void {
  document.dispatchEvent(new CustomEvent(SWAPPED_EVENT, { detail: { region: region.id } }));
  // A live region that arrives with the new content says nothing: its text is set again (a
  // region holding markup, a form's answer, is announced by the focus it receives instead).
  region.querySelectorAll<HTMLElement>('[role="status"], [role="alert"], [aria-live]').forEach((status) => {
    const text = status.textContent;
    if (!text || status.childElementCount > 0) return;
    status.textContent = "";
    requestAnimationFrame(() => {
      status.textContent = text;
    });
  });
}
