// The membership offer as administrators edit it (/admin/adhesions/offre, issue 14), with a fixed
// clock: the configuration's offer until a first save; a saved anticipation day, price and
// payment links are what /adhesion offers, charges and links to, at the right date; a stale save
// writes nothing; the journal names what changed; the form's rules in French.
import { desc } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, memberships } from "~/db/schema";
import { createMembership } from "~/features/membership/mutations.server";
import { editableYears, offerFormSchema, offerFromForm, offerToForm, paymentLinkOf } from "~/features/membership/offer";
import { loadMembershipOffer, loadOfferSetting, saveMembershipOffer } from "~/features/membership/offer.server";
import { testPaymentLink } from "../support/association-env";
import { getPaymentStep } from "~/features/membership/queries.server";
import { TEST_NOW_HEADER } from "~/lib/clock.server";
import type { SessionUser } from "~/lib/auth.server";
import { loader as membershipRouteLoader } from "~/routes/participate/membership";
import { contextFor, householdInput, signedInMember, uniqueEmail } from "../factories";
import { truncateAll } from "../setup/database";

let admin: SessionUser;

beforeEach(async () => {
  await truncateAll();
  const email = uniqueEmail("admin");
  const { userId } = await signedInMember(email);
  admin = { id: userId, email, firstName: null, lastName: null, emailVerified: true, sessionId: "s", roles: ["admin"], permissions: ["settings:manage"], createdAt: new Date().toISOString() };
});

const YEARS = editableYears(2026);

/** The form of the offer in force with `change` applied, as conform hands it to the schema (empty fields left out). */
async function formWith(version: number, change: (form: ReturnType<typeof offerToForm>) => void) {
  const form = offerToForm(await loadMembershipOffer(getDb()), YEARS);
  change(form);
  return {
    version: String(version),
    anticipation_month: form.anticipation_month,
    anticipation_day: form.anticipation_day,
    donation_url: form.donation_url,
    years: form.years.map((row) => ({ year: row.year, ...(row.price ? { price: row.price } : {}), links: row.links.map((link) => link || undefined) })),
  };
}

async function save(version: number, change: (form: ReturnType<typeof offerToForm>) => void) {
  const parsed = offerFormSchema.safeParse(await formWith(version, change));
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  const document = offerFromForm(parsed.data, await loadMembershipOffer(getDb()));
  return saveMembershipOffer(getDb(), admin, document!, parsed.data.version, YEARS);
}

async function offeredOn(day: string) {
  const request = new Request("http://localhost:3000/adhesion-structured", { headers: { [TEST_NOW_HEADER]: day } });
  const result = (await membershipRouteLoader({ request, params: {}, context: await contextFor(request) } as never)) as unknown as { data: { offers: { year: number; kind: string; pricePerPerson: number }[]; donationUrl?: string } };
  return result.data;
}

test("until a first save the configuration's offer applies: 2027 from 1 September, at 2026's price, and no donation page (none is made up)", async () => {
  const { version, stored } = await loadOfferSetting(getDb());
  expect([version, stored]).toEqual([0, null]);
  const august = await offeredOn("2026-08-31T12:00:00+02:00");
  expect(august.offers.map((o) => o.year)).toEqual([2026]);
  expect(august.donationUrl).toBeNull();
  expect((await offeredOn("2026-09-01T12:00:00+02:00")).offers).toEqual([
    { year: 2026, kind: "recommended", pricePerPerson: 20 },
    { year: 2027, kind: "anticipation", pricePerPerson: 20 },
  ]);
});

test("a 2027 price and an anticipation day of 1 October: /adhesion offers 2027 at that price from that day, and charges it", async () => {
  const result = await save(0, (form) => {
    form.anticipation_month = "10";
    form.years[1]!.price = "25";
    form.years[1]!.links = ["https://pay.example.org/2027-1", "https://pay.example.org/2027-2", "", "https://pay.example.org/2027-4"];
    form.donation_url = "https://don.example.org/adpl";
  });
  expect(result).toEqual({ status: "ok", version: 1 });

  expect((await offeredOn("2026-09-30T23:30:00+02:00")).offers.map((o) => o.year)).toEqual([2026]);
  const october = await offeredOn("2026-10-01T00:30:00+02:00");
  expect(october.offers).toEqual([
    { year: 2026, kind: "recommended", pricePerPerson: 20 },
    { year: 2027, kind: "anticipation", pricePerPerson: 25 },
  ]);
  expect(october.donationUrl).toBe("https://don.example.org/adpl");
  // 2028 has no price of its own: it takes 2027's.
  expect((await loadMembershipOffer(getDb())).pricePerPerson[2028]).toBeUndefined();
  // Nor a payment page: none is made up for a year nobody configured.
  expect(paymentLinkOf(await loadMembershipOffer(getDb()), 2028, 1)).toBeUndefined();

  const couple = await createMembership(getDb(), householdInput(2, { annee_adhesion: 2027 }));
  expect(couple).toMatchObject({ amount: 50, paymentLink: "https://pay.example.org/2027-2" });
  // The association set no page for 3 people in 2027: stored without a link (it is told by email).
  expect(await createMembership(getDb(), householdInput(3, { annee_adhesion: 2027 }))).toMatchObject({ amount: 75, paymentLink: null });
  expect((await getDb().select().from(memberships)).map((m) => m.amountEuros).sort()).toEqual([50, 75]);

  const [entry] = await getDb().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  expect(entry).toMatchObject({ entityLabel: "Offre d’adhésion" });
  expect(entry?.summary).toContain("ouverture de l’année suivante");
  expect(entry?.summary).toContain("prix 2027");
  expect(entry?.summary).toContain("liens de paiement 2027");
  expect(entry?.summary).not.toContain("prix 2026");
});

test("the payment step links to the page configured now, and a stale save writes nothing", async () => {
  const membership = await createMembership(getDb(), householdInput(1, { annee_adhesion: 2026 }));
  expect((await getPaymentStep(getDb(), membership.reference))?.paymentLink).toBe(testPaymentLink(2026, 1));
  await save(0, (form) => (form.years[0]!.links[0] = "https://pay.example.org/2026-1"));
  expect((await getPaymentStep(getDb(), membership.reference))?.paymentLink).toBe("https://pay.example.org/2026-1");

  const stale = await formWith(0, (form) => (form.years[0]!.price = "99"));
  const parsed = offerFormSchema.parse(stale);
  expect((await saveMembershipOffer(getDb(), admin, offerFromForm(parsed, await loadMembershipOffer(getDb()))!, 0, YEARS)).status).toBe("conflict");
  expect((await loadMembershipOffer(getDb())).pricePerPerson[2026]).toBe(20);
});

test("the form refuses, in French, a price that is not a whole number of euros, a link that is not an https address, a day February lacks and a donation page that is not https", async () => {
  const values = await formWith(0, (form) => {
    form.years[0]!.price = "20,50";
    form.years[1]!.links[1] = "pay.example.org/2027";
    form.years[2]!.links[3] = "http://pay.example.org/2028";
    form.anticipation_month = "2";
    form.anticipation_day = "30";
    form.donation_url = "http://don.example.org/adpl";
  });
  const result = offerFormSchema.safeParse(values);
  expect(result.success).toBe(false);
  const messages = result.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  expect(messages).toEqual(
    expect.arrayContaining([
      "years.0.price: Prix 2026\u202f: indiquez un nombre entier d’euros entre 1 et 1000.",
      "years.1.links.1: 2027, 2\u00a0personnes\u202f: indiquez l’adresse complète de la page de paiement, commençant par https://.",
      "years.2.links.3: 2028, 4\u00a0personnes\u202f: indiquez l’adresse complète de la page de paiement, commençant par https://.",
      "donation_url: Indiquez l’adresse complète de la page de don, commençant par https://.",
    ]),
  );
  const february = offerFormSchema.safeParse({ ...(await formWith(0, (form) => (form.anticipation_month = "2"))), anticipation_day: "30" });
  expect(february.error?.issues.map((i) => i.message)).toEqual(["Choisissez un jour entre 1 et 28\u202f: le mois de février n’a pas de 30 chaque année."]);
});

test("the sample address earlier versions prefilled counts as no page once saved, and the form refuses it", async () => {
  const legacy = "https://www.helloasso.com/associations/adpl/adhesions/adhesion-2026-2-personnes";
  const current = await loadMembershipOffer(getDb());
  const document = { anticipationFrom: current.anticipationFrom, prices: { "2026": 20 }, paymentLinks: { ...current.paymentLinks, "2026-2": legacy }, donationUrl: null };
  await saveMembershipOffer(getDb(), admin, document, 0, YEARS);
  const offer = await loadMembershipOffer(getDb());
  expect(paymentLinkOf(offer, 2026, 2)).toBeUndefined();
  expect(offerToForm(offer, YEARS).years[0]!.links[1]).toBe("");
  // The household is stored without a link, and the association is told by email.
  expect(await createMembership(getDb(), householdInput(2, { annee_adhesion: 2026 }))).toMatchObject({ amount: 40, paymentLink: null });

  const typed = offerFormSchema.safeParse(await formWith(1, (form) => (form.years[0]!.links[1] = legacy)));
  expect(typed.error?.issues.map((i) => i.message)).toEqual([
    "2026, 2\u00a0personnes\u202f: cette adresse est l’exemple livré avec le site, pas une page de paiement de l’association. Indiquez la vôtre ou laissez le champ vide.",
  ]);
});
