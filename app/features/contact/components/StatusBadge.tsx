// The status of a contact message in the back-office: a word on a tinted pill (never colour alone).
import type { ContactStatus } from "../inbox";

const TONES: Record<ContactStatus, string> = {
  nouveau: "bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-50",
  lu: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  repondu: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  archive: "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-100",
};

export function StatusBadge({ status, label }: { status: ContactStatus; label: string }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>{label}</span>;
}
