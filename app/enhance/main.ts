// The enhancement entry: the only script a public page (a document) loads first. It attaches the
// modules the page's markup asks for (`data-module="name"`, several names separated by spaces):
// the shell's behaviours are part of this file, a page's own behaviours are separate files
// fetched only when the page has markup for them. A module never builds markup: the server
// renders every state, a module toggles attributes and moves focus. See
// docs/decisions/0024-documents-and-enhancement.md.
import { keepTypedBeforeHydration } from "~/lib/typed-before-hydration";
import type { EnhancementModule } from "./module";

// First, before React's module script runs on an application page: text typed meanwhile is kept.
keepTypedBeforeHydration();

// Shell behaviours: needed on every page, bundled into this file.
const shell = import.meta.glob<EnhancementModule>("./shell/*.ts", { eager: true, import: "default" });
// Page behaviours: one file each, fetched on demand.
const pages = import.meta.glob<EnhancementModule>("./modules/*.ts", { import: "default" });

function moduleName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1, -".ts".length);
}

const eager = new Map(Object.entries(shell).map(([path, run]) => [moduleName(path), run]));
const lazy = new Map(Object.entries(pages).map(([path, load]) => [moduleName(path), load]));
const attached = new WeakMap<Element, Set<string>>();

async function attach(element: HTMLElement, name: string): Promise<void> {
  const done = attached.get(element) ?? new Set<string>();
  if (done.has(name)) return;
  done.add(name);
  attached.set(element, done);
  try {
    const run = eager.get(name) ?? (await lazy.get(name)?.());
    if (!run) {
      console.warn(`[enhance] no module named "${name}"`);
      return;
    }
    run(element);
  } catch (error) {
    // A module that fails leaves its markup as the server rendered it, which works without it.
    console.error(`[enhance] module "${name}" failed`, error);
  }
}

/** Attaches the modules asked for by `root` and everything inside it. */
async function enhance(root: ParentNode = document): Promise<void> {
  const elements: HTMLElement[] = [];
  if (root instanceof HTMLElement && root.dataset.module) elements.push(root);
  root.querySelectorAll<HTMLElement>("[data-module]").forEach((element) => elements.push(element));
  await Promise.all(
    elements.flatMap((element) =>
      (element.dataset.module ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((name) => attach(element, name)),
    ),
  );
}

let firstPassDone = false;
void enhance().then(() => {
  firstPassDone = true;
  // The end-to-end tests wait for this before using a page's widgets.
  document.documentElement.dataset.enhanced = "true";
});

// Markup added later (a fragment swapped in, or, on an application page, React rendering a new
// part of the shell after a client-side navigation) gets its modules too.
// When React renders an application page again from scratch (a hydration it could not complete),
// the document element loses the attributes set here: they are set again once that markup's
// modules are attached.
new MutationObserver((records) => {
  const attaching: Array<Promise<void>> = [];
  for (const record of records) {
    record.addedNodes.forEach((node) => {
      if (node instanceof HTMLElement) attaching.push(enhance(node));
    });
  }
  if (attaching.length === 0 || !firstPassDone || document.documentElement.dataset.enhanced) return;
  void Promise.all(attaching).then(() => {
    document.documentElement.dataset.enhanced = "true";
  });
}).observe(document.documentElement, { childList: true, subtree: true });
