// The members figure every page shows (issue 11: one source). Members are counted as persons,
// not households: the persons of the paid memberships ("payee") of the current year. The site
// does not see memberships paid outside it, so while its count is below the association's own
// register (app/content/figures.ts, declaredMembers) the page shows that figure instead,
// labelled "déclarés"; a counted figure is labelled with its year.
import { formatCount } from "~/lib/format-number";

export interface MembersFigure {
  value: number;
  source: "count" | "declared";
  /** The membership year counted. */
  year: number;
}

export function membersFigure(counted: number, declared: number, year: number): MembersFigure {
  return counted >= declared ? { value: counted, source: "count", year } : { value: declared, source: "declared", year };
}

/** The label under the number: "adhérents 2026" or "adhérents déclarés". */
export function membersFigureLabel(figure: MembersFigure): string {
  return figure.source === "count" ? `adhérents ${figure.year}` : "adhérents déclarés";
}

/** In a sentence: "312 adhérents à jour de leur cotisation 2026" or "150 adhérents, selon son registre". */
export function membersFigureSentence(figure: MembersFigure): string {
  const count = formatCount(figure.value);
  return figure.source === "count" ? `${count} adhérents à jour de leur cotisation ${figure.year}` : `${count} adhérents, selon son registre`;
}
