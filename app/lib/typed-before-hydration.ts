// On an application page, React 19 puts a text area that had server-rendered text back to that
// text as it hydrates it, silently undoing an edit made on a slow phone before the app's code
// arrived. The enhancement module `keep-typed` (app/enhance/shell/keep-typed.ts, loaded first)
// notes what is typed in a text area until the page has hydrated; TextAreaField puts it back.

const TYPED = "__adplTyped";
type Holder = HTMLTextAreaElement & { [TYPED]?: unknown };

/** Notes the text area's value while the page has not hydrated yet. */
export function noteTypedBeforeHydration(target: EventTarget | null): void {
  if (!(target instanceof HTMLTextAreaElement) || document.documentElement.hasAttribute("data-hydrated")) return;
  (target as Holder)[TYPED] = target.value;
}

/** Puts back in a text area, once React has hydrated it, what was typed in it before. */
export function restoreTypedBeforeHydration(element: HTMLTextAreaElement | null): void {
  const holder = element as Holder | null;
  const typed = holder?.[TYPED];
  if (!holder || typeof typed !== "string") return;
  delete holder[TYPED];
  if (holder.value !== typed) holder.value = typed;
}
