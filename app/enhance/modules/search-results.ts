// The search overlay's live results (features/search/components/SearchOverlay.tsx), attached to its dialog
// by the shell's search module the first time it opens. From 3 characters, 200 ms after the last
// keystroke, the field's query is sent to the fragment route (data-endpoint, answered by
// features/search/components/SearchPanel.tsx rendered on the server) and its HTML takes the place
// of the previous results (the previous request is abandoned). The status line, a live region,
// says « Recherche… », the fragment's count or empty message (its data-status), or the failure
// text. The field is a combobox over the fragment's listbox: it keeps the focus; ArrowDown and
// ArrowUp move the active option (cyclically), Home and End go to the first and last, Enter opens
// it; the pointer makes the option under it active.
import { afterHydration } from "../hydration";
import type { EnhancementModule } from "../module";

const DEBOUNCE_MS = 200;

/** As the server reads the query (features/search/rules.ts normalizeQuery): collapsed and trimmed. */
const normalize = (value: string) => value.replace(/\s+/g, " ").trim();

const searchResults: EnhancementModule = (dialog) => {
  const field = dialog.querySelector<HTMLInputElement>('input[role="combobox"]');
  const region = dialog.querySelector<HTMLElement>("[data-search-results]");
  const hint = region?.querySelector<HTMLElement>("[data-search-hint]");
  const status = region?.querySelector<HTMLElement>("[data-search-status]");
  const slot = region?.querySelector<HTMLElement>("[data-search-fragment]");
  if (!field || !region || !hint || !status || !slot) return;
  const endpoint = region.dataset.endpoint ?? "/recherche/apercu";
  const minLength = Number(region.dataset.minLength) || 3;

  let shown: string | null = null;
  let wanted = "";
  let controller: AbortController | null = null;
  let timer: number | undefined;
  let active = -1;

  const options = () => (slot.hidden ? [] : Array.from(slot.querySelectorAll<HTMLElement>('[role="option"]')));

  const setStatus = (text: string, tone: string) => {
    if (status.textContent !== text) status.textContent = text;
    status.dataset.tone = tone;
  };

  const setActive = (index: number, scroll: boolean) => {
    const list = options();
    active = index >= 0 && index < list.length ? index : -1;
    list.forEach((option, i) => option.setAttribute("aria-selected", String(i === active)));
    if (active === -1) {
      field.removeAttribute("aria-activedescendant");
      return;
    }
    field.setAttribute("aria-activedescendant", list[active]!.id);
    if (scroll) list[active]!.scrollIntoView({ block: "nearest" });
  };

  const showResults = (visible: boolean) => {
    slot.hidden = !visible;
    setActive(-1, false);
    field.setAttribute("aria-expanded", String(visible && options().length > 0));
  };

  const load = async (query: string) => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    try {
      const response = await fetch(`${endpoint}?q=${encodeURIComponent(query)}`, { signal: current.signal, headers: { Accept: "text/html" } });
      if (!response.ok || !response.headers.get("Content-Type")?.includes("text/html")) throw new Error(`HTTP ${response.status}`);
      const html = await response.text();
      afterHydration(() => {
        if (current.signal.aborted || query !== wanted) return;
        slot.innerHTML = html;
        shown = query;
        showPanel();
      });
    } catch (error) {
      if (current.signal.aborted) return;
      console.warn("[search] live results unavailable", error);
      setStatus(region.dataset.errorText ?? "", "error");
      showResults(false);
    } finally {
      if (controller === current) controller = null;
    }
  };

  const showPanel = () => {
    const panel = slot.querySelector<HTMLElement>("[data-search-panel]");
    setStatus(panel?.dataset.status ?? "", panel?.dataset.tone ?? "");
    showResults(true);
  };

  const update = () => {
    const query = normalize(field.value);
    // The same query (a space added): what is shown or on its way stays.
    if (query === wanted && (shown === query || timer !== undefined || controller)) return;
    wanted = query;
    window.clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = null;
    if (query.length < minLength) {
      hint.hidden = false;
      setStatus("", "");
      showResults(false);
      return;
    }
    hint.hidden = true;
    if (query === shown) {
      showPanel();
      return;
    }
    setStatus(region.dataset.loadingText ?? "", "loading");
    showResults(false);
    timer = window.setTimeout(() => {
      timer = undefined;
      void load(query);
    }, DEBOUNCE_MS);
  };

  field.addEventListener("input", update);

  field.addEventListener("keydown", (event) => {
    const list = options();
    if (list.length === 0 || event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
    const last = list.length - 1;
    let next: number | null = null;
    if (event.key === "ArrowDown") next = active === -1 || active === last ? 0 : active + 1;
    else if (event.key === "ArrowUp") next = active <= 0 ? last : active - 1;
    else if (event.key === "Home" && active >= 0) next = 0;
    else if (event.key === "End" && active >= 0) next = last;
    else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      // The link's own click: the dialog closes (enhance/dialog.ts) and the browser follows it.
      list[active]!.click();
      return;
    }
    if (next === null) return;
    event.preventDefault();
    setActive(next, true);
  });

  slot.addEventListener("pointermove", (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (!option) return;
    const index = options().indexOf(option);
    if (index !== active) setActive(index, false);
  });

  // Typed before this module arrived: search it now.
  update();
};

export default searchResults;
