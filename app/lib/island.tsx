// Islands: parts of a page whose code the browser fetches only when a visitor gets near them or
// starts using them (a form further down the home page, a carousel below the fold), so that the
// first load carries the page's text and links and little else (issue 19, ADR 0006).
//
// The server renders an island like any component, inside a Suspense boundary. When the page
// hydrates, React finds the island's code missing and leaves the boundary's server HTML as it is
// ("dehydrated"): it stays visible and works as it does without JavaScript (links, native form
// posts). The code is fetched when the island comes within a screen of the viewport, or at the
// first focus, pointer press or key press inside it, and React then hydrates the boundary in
// place. A form sent before its code has arrived is held until it has, then sent again. An
// island that appears after hydration (a client-side navigation) fetches its code at once and
// shows nothing until it has arrived; so does one that React must update (see Island).
import { Suspense, use, useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";

/** Triggers that fetch an island's code: the events that show a visitor is about to use it. */
const INTERACTION_EVENTS = ["focusin", "pointerdown", "keydown", "touchstart"] as const;
/** How long a form sent before its island's code arrived waits for it before posting natively. */
const SUBMIT_WAIT_MS = 8000;

let documentHydrated = false;
/** Called by the root once the document has hydrated: islands rendered after that load at once. */
export function markDocumentHydrated(): void {
  documentHydrated = true;
}

const serverLoads: Promise<unknown>[] = [];

/**
 * On the server: resolves once every island's code has been imported. A Suspense boundary whose
 * content is not ready when the page is rendered would be sent after the page and revealed by a
 * script — invisible without JavaScript.
 */
export async function islandsLoaded(): Promise<void> {
  await Promise.all(serverLoads);
}

/** `load` imports the island's module and returns its component: `() => import("./Form").then((m) => m.Form)`. */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let release: (() => void) | null = null;
  const requested = new Promise<void>((resolve) => {
    release = resolve;
  });
  const ready = requested
    .then(load)
    .then(
      (component) => {
        loaded = component;
        return component;
      },
      // The code could not be fetched (offline, a new deployment): the island keeps the
      // server's HTML, which works without it, rather than turning the page into an error.
      () => new Promise<ComponentType<P>>(() => {}),
    );
  const request = () => release?.();
  // The server renders islands in full: their code is part of the server build, imported at
  // once, and entry.server.tsx waits for it before rendering (islandsLoaded).
  if (import.meta.env.SSR) {
    request();
    serverLoads.push(ready);
  }

  function Content({ props, onHydrated }: { props: P; onHydrated: () => void }) {
    const Component = loaded ?? use(ready);
    useEffect(onHydrated, [onHydrated]);
    return <Component {...props} />;
  }

  function Island(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // Set once the island's own code runs; until then its HTML is the server's.
    const hydrated = useRef(false);
    // A form sent before the code arrived: its submit button, sent again once hydrated.
    const heldSubmit = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
    // Mounted after the document hydrated (a client-side navigation, not the server's HTML):
    // load now. Decided once, at mount.
    const [late] = useState(() => documentHydrated);
    // The router's state is React context, and React cannot tell whether a boundary it has not
    // hydrated reads it: a router update (a navigation starting, a form sent through a fetcher,
    // a revalidation) must hydrate the page's islands before it can show. Their code is fetched
    // as soon as one begins.
    const navigation = useNavigation();
    const fetchers = useFetchers();
    const revalidator = useRevalidator();
    const routerBusy = navigation.state !== "idle" || fetchers.length > 0 || revalidator.state !== "idle";
    if (late || (documentHydrated && routerBusy)) request();

    // What the visitor typed or chose in the server's HTML before the code arrived: hydrating the
    // form resets its fields to their defaults, so it is put back (with the events the form's
    // code listens to) before anything else.
    const edits = useRef(new Map<string, FieldState>());

    const onHydrated = useCallback(() => {
      hydrated.current = true;
      // Said in the DOM (React never rewrites this constant attribute): what an end-to-end test
      // waits for before using the island's code, instead of guessing how long it takes.
      if (ref.current) ref.current.dataset.island = "hydrated";
      if (ref.current) restoreEdits(ref.current, edits.current);
      edits.current.clear();
      const held = heldSubmit.current;
      heldSubmit.current = null;
      if (held?.form.isConnected) held.form.requestSubmit(held.submitter?.isConnected ? held.submitter : null);
    }, []);

    useEffect(() => {
      const element = ref.current;
      if (hydrated.current || !element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) request();
        },
        { rootMargin: "100% 0px" },
      );
      observer.observe(element);
      // Native listeners: React does not dispatch events to a boundary it has not hydrated.
      for (const type of INTERACTION_EVENTS) element.addEventListener(type, request, { passive: true, once: true });
      // A form sent in the instant before its code has arrived waits for it (then validates in
      // the browser like any other submission), unless the code cannot be fetched within a few
      // seconds: the browser then sends the form itself and the server answers, as without
      // JavaScript. Nothing typed is lost either way.
      let fallback: number | undefined;
      const onSubmit = (event: SubmitEvent) => {
        if (hydrated.current || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        request();
        heldSubmit.current = { form: event.target, submitter: event.submitter };
        window.clearTimeout(fallback);
        fallback = window.setTimeout(() => {
          const held = heldSubmit.current;
          if (hydrated.current || !held) return;
          heldSubmit.current = null;
          element.removeEventListener("submit", onSubmit, true);
          held.form.requestSubmit(held.submitter);
        }, SUBMIT_WAIT_MS);
      };
      element.addEventListener("submit", onSubmit, true);
      const onEdit = (event: Event) => {
        if (hydrated.current || !isField(event.target) || !event.target.name) return;
        edits.current.set(fieldKey(event.target), { value: event.target.value, checked: event.target instanceof HTMLInputElement ? event.target.checked : undefined });
      };
      element.addEventListener("input", onEdit, true);
      element.addEventListener("change", onEdit, true);
      return () => {
        element.removeEventListener("input", onEdit, true);
        element.removeEventListener("change", onEdit, true);
        observer.disconnect();
        window.clearTimeout(fallback);
        element.removeEventListener("submit", onSubmit, true);
        for (const type of INTERACTION_EVENTS) element.removeEventListener(type, request);
      };
    }, []);

    return (
      <div ref={ref} data-island="">
        <Suspense fallback={null}>
          <Content props={props} onHydrated={onHydrated} />
        </Suspense>
      </div>
    );
  }
  return Island;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
interface FieldState {
  value: string;
  checked: boolean | undefined;
}

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** A field's identity in its form: its name, and its value for checkboxes and radio buttons. */
function fieldKey(field: Field): string {
  const choice = field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
  return `${field.name}\u0000${choice ? field.value : ""}`;
}

function restoreEdits(root: HTMLElement, edits: Map<string, FieldState>): void {
  if (edits.size === 0) return;
  for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
    const saved = edits.get(fieldKey(field));
    if (!saved) continue;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (saved.checked !== undefined && field.checked !== saved.checked) field.click();
      continue;
    }
    if (field.value === saved.value) continue;
    // The prototype's setter: React tracks values set through the element's own property.
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, saved.value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
}
