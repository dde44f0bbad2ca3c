// conform's useForm whose client validation arrives when the visitor starts using the form
// (issue 19): the form's zod schema and conform's zod adapter are dynamic imports, started by the
// first focus, pointer press, input or submit in the form, so a page with a form does not download
// a schema library up front. The server validates every submission with the same schema anyway.
//
// Until the validator has loaded:
// - a submission goes to the server, which validates it and answers with the errors, exactly as
//   without JavaScript (nothing typed is lost, nothing is sent twice);
// - conform's own requests (validating a field on blur or input, form.validate(), list changes)
//   are held, and replayed in order once the validator is there: a field left before the
//   validator arrived still shows its error, a moment later.
// A failed load (offline, a new deployment) leaves the server's validation; the next
// interaction tries again.
//
// Not in lib/: vite.config.ts groups lib/ modules into the shared chunks with their dependencies,
// which would put conform into the chunks every page loads. Here it comes with the forms.
import { useForm, type Submission } from "@conform-to/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { $ZodType, input, output } from "zod/v4/core";

/** The name of the hidden submit button conform creates for its own requests (@conform-to/dom's INTENT). */
export const CONFORM_INTENT = "__intent__";

type FormSchema = $ZodType<unknown, Record<string, unknown>>;
type FormOptions<S extends FormSchema> = Parameters<typeof useForm<input<S>, output<S>>>[0];
type Validator<S extends FormSchema> = (formData: FormData) => Submission<input<S>, string[], output<S>>;

/**
 * `useForm` without `onValidate`: pass the schema as a loader, e.g.
 * `useLazyValidatedForm(() => import("../schema").then((m) => m.contactSchema), { id: "contact", … })`.
 * The loader runs once, at the first interaction with the form.
 */
export function useLazyValidatedForm<S extends FormSchema>(loadSchema: () => Promise<S>, options: Omit<FormOptions<S>, "onValidate">) {
  const [validator, setValidator] = useState<{ validate: Validator<S> } | null>(null);
  const [form, fields] = useForm<input<S>, output<S>>({
    ...options,
    onValidate: validator ? ({ formData }) => validator.validate(formData) : undefined,
  });
  const formId = form.id;

  const loader = useRef(loadSchema);
  loader.current = loadSchema;
  const loading = useRef(false);
  /** conform's requests made before the validator arrived (serialised intents, in order). */
  const held = useRef(new Set<string>());

  const ready = validator !== null;
  // A layout effect, as conform's own focusout and input listeners are: after hydration React may
  // let the browser dispatch events before it runs passive effects, and a field left in that gap
  // (a quick visitor, a slow phone) would send conform's validation request to the server, whose
  // answer then stood for the form's result while the visitor went on typing.
  useLayoutEffect(() => {
    if (ready) return;
    const start = () => {
      if (loading.current) return;
      loading.current = true;
      Promise.all([loader.current(), import("@conform-to/zod/v4")]).then(
        ([schema, { parseWithZod }]) => setValidator({ validate: (formData) => parseWithZod(formData, { schema }) }),
        () => {
          loading.current = false;
        },
      );
    };
    const inForm = (target: EventTarget | null) => {
      if (!(target instanceof Element)) return false;
      const owner = target.closest("form") ?? (target as Partial<HTMLInputElement>).form;
      return owner?.id === formId;
    };
    const onInteraction = (event: Event) => {
      if (inForm(event.target)) start();
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement) || event.target.id !== formId) return;
      start();
      const submitter = event.submitter;
      if (submitter instanceof HTMLButtonElement && submitter.name === CONFORM_INTENT) {
        // Without a validator conform would let its request through to the server: hold it.
        event.preventDefault();
        event.stopPropagation();
        held.current.add(submitter.value);
      }
    };
    const interactions = ["focusin", "pointerdown", "input"] as const;
    for (const type of interactions) document.addEventListener(type, onInteraction, true);
    document.addEventListener("submit", onSubmit, true);
    // A field focused before hydration (autofocus, a quick visitor) gets no focusin event later.
    if (inForm(document.activeElement)) start();
    return () => {
      for (const type of interactions) document.removeEventListener(type, onInteraction, true);
      document.removeEventListener("submit", onSubmit, true);
    };
  }, [ready, formId]);

  // Effects run after useForm has handed conform the new onValidate (a layout effect).
  useEffect(() => {
    if (!ready || held.current.size === 0) return;
    const element = document.getElementById(formId);
    const intents = [...held.current];
    held.current.clear();
    if (element instanceof HTMLFormElement) for (const intent of intents) requestIntent(element, intent);
  }, [ready, formId]);

  return [form, fields] as const;
}

/** Sends conform's request again, the way conform sends it (a temporary hidden submitter). */
function requestIntent(form: HTMLFormElement, intent: string) {
  const submitter = document.createElement("button");
  submitter.name = CONFORM_INTENT;
  submitter.value = intent;
  submitter.hidden = true;
  submitter.formNoValidate = true;
  submitter.setAttribute("form", form.id);
  document.body.append(submitter);
  try {
    form.requestSubmit(submitter);
  } finally {
    submitter.remove();
  }
}
