// /admin/adhesions/offre: the membership offer, administrators only ("settings:manage"): from
// which day next year's membership opens, the price per person of this year and the next two,
// the card-payment page of each household size and the donation page. A preview shows what
// /adhesion offers on a chosen date (?date=YYYY-MM-DD, today by default) with the saved offer.
// Until a first save the configuration's values (environment) apply; a save from an older
// version of the page is refused and keeps what was typed.
import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/membership-offer";
import { FieldErrors, SelectField, TextField } from "~/components/ui/field";
import { FormStatus } from "~/components/ui/form-status";
import { SubmitButton } from "~/components/ui/submit-button";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { LastSaved } from "~/features/admin/settings/LastSaved";
import { settingsAction } from "~/features/admin/settings/settings-action.server";
import {
  editableYears,
  monthDayInWords,
  MONTHS,
  offerFormSchema,
  offerFromForm,
  offerToForm,
  paymentLinkOf,
  priceOrigin,
} from "~/features/membership/offer";
import { loadOfferSetting, saveMembershipOffer } from "~/features/membership/offer.server";
import { formatEuros, PERSON_COUNTS } from "~/features/membership/pricing";
import { offeredMembershipYears, YEAR_OFFER_TEXTS } from "~/features/membership/years";
import { requestNow } from "~/lib/clock.server";
import { isCalendarDate, parisCalendarDate, parisIsoDate } from "~/lib/dates";
import { authorisedUser, permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

const PATH = "/admin/adhesions/offre";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("settings:manage")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Offre d’adhésion", description: "Administration\u202f: années, prix et liens de paiement des adhésions.", noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const now = requestNow(request);
  const today = parisIsoDate(now);
  const asked = new URL(request.url).searchParams.get("date")?.trim() ?? "";
  const previewDay = isCalendarDate(asked) ? asked : today;
  const { offer, version, updatedAt } = await loadOfferSetting(getDatabase(context));
  const years = editableYears(parisCalendarDate(now).year);
  // Noon in Paris: the preview is about the calendar day, whatever the hour.
  const previewAt = new Date(`${previewDay}T12:00:00+01:00`);
  const preview = offeredMembershipYears(previewAt, offer).map((o) => ({
    ...o,
    households: PERSON_COUNTS.map((persons) => ({ persons, amount: o.pricePerPerson * persons, link: paymentLinkOf(offer, o.year, persons) ?? null })),
  }));
  return {
    values: offerToForm(offer, years),
    years: years.map((year) => ({
      year,
      ...priceOrigin(year, offer.pricePerPerson),
      missingLinks: PERSON_COUNTS.filter((persons) => !paymentLinkOf(offer, year, persons)).length,
    })),
    anticipation: monthDayInWords(offer.anticipationFrom),
    version,
    updatedAt: updatedAt?.toISOString() ?? null,
    preview: { day: previewDay, isToday: previewDay === today, invalid: asked !== "" && !isCalendarDate(asked), offers: preview, donationUrl: offer.donationUrl },
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = authorisedUser(context);
  const db = getDatabase(context);
  return settingsAction({
    context,
    request,
    schema: offerFormSchema,
    form: "membership-offer",
    save: async (form) => {
      const document = offerFromForm(form, (await loadOfferSetting(db)).offer);
      if (!document) return { status: "refused", message: "Indiquez au moins un prix par personne." };
      return saveMembershipOffer(db, user, document, form.version, form.years.map((row) => row.year));
    },
    done: { path: PATH, toast: { title: "Offre enregistrée", description: "La page Adhésion applique désormais ces années, prix et liens." } },
  });
}

const fieldsetClass = "rounded-xl border border-slate-200 p-5 dark:border-slate-700";
const legendClass = "px-1 font-semibold text-brand-800 dark:text-brand-100";
const dateFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "full", timeZone: "Europe/Paris" });

export default function MembershipOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { values, years, anticipation, version, updatedAt, preview } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `offre-${version}`,
    lastResult: actionData?.result ?? null,
    defaultValue: values,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: offerFormSchema }),
  });
  const rows = fields.years.getFieldList();
  const { key: monthKey, ...monthSelect } = getSelectProps(fields.anticipation_month);
  const { key: dayKey, ...dayInput } = getInputProps(fields.anticipation_day, { type: "text" });
  const { key: donationKey, ...donationInput } = getInputProps(fields.donation_url, { type: "url" });
  return (
    <AdminPage title="Offre d’adhésion">
      <p className="max-w-prose text-slate-700 dark:text-slate-300">
        Ce que propose la page{" "}
        <a href="/adhesion" className="font-medium text-brand-800 underline dark:text-brand-100">
          Adhésion
        </a>
        &#8239;: l’année en cours toujours, l’année suivante à partir du {anticipation}, au prix par personne de chaque année, avec la page de paiement de chaque
        taille de foyer.{" "}
        <LastSaved updatedAt={updatedAt} never={"Les valeurs ci-dessous sont celles de la configuration du serveur\u202f: enregistrez-les pour les gérer ici."} />
      </p>

      <section aria-labelledby="apercu-titre" className="mt-6 rounded-2xl bg-slate-50 p-5 dark:bg-slate-900">
        <h2 id="apercu-titre" className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
          Aperçu de la page Adhésion
        </h2>
        <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
          <TextField id="apercu-date" name="date" type="date" label="À la date du" defaultValue={preview.day} errors={preview.invalid ? ["Indiquez une date valide."] : undefined} />
          <button type="submit" className="min-h-11 rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800">
            Voir l’aperçu
          </button>
        </Form>
        <p className="mt-4 text-slate-700 dark:text-slate-300" data-testid="apercu-resume">
          {preview.isToday ? "Aujourd’hui" : `Le ${dateFormat.format(new Date(`${preview.day}T12:00:00+01:00`))}`}, la page propose{" "}
          {preview.offers.length > 1 ? `les adhésions ${preview.offers.map((o) => o.year).join(" et ")}` : `l’adhésion ${preview.offers[0]?.year}`} (offre
          en vigueur, sans les modifications non enregistrées).
        </p>
        <ul className="mt-3 grid gap-4 md:grid-cols-2">
          {preview.offers.map((offer) => (
            <li key={offer.year} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-950" data-testid={`apercu-${offer.year}`}>
              <h3 className="font-semibold text-slate-900 dark:text-slate-100">
                Adhésion {offer.year} <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800 dark:bg-slate-800 dark:text-brand-100">{YEAR_OFFER_TEXTS[offer.kind].badge}</span>
              </h3>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{formatEuros(offer.pricePerPerson)} par personne</p>
              <ul className="mt-2 space-y-1 text-sm">
                {offer.households.map((h) => (
                  <li key={h.persons}>
                    {h.persons}&nbsp;{h.persons > 1 ? "personnes" : "personne"}&#8239;: {formatEuros(h.amount)} —{" "}
                    {h.link ? (
                      <a href={h.link} className="text-brand-800 underline dark:text-brand-100" rel="noreferrer" target="_blank">
                        page de paiement
                      </a>
                    ) : (
                      <span>aucun lien&#8239;: l’association est prévenue par e-mail</span>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <Form method="post" {...getFormProps(form)} className="mt-8 space-y-8">
        <FormStatus errorId={form.errorId} errors={form.errors} />
        <input type="hidden" name="version" value={version} />
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>Ouverture de l’année suivante</legend>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            L’année en cours est toujours proposée. À partir de ce jour, l’adhésion de l’année suivante l’est aussi, marquée «&#8239;Anticipation&#8239;».
          </p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <TextField key={dayKey} {...dayInput} label="Jour" errors={fields.anticipation_day.errors} required inputMode="numeric" autoComplete="off" />
            <SelectField key={monthKey} {...monthSelect} label="Mois" errors={fields.anticipation_month.errors} required options={MONTHS.map((name, i) => ({ value: String(i + 1), label: name }))} />
          </div>
        </fieldset>
        <FieldErrors id={`${fields.years.id}-error`} errors={fields.years.errors} />
        {rows.map((row, index) => (
          <YearFieldset key={row.key} meta={row} info={years[index]!} />
        ))}
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>Don</legend>
          <TextField
            key={donationKey}
            {...donationInput}
            className="mt-2"
            label="Page de don"
            hint={"L’adresse du bouton «\u202fFaire un don libre\u202f» de la page Adhésion. Vide\u202f: la page ne propose pas de don."}
            errors={fields.donation_url.errors}
            autoComplete="off"
          />
        </fieldset>
        <div className="border-t border-slate-200 pt-5 dark:border-slate-700">
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Enregistrement...">
            Enregistrer l’offre
          </SubmitButton>
        </div>
      </Form>
    </AdminPage>
  );
}

type YearFields = { year: string; price: string; links: string[] };

function YearFieldset({ meta, info }: { meta: FieldMetadata<YearFields>; info: { year: number; price: number; inheritedFrom: number | null; missingLinks: number } }) {
  const row = meta.getFieldset();
  const links = row.links.getFieldList();
  const { key: priceKey, ...priceInput } = getInputProps(row.price, { type: "text" });
  const inherited = info.inheritedFrom !== null ? `Vide\u202f: le prix de ${info.inheritedFrom} s’applique (${formatEuros(info.price)}).` : "Vide\u202f: le prix de l’année précédente s’applique.";
  return (
    <fieldset className={fieldsetClass} data-testid={`offre-${info.year}`}>
      <legend className={legendClass}>Adhésion {info.year}</legend>
      <input type="hidden" name={row.year.name} value={String(info.year)} />
      {info.missingLinks > 0 ? (
        <p className="mt-1 rounded-lg bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          {info.missingLinks === PERSON_COUNTS.length ? "Aucune page de paiement n’est renseignée" : `${info.missingLinks} page${info.missingLinks > 1 ? "s" : ""} de paiement sur ${PERSON_COUNTS.length} ${info.missingLinks > 1 ? "manquent" : "manque"}`}&#8239;: les foyers
          concernés sont enregistrés et l’association est prévenue par e-mail pour convenir du règlement.
        </p>
      ) : null}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextField key={priceKey} {...priceInput} label="Prix par personne (en euros)" hint={inherited} errors={row.price.errors} inputMode="numeric" autoComplete="off" />
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {links.map((link, index) => {
          const { key, ...input } = getInputProps(link, { type: "url" });
          const persons = index + 1;
          return (
            <TextField
              key={key}
              {...input}
              label={`Page de paiement, ${persons}\u00a0personne${persons > 1 ? "s" : ""}`}
              hint={index === 0 ? "Vide\u202f: pas de paiement en ligne, l’association reçoit la demande par e-mail." : undefined}
              errors={link.errors}
              autoComplete="off"
            />
          );
        })}
      </div>
    </fieldset>
  );
}
