// On the offline page: the submissions this device keeps until the connection returns (asked
// of the service worker; nothing without JavaScript, where nothing can be kept either).
import { useEffect, useState } from "react";
import { formatDateTime } from "~/lib/dates";
import { onOutboxResult, pendingSubmissions, type PendingSubmission } from "../outbox";
import { OFFLINE_TEXTS } from "../texts";

export function PendingSubmissions() {
  const [pending, setPending] = useState<PendingSubmission[]>([]);
  useEffect(() => {
    let live = true;
    const refresh = () =>
      void pendingSubmissions().then((list) => {
        if (live) setPending(list);
      });
    refresh();
    // The worker announces each submission it sent: the list follows.
    const unsubscribe = onOutboxResult(refresh);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="envois-en-attente" className="mt-10 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
      <h2 id="envois-en-attente" className="font-serif text-xl font-bold">
        Envois en attente
      </h2>
      <p className="mt-2">{OFFLINE_TEXTS.queued}</p>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        {pending.map((item) => (
          <li key={`${item.queuedAt}-${item.label}`}>
            {item.label} <span className="text-sm">(gardé le {formatDateTime(new Date(item.queuedAt))})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
