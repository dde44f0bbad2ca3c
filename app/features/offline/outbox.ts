// The page's side of the outbox (ADR 0018): a form submitted while the browser is offline is
// handed to the service worker (public/sw.js), which keeps it in IndexedDB and posts it when
// the connection returns, under an idempotency key of its own so that the server stores it once
// however many times it arrives.
import { IDEMPOTENCY_FIELD } from "~/lib/form-fields";

/** What the visitor is told about a kept submission: its name, and the toast once it is sent. */
export interface OutboxMessages {
  label: string;
  sent: { title: string; description: string };
}

/**
 * A form whose submissions the outbox keeps: its messages and the addresses it posts to, as
 * route patterns ("/rencontres/:slug"). Each domain declares its own; server/outbox-forms.ts
 * lists them for the service worker, which recognises a post made without the page's module
 * by its address (it cannot read the form).
 */
export interface OutboxForm extends OutboxMessages {
  paths: readonly string[];
}

export interface PendingSubmission {
  label: string;
  queuedAt: number;
}

const ANSWER_TIMEOUT_MS = 3000;

/** Sends a message to the service worker controlling the page; its answer, or null. */
function askWorker<T>(message: object): Promise<T | null> {
  const worker = typeof navigator !== "undefined" ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<T>) => {
      window.clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** Keeps the form's fields (text only) for sending later; false when no worker could keep them. */
export async function keepForLater(form: HTMLFormElement, messages: OutboxMessages): Promise<boolean> {
  const id = crypto.randomUUID();
  const fields: Array<[string, string]> = [];
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && name !== IDEMPOTENCY_FIELD) fields.push([name, value]);
  }
  fields.push([IDEMPOTENCY_FIELD, id]);
  const action = new URL(form.action, window.location.href).pathname;
  const answer = await askWorker<{ ok: boolean }>({ type: "outbox-queue", entry: { id, action, fields, ...messages } });
  return answer?.ok === true;
}

/** The submissions still waiting for the connection on this device. */
export async function pendingSubmissions(): Promise<PendingSubmission[]> {
  const answer = await askWorker<{ ok: boolean; pending?: PendingSubmission[] }>({ type: "outbox-list" });
  return answer?.ok ? (answer.pending ?? []) : [];
}

/** Asks the worker to send what it keeps (when a page opens, when the connection returns). */
export function flushOutbox(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: "outbox-flush" });
}

/** A message from the worker about a kept submission: sent, or refused by the server. */
export interface OutboxResult {
  type: "outbox-result";
  state: "delivered" | "refused";
  label: string;
  sent: { title: string; description: string };
}

function isOutboxResult(data: unknown): data is OutboxResult {
  if (typeof data !== "object" || data === null) return false;
  const message = data as Partial<OutboxResult>;
  return message.type === "outbox-result" && (message.state === "delivered" || message.state === "refused") && typeof message.label === "string" && typeof message.sent?.title === "string";
}

/** Calls `listener` with each result the worker announces; returns the unsubscribe function. */
export function onOutboxResult(listener: (result: OutboxResult) => void): () => void {
  const container = typeof navigator !== "undefined" ? navigator.serviceWorker : undefined;
  if (!container) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if (isOutboxResult(event.data)) listener(event.data);
  };
  container.addEventListener("message", onMessage);
  return () => container.removeEventListener("message", onMessage);
}
