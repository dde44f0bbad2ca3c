// What a visitor types in a text area of an application page before React has hydrated it (a
// slow phone, scripts still arriving) is kept: React 19 puts a text area that had server-rendered
// text back to that text as it hydrates it, which would silently undo the edit. The enhancement
// entry, which runs before React's own module script (module scripts run in document order),
// notes the text (keepTypedBeforeHydration); TextAreaField puts it back once hydrated
// (restoreTypedBeforeHydration). Documents never hydrate and need neither.

/** Where a text area keeps what was typed in it before hydration. */
const TYPED = "__adplTyped";

type Holder = HTMLTextAreaElement & { [TYPED]?: unknown };

function hydrated(): boolean {
  return document.documentElement.hasAttribute("data-hydrated");
}

function keep(target: EventTarget | null): void {
  if (target instanceof HTMLTextAreaElement && !hydrated()) (target as Holder)[TYPED] = target.value;
}

/**
 * On an application page, until it has hydrated: notes each text area's text as it is typed, and
 * the text already changed (typed, or restored by the browser) when this runs.
 */
export function keepTypedBeforeHydration(): void {
  const html = document.documentElement;
  if (!html.hasAttribute("data-app") || hydrated()) return;
  document.querySelectorAll("textarea").forEach((area) => {
    if (area.value !== area.defaultValue) keep(area);
  });
  const onInput = (event: Event) => keep(event.target);
  document.addEventListener("input", onInput, true);
  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    document.removeEventListener("input", onInput, true);
  });
  observer.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
}

/**
 * Puts back in a text area, once React has hydrated it, what the visitor typed in it before; nothing
 * for a text area mounted later or left as it was.
 */
export function restoreTypedBeforeHydration(element: HTMLTextAreaElement | null): void {
  const holder = element as Holder | null;
  const typed = holder?.[TYPED];
  if (!holder || typeof typed !== "string") return;
  delete holder[TYPED];
  if (holder.value !== typed) holder.value = typed;
}
