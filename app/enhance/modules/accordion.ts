// One-open-at-a-time cards (data-module="accordion" on their container): each item
// ([data-accordion-item], with an id) has a toggle button rendered hidden
// (button[data-accordion-toggle][aria-controls]) beside the link that opens it server-side
// without scripts ([data-accordion-fallback], hidden here). The item's data-open says whether it
// is open (its styles show the content). An address whose #fragment names an item opens it and
// brings it into view (a shared link).
import type { EnhancementModule } from "../module";

const accordion: EnhancementModule = (container) => {
  const items = () => Array.from(container.querySelectorAll<HTMLElement>("[data-accordion-item]"));
  const toggleOf = (item: HTMLElement) => item.querySelector<HTMLButtonElement>("button[data-accordion-toggle]");

  const setOpen = (item: HTMLElement, open: boolean) => {
    item.dataset.open = String(open);
    toggleOf(item)?.setAttribute("aria-expanded", String(open));
  };
  const openOnly = (target: HTMLElement | null) => {
    for (const item of items()) setOpen(item, item === target);
  };

  for (const item of items()) {
    const toggle = toggleOf(item);
    if (toggle) toggle.hidden = false;
    item.querySelectorAll<HTMLElement>("[data-accordion-fallback]").forEach((fallback) => {
      fallback.hidden = true;
    });
  }

  container.addEventListener("click", (event) => {
    const toggle = (event.target as Element).closest("button[data-accordion-toggle]");
    const item = toggle?.closest<HTMLElement>("[data-accordion-item]");
    if (!item || !container.contains(item)) return;
    openOnly(item.dataset.open === "true" ? null : item);
  });

  const fromAddress = () => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const item = id ? document.getElementById(id) : null;
    if (!item || !container.contains(item) || !item.hasAttribute("data-accordion-item")) return;
    openOnly(item);
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    requestAnimationFrame(() => item.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" }));
  };
  fromAddress();
  window.addEventListener("hashchange", fromAddress);
};

export default accordion;
