// In-place navigation for a part of a document (data-module="swap" on an element with an id):
// a GET form inside it (filters, a timeline's view or period) is answered by fetching the page
// the form would open and putting that page's element of the same id in place of this one; the
// address follows (history.pushState, or replaceState for a form marked data-replace), the
// scroll stays, and the focus returns to the control that had it. The server renders the whole
// page as for any visit: one rendering, no fragment of its own. Without scripts, or when the
// fetch fails, the form navigates as usual.
//
// Inside the element: a list or a radio of a form marked data-auto-submit applies at once; the
// address leaves empty fields out; a text field marked data-live-submit applies 300 ms after the
// last keystroke. A link inside it to the same page (another page of results, a filter cleared)
// is answered in place too; a form or a link marked data-replace replaces the history entry, and
// one with data-swap-focus="<selector>" names the element that takes the focus afterwards. An
// element with an id and data-swap-keep is kept as it is (a map); SWAPPED_EVENT tells it.
import type { EnhancementModule } from "../module";
import { regionIn, regionReplaced, replaceRegion } from "../region";

function targetUrl(form: HTMLFormElement, submitter: HTMLElement | null): URL {
  const url = new URL(form.action, window.location.href);
  url.search = "";
  for (const [name, value] of new FormData(form, submitter)) {
    if (typeof value === "string" && value.trim() !== "") url.searchParams.append(name, value.trim());
  }
  return url;
}

/** How to find the same control in the new markup: its id, its name and value, or a link's text. */
function focusKey(element: Element | null): string | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  if (element.id) return `#${CSS.escape(element.id)}`;
  if (element instanceof HTMLAnchorElement) return `link:${element.textContent?.trim() ?? ""}`;
  const name = element.getAttribute("name");
  if (!name) return null;
  const value = element.getAttribute("value");
  return value === null ? `[name="${CSS.escape(name)}"]` : `[name="${CSS.escape(name)}"][value="${CSS.escape(value)}"]`;
}

function findByKey(region: HTMLElement, key: string): HTMLElement | null {
  if (!key.startsWith("link:")) return region.querySelector<HTMLElement>(key);
  const text = key.slice("link:".length);
  return Array.from(region.querySelectorAll("a")).find((link) => link.textContent?.trim() === text) ?? null;
}

/** A text field being typed in keeps what was typed since the request left, and its caret. */
function typingState(element: Element | null): { value: string; start: number | null; end: number | null } | null {
  return element instanceof HTMLInputElement && ["search", "text"].includes(element.type) ? { value: element.value, start: element.selectionStart, end: element.selectionEnd } : null;
}

const LIVE_DELAY_MS = 300;

/**
 * data-swap-scroll-top: the page goes back to its top 100 ms after new content (a chosen
 * neighbourhood). Scroll anchoring is paused meanwhile (the sticky header growing back near the
 * top would stop the page a few pixels short); the visitor scrolling takes over.
 */
function scrollToTop(): void {
  const root = document.documentElement;
  let userScrolled = false;
  const takeOver = () => {
    userScrolled = true;
  };
  const intents = ["wheel", "touchstart", "keydown"] as const;
  window.setTimeout(() => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    root.style.overflowAnchor = "none";
    for (const intent of intents) window.addEventListener(intent, takeOver, { passive: true, once: true });
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    window.setTimeout(
      () => {
        if (!userScrolled && window.scrollY > 0) window.scrollTo({ top: 0, behavior: "auto" });
        root.style.removeProperty("overflow-anchor");
        for (const intent of intents) window.removeEventListener(intent, takeOver);
      },
      reduce ? 0 : 1500,
    );
  }, 100);
}

const swap: EnhancementModule = (region) => {
  const id = region.id;
  if (!id) return;
  let controller: AbortController | null = null;

  /** `trigger`: the link or form that asked; its data-swap-focus names what takes the focus after. */
  const load = async (url: URL, history: "push" | "replace" | "none", trigger?: HTMLElement): Promise<void> => {
    controller?.abort();
    controller = new AbortController();
    const focused = trigger?.dataset.swapFocus ?? focusKey(document.activeElement);
    const focusedElement = document.activeElement;
    region.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(url, { signal: controller.signal, headers: { Accept: "text/html" } });
      if (!response.ok || !response.headers.get("Content-Type")?.includes("text/html")) throw new Error(`HTTP ${response.status}`);
      const found = regionIn(await response.text(), id);
      if (!found) throw new Error(`#${id} is not in ${url.pathname}`);
      if (history === "push") window.history.pushState({ swap: id }, "", url);
      if (history === "replace") window.history.replaceState({ swap: id }, "", url);
      document.title = found.title;
      const typing = typingState(document.activeElement);
      // The current element stays (its listeners with it); its content is the new page's. The
      // entry attaches the modules the new content asks for.
      replaceRegion(region, found.region);
      // Focus inside a kept element (a map's marker) goes back to the same element.
      const kept = focusedElement instanceof HTMLElement && focusedElement.isConnected && region.contains(focusedElement) ? focusedElement : null;
      const again = kept ?? (focused ? findByKey(region, focused) : null);
      if (again) {
        again.focus({ preventScroll: true });
        if (typing && again instanceof HTMLInputElement) {
          again.value = typing.value;
          again.setSelectionRange(typing.start, typing.end);
        }
      } else {
        region.tabIndex = -1;
        region.focus({ preventScroll: true });
        if (region.getBoundingClientRect().top < 0) region.scrollIntoView();
      }
      regionReplaced(region);
      if (region.hasAttribute("data-swap-scroll-top")) scrollToTop();
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      console.warn("[swap] falling back to a page load", error);
      window.location.assign(url);
    } finally {
      region.removeAttribute("aria-busy");
    }
  };

  region.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "get") return;
    event.preventDefault();
    window.clearTimeout(typingTimer);
    const url = targetUrl(form, event.submitter);
    void load(url, form.hasAttribute("data-replace") ? "replace" : "push", form);
  });

  region.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest("a[href]");
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || url.pathname !== window.location.pathname || url.hash) return;
    event.preventDefault();
    void load(url, link.hasAttribute("data-replace") ? "replace" : "push", link);
  });

  let typingTimer: number | undefined;
  region.addEventListener("input", (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !field.hasAttribute("data-live-submit") || !field.form) return;
    const form = field.form;
    window.clearTimeout(typingTimer);
    typingTimer = window.setTimeout(() => form.requestSubmit(), LIVE_DELAY_MS);
  });

  region.addEventListener("change", (event) => {
    const field = event.target;
    const form = field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === "radio") ? field.form : null;
    if (form?.hasAttribute("data-auto-submit") && region.contains(form)) form.requestSubmit();
  });

  window.addEventListener("popstate", () => {
    if (region.isConnected) void load(new URL(window.location.href), "none");
  });

  // A list or a radio changed while the page was still loading, before this module listened.
  for (const form of region.querySelectorAll<HTMLFormElement>("form[data-auto-submit]")) {
    const changed = Array.from(form.elements).some(
      (field) =>
        (field instanceof HTMLSelectElement && Array.from(field.options).some((option) => option.selected !== option.defaultSelected)) ||
        (field instanceof HTMLInputElement && field.type === "radio" && field.checked !== field.defaultChecked),
    );
    if (changed) form.requestSubmit();
  }
};

export default swap;
