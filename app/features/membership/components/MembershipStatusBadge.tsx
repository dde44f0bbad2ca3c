// A membership's status as a coloured badge (back-office lists and pages).
import { MEMBERSHIP_STATUS_LABELS, type MembershipStatus } from "../options";

const STATUS_TONES: Record<MembershipStatus, string> = {
  en_attente: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  payee: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  annulee: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
};

export function MembershipStatusBadge({ status }: { status: MembershipStatus }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}>{MEMBERSHIP_STATUS_LABELS[status]}</span>;
}
