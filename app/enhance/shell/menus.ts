// The header's desktop menus (components/layout/DesktopNav.tsx): disclosure buttons over lists of
// links. The spec's timings: a menu opens on click, or on hover after 200 ms; within 300 ms of
// another menu being open, hovering the next trigger opens it at once; it closes 150 ms after the
// pointer leaves. Escape closes it and returns the focus to its button; so do a click outside, the
// focus leaving the navigation, and following one of its links.
import type { EnhancementModule } from "../module";

export const OPEN_DELAY_MS = 200;
export const SKIP_DELAY_MS = 300;
export const CLOSE_DELAY_MS = 150;

const menus: EnhancementModule = (nav) => {
  const triggers = Array.from(nav.querySelectorAll<HTMLButtonElement>("button[aria-controls]"));
  let open: HTMLButtonElement | null = null;
  let timer: number | undefined;
  let lastOpenAt = 0;

  const panel = (trigger: HTMLButtonElement) => document.getElementById(trigger.getAttribute("aria-controls")!);
  const show = (next: HTMLButtonElement | null) => {
    window.clearTimeout(timer);
    if (open === next) return;
    if (open) {
      open.setAttribute("aria-expanded", "false");
      panel(open)!.hidden = true;
      lastOpenAt = Date.now();
    }
    open = next;
    if (next) {
      next.setAttribute("aria-expanded", "true");
      panel(next)!.hidden = false;
    }
  };
  const schedule = (action: () => void, ms: number) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(action, ms);
  };

  for (const trigger of triggers) {
    const item = trigger.closest("li")!;
    trigger.addEventListener("click", () => show(open === trigger ? null : trigger));
    item.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      if (open !== null || Date.now() - lastOpenAt < SKIP_DELAY_MS) show(trigger);
      else schedule(() => show(trigger), OPEN_DELAY_MS);
    });
    item.addEventListener("pointerleave", (event) => {
      if (event.pointerType === "mouse") schedule(() => show(null), CLOSE_DELAY_MS);
    });
  }

  nav.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !open) return;
    const trigger = open;
    show(null);
    trigger.focus();
  });
  nav.addEventListener("focusout", (event) => {
    if (open && !nav.contains(event.relatedTarget as Node | null)) show(null);
  });
  nav.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a[href]")) show(null);
  });
  document.addEventListener("pointerdown", (event) => {
    if (open && !nav.contains(event.target as Node)) show(null);
  });
};

export default menus;
