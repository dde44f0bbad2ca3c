// The back-office workflow of an idea (issue 17): which status changes are allowed, which
// statuses are still open, and how long an open idea has been waiting. Pure, safe in the browser.
//
//   nouveau → en_etude → transmis → resolu | rejete
//
// Forward moves may skip steps (a trivial problem can be "résolu" at once, a duplicate "rejeté"
// straight from "nouveau"); a closed idea (résolu, rejeté) can be reopened to "en_etude". Nothing
// goes back to "nouveau" (it means "nobody has looked at it yet"), and "transmis" is not undone
// (the city has it): it can only be closed.
import type { IdeaStatus, UrgencyLevel } from "./options";

const NEXT: Record<IdeaStatus, readonly IdeaStatus[]> = {
  nouveau: ["en_etude", "transmis", "resolu", "rejete"],
  en_etude: ["transmis", "resolu", "rejete"],
  transmis: ["resolu", "rejete"],
  resolu: ["en_etude"],
  rejete: ["en_etude"],
};

/** The statuses an idea in `from` may be moved to, in workflow order. */
export function nextIdeaStatuses(from: IdeaStatus): readonly IdeaStatus[] {
  return NEXT[from];
}

/** True when the back-office may move an idea from `from` to `to` (never to the same status). */
export function canMoveIdea(from: IdeaStatus, to: IdeaStatus): boolean {
  return NEXT[from].includes(to);
}

/** Open ideas still wait for an outcome; résolu and rejeté are closed. */
export const OPEN_IDEA_STATUSES = ["nouveau", "en_etude", "transmis"] as const satisfies readonly IdeaStatus[];

export function isOpenIdea(status: IdeaStatus): boolean {
  return (OPEN_IDEA_STATUSES as readonly IdeaStatus[]).includes(status);
}

/** Beyond this many days, an urgent or high-urgency open idea is flagged as waiting too long. */
export const IDEA_OVERDUE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the idea was sent (0 on the first day). */
export function ideaAgeDays(createdAt: Date | string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / DAY_MS));
}

/** An open idea of urgency "urgente" or "élevée" that has waited more than 7 days. */
export function isOverdueIdea(idea: { status: IdeaStatus; urgency: UrgencyLevel; createdAt: Date | string }, now: Date): boolean {
  return isOpenIdea(idea.status) && (idea.urgency === "urgente" || idea.urgency === "elevee") && ideaAgeDays(idea.createdAt, now) > IDEA_OVERDUE_DAYS;
}
