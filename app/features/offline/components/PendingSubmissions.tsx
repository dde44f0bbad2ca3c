// On the offline page: the submissions this device keeps until the connection returns. Only the
// service worker knows them: the section is rendered hidden with a row <template>, and the
// pending-submissions module (enhance/shell/pending-submissions.ts, part of the entry so that it
// is on the device whenever the page is) fills the list and shows it. Without the page's scripts
// it stays hidden: a plain post the worker kept is then said by the page's "saved" heading.
import { OFFLINE_TEXTS } from "../texts";

export function PendingSubmissions() {
  return (
    <section hidden data-module="pending-submissions" aria-labelledby="envois-en-attente" className="mt-10 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
      <h2 id="envois-en-attente" className="font-serif text-xl font-bold">
        Envois en attente
      </h2>
      <p className="mt-2">{OFFLINE_TEXTS.queued}</p>
      <ul className="mt-3 list-disc space-y-1 pl-6" data-pending-list="" />
      <template data-pending-row="">
        <li>
          <span data-pending-label="" /> <span className="text-sm">(gardé le <span data-pending-time="" />)</span>
        </li>
      </template>
    </section>
  );
}
