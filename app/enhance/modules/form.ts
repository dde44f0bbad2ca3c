// A form of a document (data-module="form", features/forms/components/DocumentForm.tsx). The form
// works without this module: a plain POST that the server validates and answers with the page,
// the form filled in with its French errors, or what comes next. The module adds:
//
// - checks before sending: each field's native constraints come from the form's zod schema, and
//   its French messages (the schema's own, rendered by the server in data-messages) are written
//   into the field's error slot when the visitor leaves a field they changed (a file, a box, a
//   list: as soon as it changes), again as they type in a field showing an error, and for every
//   field on submit (the first wrong one takes the
//   focus; not for a form marked data-check-on-submit="false", whose server answer carries a
//   summary the spec asks for); what only the server knows it still answers; a field's own
//   module may find a problem the constraints cannot say (a file too large) and give the
//   schema's message through setCustomValidity;
// - one submission at a time: the button shows its pending label and is disabled;
// - answered in place, when the element holding the form has an id: the post is sent with fetch
//   and the element of that id in the server's answer (the same page a plain post shows: the
//   form with its errors, or what replaced it) is put in place of this one. The answer's
//   [data-form-focus] element takes the focus (else its first field in error); its
//   [data-form-toast] says a toast; its [data-track-event] markers are counted by the audience
//   module. Any other answer (a redirect, a page without that element, a failed request) falls
//   back to the plain post, which the form's idempotency key keeps from storing twice;
// - kept for later, for a form with data-outbox (ADR 0018): submitted while the browser is
//   offline, it is handed to the service worker, which sends it when the connection returns; the
//   form's offline notice (rendered hidden) says so.
import { keepForLater, onOutboxResult, type OutboxMessages } from "~/features/offline/outbox";
import { OFFLINE_TEXTS } from "~/features/offline/texts";
import { showToast } from "~/lib/toast";
import type { EnhancementModule } from "../module";
import { regionIn, regionReplaced, replaceRegion } from "../region";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Messages = Record<string, Partial<Record<keyof ValidityState, string>>>;

const FLAGS = ["valueMissing", "typeMismatch", "patternMismatch", "tooShort", "tooLong", "rangeUnderflow", "rangeOverflow", "badInput", "stepMismatch"] as const;

function isField(element: unknown): element is Field {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/** A field the visitor types into: checked when they leave it, not at each change. */
function isTyped(field: Field): boolean {
  return field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !["file", "checkbox", "radio", "range", "color"].includes(field.type));
}

const parsedMessages = new WeakMap<HTMLFormElement, Messages>();

/** The form's data-messages, read once per form element (an answer put in place is a new one). */
function messagesOf(form: HTMLFormElement): Messages {
  let messages = parsedMessages.get(form);
  if (!messages) {
    try {
      messages = JSON.parse(form.dataset.messages ?? "{}") as Messages;
    } catch {
      messages = {};
    }
    parsedMessages.set(form, messages);
  }
  return messages;
}

/** The message for what the browser finds wrong with the field, or null when it finds nothing. */
function problemOf(field: Field, messages: Messages): string | null {
  if (field.disabled || field.validity.valid) return null;
  // A field's own module found what is wrong and gave the schema's message (setCustomValidity).
  if (field.validity.customError) return field.validationMessage;
  const own = messages[field.name] ?? {};
  for (const flag of FLAGS) {
    if (!field.validity[flag]) continue;
    const text = own[flag] ?? (flag === "patternMismatch" || flag === "badInput" || flag === "stepMismatch" ? own.typeMismatch : undefined);
    if (text) return text;
  }
  // A constraint the schema gave no message for: the server will say what is wrong.
  return null;
}

/** The field's error slot (components/ui/field.tsx FieldErrors), or null. */
function slotOf(field: Field): HTMLElement | null {
  return field.id ? document.getElementById(`${field.id}-error`) : null;
}

/** Shows (or clears) the message in the field's error slot, with the field's ARIA state. */
function showProblem(field: Field, slot: HTMLElement, message: string | null): void {
  const slotId = slot.id;
  const described = (field.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((id) => id && id !== slotId);
  if (message) {
    slot.textContent = message;
    slot.hidden = false;
    field.setAttribute("aria-invalid", "true");
    described.push(slotId);
  } else {
    slot.textContent = "";
    slot.hidden = true;
    field.removeAttribute("aria-invalid");
  }
  if (described.length) field.setAttribute("aria-describedby", described.join(" "));
  else field.removeAttribute("aria-describedby");
}

/** The fields the visitor fills in (a field without an error slot of its own, a radio of a group, is left to the server). */
function fieldsOf(form: HTMLFormElement): Field[] {
  return Array.from(form.elements).filter((element): element is Field => isField(element) && element.name !== "" && element.type !== "hidden" && element.type !== "submit");
}

function pendingButton(form: HTMLFormElement, submitter: HTMLElement | null): () => void {
  const button = submitter instanceof HTMLButtonElement ? submitter : form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return () => undefined;
  const label = button.querySelector<HTMLElement>("[data-submit-label]");
  const text = label?.textContent ?? "";
  // After the submission has read the button's name and value.
  window.setTimeout(() => {
    button.disabled = true;
    button.setAttribute("aria-busy", "true");
    if (label && button.dataset.pendingLabel) label.textContent = button.dataset.pendingLabel;
  });
  return () => {
    button.disabled = false;
    button.removeAttribute("aria-busy");
    if (label) label.textContent = text;
  };
}

function outboxOf(form: HTMLFormElement): OutboxMessages | null {
  try {
    return form.dataset.outbox ? (JSON.parse(form.dataset.outbox) as OutboxMessages) : null;
  } catch {
    return null;
  }
}

function showOfflineNotice(form: HTMLFormElement, state: "queued" | "not-kept" | null): void {
  form.querySelectorAll<HTMLElement>("[data-offline-notice]").forEach((notice) => {
    notice.hidden = notice.dataset.offlineNotice !== state;
  });
}

const documentForm: EnhancementModule = (region) => {
  const changed = new WeakSet<Element>();
  let sending = false;
  /** The next submit event is the plain post this module asked for. */
  let plain = false;
  let restore: (() => void) | null = null;

  /** The answer's toast (also on the page a plain post answered with). */
  const announce = () => {
    const toast = region.querySelector<HTMLElement>("[data-form-toast]");
    if (toast?.dataset.title) showToast({ type: "success", title: toast.dataset.title, description: toast.dataset.description });
  };
  announce();

  /** A problem the visitor can be shown (a field without an error slot is left to the server). */
  const check = (field: Field, messages: Messages): string | null => {
    const slot = slotOf(field);
    if (!slot) return null;
    const problem = problemOf(field, messages);
    showProblem(field, slot, problem);
    return problem;
  };

  region.addEventListener("input", (event) => {
    const field = event.target;
    if (!isField(field) || !field.form) return;
    changed.add(field);
    // A field showing an error is checked again as the visitor corrects it.
    if (field.getAttribute("aria-invalid") === "true") check(field, messagesOf(field.form));
  });
  region.addEventListener("change", (event) => {
    const field = event.target;
    if (!isField(field)) return;
    changed.add(field);
    // A file chosen, a box ticked, an option picked: the edit is over, the field is checked now.
    if (field.form && field.form.method.toLowerCase() === "post" && !isTyped(field)) check(field, messagesOf(field.form));
  });
  region.addEventListener("focusout", (event) => {
    const field = event.target;
    if (!isField(field) || !field.form || field.form.method.toLowerCase() !== "post") return;
    if (changed.has(field) || field.getAttribute("aria-invalid") === "true") check(field, messagesOf(field.form));
  });

  /** Puts the server's answer in place: false when the answer cannot be shown in place. */
  const answerInPlace = async (form: HTMLFormElement, submitter: HTMLElement | null): Promise<boolean> => {
    const response = await fetch(form.action, {
      method: "POST",
      body: new FormData(form, submitter),
      headers: { Accept: "text/html" },
      credentials: "same-origin",
    });
    if (response.redirected || !response.headers.get("Content-Type")?.includes("text/html")) return false;
    const found = regionIn(await response.text(), region.id);
    if (!found) return false;
    replaceRegion(region, found.region);
    const focus =
      region.querySelector<HTMLElement>("[data-form-focus]") ??
      region.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      region.querySelector<HTMLElement>('[role="alert"]:not([hidden])');
    if (focus) {
      if (!isField(focus) && !focus.hasAttribute("tabindex")) focus.tabIndex = -1;
      focus.focus();
    }
    announce();
    regionReplaced(region);
    return true;
  };

  region.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    const submitter = event.submitter;
    if (plain) {
      plain = false;
      return;
    }

    // "Send another": the empty form the server renders, in place.
    if (form.method.toLowerCase() === "get") {
      if (!region.id || new URL(form.action).origin !== window.location.origin) return;
      event.preventDefault();
      const url = new URL(form.action);
      void fetch(url, { headers: { Accept: "text/html" } })
        .then(async (response) => {
          const found = response.ok ? regionIn(await response.text(), region.id) : null;
          if (!found) throw new Error(`#${region.id} is not in ${url.pathname}`);
          replaceRegion(region, found.region);
          region.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), select, textarea")?.focus();
          regionReplaced(region);
        })
        .catch(() => window.location.assign(url));
      return;
    }

    if (sending) {
      event.preventDefault();
      return;
    }
    const messages = messagesOf(form);
    const problems = form.dataset.checkOnSubmit === "false" ? [] : fieldsOf(form).filter((field) => check(field, messages) !== null);
    if (problems.length > 0) {
      event.preventDefault();
      problems[0]!.focus();
      return;
    }

    const outbox = outboxOf(form);
    if (outbox && !navigator.onLine) {
      event.preventDefault();
      keep(form, outbox);
      return;
    }
    showOfflineNotice(form, null);

    sending = true;
    restore = pendingButton(form, submitter);
    if (!region.id || form.hasAttribute("data-navigate")) return; // the plain post goes on

    event.preventDefault();
    void answerInPlace(form, submitter)
      .then((done) => {
        if (!done) postPlainly(form, submitter);
      })
      .catch((error: unknown) => {
        // No connection after all (the browser thought it had one): kept for later if it can be.
        if (outbox && error instanceof TypeError) {
          keep(form, outbox);
          return;
        }
        console.warn("[form] falling back to a plain post", error);
        postPlainly(form, submitter);
      })
      .finally(() => {
        sending = false;
        restore?.();
      });
  });

  /** The plain post, as without this module (the checks are made: the submit event lets it go). */
  const postPlainly = (form: HTMLFormElement, submitter: HTMLElement | null) => {
    restore?.();
    plain = true;
    form.requestSubmit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null);
  };

  const keep = (form: HTMLFormElement, outbox: OutboxMessages) => {
    void keepForLater(form, outbox).then((kept) => {
      showOfflineNotice(form, kept ? "queued" : "not-kept");
      if (!kept) return;
      form.reset();
      showToast({ type: "info", title: OFFLINE_TEXTS.queuedToastTitle, description: OFFLINE_TEXTS.queued });
      const stop = onOutboxResult((result) => {
        if (result.label !== outbox.label) return;
        showOfflineNotice(form, null);
        stop();
      });
    });
  };

  // A page restored from the back-forward cache gets its button back.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    sending = false;
    restore?.();
  });
};

export default documentForm;
