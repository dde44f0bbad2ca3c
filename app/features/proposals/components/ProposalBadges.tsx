import { priorityBadge, progressBadge } from "../labels";

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

export function ProposalBadges({ priority, progress }: { priority: string; progress: string }) {
  const p = priorityBadge(priority);
  const s = progressBadge(progress);
  return (
    <>
      <span className={`${badge} ${p.tone}`}>{p.label}</span>
      <span className={`${badge} ${s.tone}`}>{s.label}</span>
    </>
  );
}
