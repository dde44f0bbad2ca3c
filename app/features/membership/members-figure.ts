// The members figure every page shows (issue 11: one source). Members are counted as persons,
// not households: the persons of the paid memberships ("payee") of the current year. The site
// does not see memberships paid outside it, so while its count is below the association's own
// register (the number typed on /admin/contenus/chiffres, default in app/content/figures.ts) the
// page shows that figure instead, labelled "déclarés"; a counted figure is labelled with its
// year. An editor may also type the figure outright ("typed"), shown as is.
import { formatCount } from "~/lib/format-number";

export interface MembersFigure {
  value: number;
  source: "count" | "declared" | "typed";
  /** The membership year counted. */
  year: number;
  /** The register's figure shown is a sample (features/samples): the page labels it « Exemple ». */
  sample?: boolean;
}

export function membersFigure(counted: number, declared: number, year: number): MembersFigure {
  return counted >= declared ? { value: counted, source: "count", year } : { value: declared, source: "declared", year };
}

/** The label under the number, from the figure's label (`noun`): "adhérents 2026", "adhérents déclarés" or the noun alone when typed. */
export function membersFigureLabel(figure: MembersFigure, noun = "adhérents"): string {
  if (figure.source === "typed") return noun;
  return figure.source === "count" ? `${noun} ${figure.year}` : `${noun} déclarés`;
}

/** In a sentence: "312 adhérents à jour de leur cotisation 2026", "150 adhérents, selon son registre" or "150 adhérents". */
export function membersFigureSentence(figure: MembersFigure, noun = "adhérents"): string {
  const count = formatCount(figure.value);
  if (figure.source === "typed") return `${count} ${noun}`;
  return figure.source === "count" ? `${count} ${noun} à jour de leur cotisation ${figure.year}` : `${count} ${noun}, selon son registre`;
}
