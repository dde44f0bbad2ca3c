// Public reads of the membership domain: the payment step (by opaque reference), with first and
// last names only, and the members figure (a count, no personal data). The back-office reads,
// with contact details, are in admin/queries.server.ts.
import { and, asc, eq, gte, sum } from "drizzle-orm";
import type { NumberFigureValues } from "~/content/figures";
import type { Database } from "~/db/client.server";
import { membershipMembers, memberships } from "~/db/schema";
import { getEnv, type Env } from "~/lib/env.server";
import { parisCalendarDate } from "~/lib/dates";
import { formatCount } from "~/lib/format-number";
import { actionsFigure, loadFigureSettings } from "~/features/figures/figures.server";
import { membersFigure, membersFigureLabel, type MembersFigure } from "./members-figure";
import { paymentLinkOf } from "./offer";
import { loadMembershipOffer } from "./offer.server";

// Kept for mutations.server.ts, which imports it from here.
export { isUuid } from "~/lib/admin-list.server";

const REFERENCE_PATTERN = /^[A-Za-z0-9_-]{24}$/;
/** How long the payment step stays reachable from its reference (the email keeps the link anyway). */
export const PAYMENT_STEP_VALIDITY_MS = 7 * 24 * 60 * 60_000;

/**
 * What the payment step shows: the summary with first and last names only (no contact details),
 * and the payment link currently configured for (year, persons), or null when there is none.
 */
export async function getPaymentStep(db: Database, reference: string | null | undefined, options: { env?: Env; now?: Date } = {}) {
  if (!reference || !REFERENCE_PATTERN.test(reference)) return null;
  const env = options.env ?? getEnv();
  const since = new Date((options.now ?? new Date()).getTime() - PAYMENT_STEP_VALIDITY_MS);
  const [membership] = await db
    .select({
      id: memberships.id,
      year: memberships.year,
      persons: memberships.personCount,
      amount: memberships.amountEuros,
      status: memberships.status,
    })
    .from(memberships)
    .where(and(eq(memberships.paymentReference, reference), gte(memberships.createdAt, since)))
    .limit(1);
  if (!membership) return null;
  const members = await db
    .select({ position: membershipMembers.position, firstName: membershipMembers.firstName, lastName: membershipMembers.lastName })
    .from(membershipMembers)
    .where(eq(membershipMembers.membershipId, membership.id))
    .orderBy(asc(membershipMembers.position));
  return {
    year: membership.year,
    persons: membership.persons,
    amount: membership.amount,
    status: membership.status,
    members,
    paymentLink: paymentLinkOf(await loadMembershipOffer(db, env), membership.year, membership.persons) ?? null,
  };
}

export type PaymentStep = NonNullable<Awaited<ReturnType<typeof getPaymentStep>>>;

/** Persons covered by the paid memberships of a year (a household of 3 counts 3). */
export async function countPaidMembers(db: Database, year: number): Promise<number> {
  const [row] = await db
    .select({ persons: sum(memberships.personCount) })
    .from(memberships)
    .where(and(eq(memberships.year, year), eq(memberships.status, "payee")));
  return Number(row?.persons ?? 0);
}

/**
 * The members figure at `now` as the figures setting (`setting`, read when not given) asks:
 * this year's paying members, or the register's figure while higher (members-figure.ts), or the
 * number an editor typed.
 */
export async function getMembersFigure(db: Database, now: Date, setting?: NumberFigureValues): Promise<MembersFigure> {
  const members = setting ?? (await loadFigureSettings(db)).figures.numbers.members;
  const { year } = parisCalendarDate(now);
  const sample = members.sample ? { sample: true } : {};
  if (!members.auto) return { value: members.value ?? 0, source: "typed", year, ...sample };
  const figure = membersFigure(await countPaidMembers(db, year), members.value ?? 0, year);
  return figure.source === "declared" ? { ...figure, ...sample } : figure;
}

/** The members and actions of the membership page's impact block, display-ready, from one read of the figures; null: nothing to show (« 0 » says nothing). */
export async function getImpactFigures(db: Database, now: Date) {
  const { numbers } = (await loadFigureSettings(db)).figures;
  const [members, actions] = await Promise.all([getMembersFigure(db, now, numbers.members), actionsFigure(db, numbers.actions)]);
  const shownMembers = members.value > 0 ? { value: formatCount(members.value), label: membersFigureLabel(members, numbers.members.label), ...(members.sample ? { sample: true } : {}) } : null;
  return { members: shownMembers, actions };
}
