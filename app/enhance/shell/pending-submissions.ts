// The offline page's list of submissions kept on this device (features/offline/components/
// PendingSubmissions.tsx): asked of the service worker, one row per submission cloned from the
// section's <template>, the section shown while the list is not empty and updated each time the
// worker reports a submission sent. A shell module: the offline page is read offline, when a
// page module might not be on the device.
import { onOutboxResult, pendingSubmissions } from "~/features/offline/outbox";
import { formatDateTime } from "~/lib/dates";
import type { EnhancementModule } from "../module";

const pendingSubmissionsList: EnhancementModule = (section) => {
  const list = section.querySelector<HTMLElement>("[data-pending-list]");
  const row = section.querySelector<HTMLTemplateElement>("template[data-pending-row]");
  if (!list || !row) return;
  const refresh = () =>
    void pendingSubmissions().then((pending) => {
      list.replaceChildren(
        ...pending.map((item) => {
          const clone = row.content.cloneNode(true) as DocumentFragment;
          clone.querySelector("[data-pending-label]")!.textContent = item.label;
          clone.querySelector("[data-pending-time]")!.textContent = formatDateTime(new Date(item.queuedAt));
          return clone;
        }),
      );
      section.hidden = pending.length === 0;
    });
  refresh();
  onOutboxResult(refresh);
};

export default pendingSubmissionsList;
