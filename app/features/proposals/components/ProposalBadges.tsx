import { SampleLabel } from "~/components/ui/sample-label";
import { priorityBadge, progressBadge } from "../labels";

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** The proposal's priority and progress, after the « Exemple » label of a sample. */
export function ProposalBadges({ priority, progress, sample = false }: { priority: string; progress: string; sample?: boolean }) {
  const p = priorityBadge(priority);
  const s = progressBadge(progress);
  return (
    <>
      {sample ? <SampleLabel /> : null}
      <span className={`${badge} ${p.tone}`}>{p.label}</span>
      <span className={`${badge} ${s.tone}`}>{s.label}</span>
    </>
  );
}
