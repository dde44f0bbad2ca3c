// The membership offer as administrators edit it (/admin/adhesions/offre, issue 14): the
// anticipation day (from which next year's membership opens), the price per person of each
// year, the card-payment page of each (year, household size) and the donation page. The pure
// rules every reader shares (which link a household pays through, whether anyone decided it),
// the stored document's schema, and the form's one zod schema with its French
// messages. Client-safe; the reads and the save are in offer.server.ts.
import { z } from "zod";
import { PERSON_COUNTS, pricePerPerson, type PriceTable } from "./pricing";
import type { MembershipSettings, MonthDay } from "./years";

/** Everything /adhesion, the payment step and the confirmation email need to know about the offer. */
export interface MembershipOffer extends MembershipSettings {
  /**
   * The payment page of each "year-persons" that has one configured: a URL, or null (or absent)
   * while the association has set none (the household is stored and the association emailed
   * instead).
   */
  paymentLinks: Readonly<Record<string, string | null>>;
  /** The association's donation page; null until it enters one (the membership page then offers no donation). */
  donationUrl: string | null;
}

export const linkKey = (year: number, persons: number) => `${year}-${persons}`;

/** The payment page of (year, persons): the configured one; undefined when the association set none (or only the old sample address) or the size is not 1 to 4. */
export function paymentLinkOf(offer: Pick<MembershipOffer, "paymentLinks">, year: number, persons: number): string | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(persons) || persons < 1 || persons > 4) return undefined;
  const link = offer.paymentLinks[linkKey(year, persons)];
  return link && !isLegacySampleLink(link) ? link : undefined;
}

/**
 * Earlier versions shipped a sample address of this shape for every pair, a page that does not
 * exist; the form prefilled it, so saved offers may hold it. Such a link counts as none, and the
 * form refuses it.
 */
const LEGACY_SAMPLE_LINK = /^https:\/\/www\.helloasso\.com\/associations\/adpl\/adhesions\/adhesion-\d{4}-[1-4]-personnes?$/;

export function isLegacySampleLink(url: string): boolean {
  return LEGACY_SAMPLE_LINK.test(url);
}

/** True while nobody decided (year, persons)'s payment page: never entered, or still the old sample. An empty one is a decision. */
export function isUndecidedLink(offer: Pick<MembershipOffer, "paymentLinks">, year: number, persons: number): boolean {
  const link = offer.paymentLinks[linkKey(year, persons)];
  return link === undefined || (link !== null && isLegacySampleLink(link));
}

export const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"] as const;
/** Days of each month in a common year: the anticipation day must exist every year. */
const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** "1er septembre", "15 octobre". */
export function monthDayInWords({ month, day }: MonthDay): string {
  return `${day === 1 ? "1er" : day}\u00a0${MONTHS[month - 1]}`;
}

export const OFFER_LIMITS = { url: 500, price: 1000, years: 3 } as const;

// --- The stored document -------------------------------------------------------------------

const httpsUrl = z.url({ protocol: /^https$/ }).max(OFFER_LIMITS.url);
/** Stored links may come from the environment, which accepts http:// too. */
const storedUrl = z.url({ protocol: /^https?$/ }).max(OFFER_LIMITS.url);

/** The "membership_offer" setting: what an administrator saved, over the configuration's values. */
export const storedOfferSchema = z.object({
  anticipationFrom: z.object({ month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) }),
  /** Euros per person by year ("2027": 25); a year absent takes the price of the latest one before it. */
  prices: z.record(z.string().regex(/^\d{4}$/), z.number().int().min(1).max(OFFER_LIMITS.price)),
  paymentLinks: z.record(z.string().regex(/^\d{4}-[1-4]$/), storedUrl.nullable()),
  donationUrl: storedUrl.nullable(),
});
export type StoredOffer = z.output<typeof storedOfferSchema>;

/**
 * The effective offer: once saved, the stored document is the whole offer (a save writes every
 * year's price, starting from what was in force); the configuration's links stay for the pairs
 * the document does not name. An empty price table (never written by a save) keeps the defaults.
 */
export function mergeOffer(defaults: MembershipOffer, stored: StoredOffer | null): MembershipOffer {
  if (!stored) return defaults;
  const prices = Object.fromEntries(Object.entries(stored.prices).map(([year, price]) => [Number(year), price]));
  return {
    anticipationFrom: stored.anticipationFrom,
    pricePerPerson: Object.keys(prices).length > 0 ? prices : defaults.pricePerPerson,
    paymentLinks: { ...defaults.paymentLinks, ...stored.paymentLinks },
    donationUrl: stored.donationUrl,
  };
}

// --- The form ------------------------------------------------------------------------------

/** The years the form edits: the current one and the next two, so next year's price is ready before it opens. */
export function editableYears(currentYear: number): number[] {
  return Array.from({ length: OFFER_LIMITS.years }, (_, i) => currentYear + i);
}

const MISSING_FORM = "Le formulaire envoyé est incomplet. Rechargez la page et réessayez.";

const isHttpsUrl = (value: string) => httpsUrl.safeParse(value).success;

function yearSchema() {
  return z
    .object({
      year: z.coerce.number({ error: MISSING_FORM }).int().min(2000, MISSING_FORM).max(2999, MISSING_FORM),
      price: z.string().trim().max(10).optional(),
      links: z.array(z.string().max(OFFER_LIMITS.url + 100).optional(), { error: MISSING_FORM }).length(PERSON_COUNTS.length, MISSING_FORM),
    })
    .transform((row, ctx) => {
      let price: number | null = null;
      if (row.price) {
        const value = /^\d{1,4}$/.test(row.price) ? Number(row.price) : NaN;
        if (!(value >= 1 && value <= OFFER_LIMITS.price)) {
          ctx.addIssue({ code: "custom", path: ["price"], message: `Prix ${row.year}\u202f: indiquez un nombre entier d’euros entre 1 et ${OFFER_LIMITS.price}.` });
        } else price = value;
      }
      const links = row.links.map((raw, index) => {
        const persons = index + 1;
        const value = (raw ?? "").trim();
        if (value === "") return null;
        const pair = `${row.year}, ${persons}\u00a0personne${persons > 1 ? "s" : ""}`;
        if (!isHttpsUrl(value)) {
          ctx.addIssue({ code: "custom", path: ["links", index], message: `${pair}\u202f: indiquez l’adresse complète de la page de paiement, commençant par https://.` });
          return null;
        }
        if (isLegacySampleLink(value)) {
          ctx.addIssue({ code: "custom", path: ["links", index], message: `${pair}\u202f: cette adresse est l’exemple livré avec le site, pas une page de paiement de l’association. Indiquez la vôtre ou laissez le champ vide.` });
          return null;
        }
        return value;
      });
      return { year: row.year, price, links };
    });
}

export const offerFormSchema = z
  .object({
    version: z.coerce.number({ error: MISSING_FORM }).int().min(0).max(2_147_483_647),
    anticipation_month: z.coerce.number({ error: "Choisissez le mois d’ouverture de l’année suivante." }).int().min(1, "Choisissez le mois d’ouverture de l’année suivante.").max(12, "Choisissez le mois d’ouverture de l’année suivante."),
    anticipation_day: z.coerce.number({ error: "Indiquez le jour d’ouverture, de 1 à 31." }).int("Indiquez le jour d’ouverture, de 1 à 31.").min(1, "Indiquez le jour d’ouverture, de 1 à 31.").max(31, "Indiquez le jour d’ouverture, de 1 à 31."),
    // Empty: the association has no donation page (yet); the membership page then offers none.
    donation_url: z
      .string()
      .trim()
      .max(OFFER_LIMITS.url, "L’adresse de la page de don est trop longue.")
      .optional()
      .refine((value) => !value || isHttpsUrl(value), "Indiquez l’adresse complète de la page de don, commençant par https://.")
      .transform((value) => value || null),
    years: z.array(yearSchema(), { error: MISSING_FORM }).min(1, MISSING_FORM).max(OFFER_LIMITS.years, MISSING_FORM),
  })
  .superRefine((form, ctx) => {
    const length = MONTH_LENGTHS[form.anticipation_month - 1]!;
    if (form.anticipation_day > length) {
      ctx.addIssue({ code: "custom", path: ["anticipation_day"], message: `Choisissez un jour entre 1 et ${length}\u202f: le mois de ${MONTHS[form.anticipation_month - 1]} n’a pas de ${form.anticipation_day} chaque année.` });
    }
    const years = form.years.map((row) => row.year);
    if (new Set(years).size !== years.length) ctx.addIssue({ code: "custom", path: ["years"], message: MISSING_FORM });
  });
export type OfferForm = z.output<typeof offerFormSchema>;

/**
 * The document a form saves, from the offer in force (`current`): the edited years' prices (an
 * empty price removes the year's own price: it then takes the latest one before it) and links;
 * the other years stay as they were. Null when no price would remain at all.
 */
export function offerFromForm(form: OfferForm, current: MembershipOffer): StoredOffer | null {
  const prices: Record<string, number> = Object.fromEntries(Object.entries(current.pricePerPerson).map(([year, price]) => [String(year), price]));
  const paymentLinks: Record<string, string | null> = { ...current.paymentLinks };
  for (const row of form.years) {
    if (row.price === null) delete prices[String(row.year)];
    else prices[String(row.year)] = row.price;
    row.links.forEach((link, index) => {
      paymentLinks[linkKey(row.year, index + 1)] = link;
    });
  }
  if (Object.keys(prices).length === 0) return null;
  return { anticipationFrom: { month: form.anticipation_month, day: form.anticipation_day }, prices, paymentLinks, donationUrl: form.donation_url };
}

/** The form's values for `offer`: the edited years with their own price (empty when inherited) and their links. */
export function offerToForm(offer: MembershipOffer, years: readonly number[]) {
  return {
    anticipation_month: String(offer.anticipationFrom.month),
    anticipation_day: String(offer.anticipationFrom.day),
    donation_url: offer.donationUrl ?? "",
    years: years.map((year) => ({
      year: String(year),
      price: year in offer.pricePerPerson ? String(offer.pricePerPerson[year]) : "",
      links: PERSON_COUNTS.map((persons) => paymentLinkOf(offer, year, persons) ?? ""),
    })),
  };
}

/** The price a year shows and where it comes from: its own, or inherited from an earlier year. */
export function priceOrigin(year: number, table: PriceTable): { price: number; inheritedFrom: number | null } {
  const price = pricePerPerson(year, table);
  if (year in table) return { price, inheritedFrom: null };
  const from = Object.keys(table)
    .map(Number)
    .filter((y) => y < year)
    .sort((a, b) => a - b)
    .at(-1);
  return { price, inheritedFrom: from ?? null };
}

/** The names of what changed, for the journal. */
export function changedOfferFields(before: MembershipOffer, after: MembershipOffer, years: readonly number[]): string[] {
  const changed: string[] = [];
  if (before.anticipationFrom.month !== after.anticipationFrom.month || before.anticipationFrom.day !== after.anticipationFrom.day) changed.push("ouverture de l’année suivante");
  for (const year of years) {
    if (before.pricePerPerson[year] !== after.pricePerPerson[year]) changed.push(`prix ${year}`);
    if (PERSON_COUNTS.some((persons) => paymentLinkOf(before, year, persons) !== paymentLinkOf(after, year, persons))) changed.push(`liens de paiement ${year}`);
  }
  if (before.donationUrl !== after.donationUrl) changed.push("page de don");
  return changed;
}
