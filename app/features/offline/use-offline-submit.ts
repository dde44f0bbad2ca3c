// Makes a form keep its submission for later when the browser is offline (ADR 0018): the
// form's own submit handler runs first (client validation), and only a valid submission made
// offline is handed to the service worker instead of being posted.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { showToast } from "~/components/ui/toaster";
import { keepForLater, onOutboxResult, type OutboxMessages } from "./outbox";
import { OFFLINE_TEXTS } from "./texts";

export type OfflineSubmitState = "idle" | "queued" | "not-kept";

export function useOfflineSubmit(messages: OutboxMessages) {
  const [state, setState] = useState<OfflineSubmitState>("idle");
  const { label, sent } = messages;
  const wrap = useCallback(
    (handler?: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
      handler?.(event);
      if (event.defaultPrevented) return;
      if (navigator.onLine) {
        setState("idle");
        return;
      }
      event.preventDefault();
      const form = event.currentTarget;
      void keepForLater(form, { label, sent }).then((kept) => {
        if (!kept) {
          setState("not-kept");
          return;
        }
        form.reset();
        setState("queued");
        showToast({ type: "info", title: OFFLINE_TEXTS.queuedToastTitle, description: OFFLINE_TEXTS.queued });
      });
    },
    [label, sent],
  );
  // Once the worker reports this form's submission sent (or refused), the notice has done its job.
  useEffect(() => {
    if (state !== "queued") return;
    return onOutboxResult((result) => {
      if (result.label === label) setState("idle");
    });
  }, [state, label]);
  return { state, wrap };
}
