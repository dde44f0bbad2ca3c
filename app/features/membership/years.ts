// Which membership years are offered on a given day (issue 11). The current year (Europe/Paris)
// is always offered and "Recommandé"; from the anticipation day (1 September by default,
// MEMBERSHIP_ANTICIPATION_FROM) the next year is offered too, as "Anticipation"; a past year
// never is. Pure functions of the date: the loader and the action apply the same rule, each with
// the request's clock, so a form loaded on 31 December and sent on 1 January is refused kindly.
import { parisCalendarDate } from "~/lib/dates";
import { pricePerPerson, type PriceTable } from "./pricing";

export interface MonthDay {
  month: number;
  day: number;
}

export interface MembershipSettings {
  anticipationFrom: MonthDay;
  pricePerPerson: PriceTable;
}

export type YearOfferKind = "recommended" | "anticipation";

export interface YearOffer {
  year: number;
  kind: YearOfferKind;
  /** Euros per person for that year. */
  pricePerPerson: number;
}

export const YEAR_OFFER_TEXTS: Record<YearOfferKind, { badge: string; description: (year: number) => string }> = {
  recommended: {
    badge: "Recommandé",
    description: () => "Adhérez pour l’année en cours et participez dès maintenant à la vie de l’association.",
  },
  anticipation: {
    badge: "Anticipation",
    description: (year) => `Prenez de l’avance\u202f: votre adhésion couvre toute l’année ${year}.`,
  },
};

/** The years offered at `now`, current year first. */
export function offeredMembershipYears(now: Date, settings: MembershipSettings): YearOffer[] {
  const today = parisCalendarDate(now);
  const { month, day } = settings.anticipationFrom;
  const anticipating = today.month > month || (today.month === month && today.day >= day);
  const years: Array<[number, YearOfferKind]> = [[today.year, "recommended"]];
  if (anticipating) years.push([today.year + 1, "anticipation"]);
  return years.map(([year, kind]) => ({ year, kind, pricePerPerson: pricePerPerson(year, settings.pricePerPerson) }));
}

/** "2026", "2026 ou 2027", "2026, 2027 ou 2028". */
export function yearsInWords(years: readonly number[]): string {
  if (years.length <= 1) return years.map(String).join("");
  return `${years.slice(0, -1).join(", ")} ou ${years.at(-1)}`;
}

/**
 * Why a posted year cannot be chosen today, in French, or null when it is offered. A past year,
 * a year not open yet and a value that is no year at all get their own wording.
 */
export function yearRefusal(value: unknown, offeredYears: readonly number[]): string | null {
  const year = typeof value === "number" ? value : typeof value === "string" && /^\d{4}$/.test(value.trim()) ? Number(value) : NaN;
  if (offeredYears.includes(year)) return null;
  const choose = `Choisissez l’année d’adhésion\u202f: ${yearsInWords(offeredYears)}.`;
  if (Number.isNaN(year)) return choose;
  const first = Math.min(...offeredYears);
  if (year < first) return `L’adhésion ${year} n’est plus proposée, l’année est terminée. ${choose}`;
  return `L’adhésion ${year} n’est pas encore ouverte. ${choose}`;
}
