// The checker the e2e suite runs over every page must catch each fault and accept correct text.
import { describe, expect, it } from "vitest";
import { frenchTypographyFaults } from "./french-typography";

const N = "\u202f";

describe("frenchTypographyFaults", () => {
  it("accepts text set the French way", () => {
    expect(frenchTypographyFaults(`Thèmes${N}: tout${N}; vraiment${N}! Pourquoi${N}? «${N}Bellecour${N}» 1853–1864, et puis…`)).toEqual([]);
  });

  it("accepts what is not prose: times, addresses, URLs", () => {
    expect(frenchTypographyFaults("Rendez-vous à 14:30 sur https://adpl-lyon.fr/espace?onglet=connexion")).toEqual([]);
  });

  it.each([
    ["an ordinary space before a colon", "Thèmes : tout"],
    ["a no-break space (not narrow) before a question mark", "Pourquoi\u00a0? Parce que"],
    ["no space before an exclamation mark", "Merci! À bientôt"],
    ["no space inside guillemets", "le bouton «Ma position»"],
    ["three dots", "Chargement..."],
    ["a hyphen in a year range", "les travaux de 1853-1864"],
  ])("flags %s", (_, text) => {
    expect(frenchTypographyFaults(text).length).toBeGreaterThan(0);
  });
});
