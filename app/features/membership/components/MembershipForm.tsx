// The membership form: formula (year, 1–4 persons, live price), the payer, members 2..n and the RGPD
// consent. A document form (features/forms/components/DocumentForm.tsx) that works without
// JavaScript: member blocks beyond the chosen household size are hidden by CSS (:has on the
// checked radio) and ignored by the server; the answer is a redirect to the payment step. The
// price line is rendered with the chosen formula's amount; the membership-price module follows
// the visitor's choices.
import { FormProvider, getInputProps, useField, useForm, type SubmissionResult } from "@conform-to/react";
import { ArrowLeft, Lock, ShieldCheck } from "~/components/ui/icons";
import type { InputHTMLAttributes, ReactNode } from "react";
import { Link } from "react-router";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { FieldErrors, FieldShell, inputClass, TextField } from "~/components/ui/field";
import { FormStatus } from "~/components/ui/form-status";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { IdempotencyField } from "~/components/ui/idempotency-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { DocumentForm } from "~/features/forms/components/DocumentForm";
import { sitePages } from "~/config/pages";
import type { OutboxForm } from "~/features/offline/outbox";
import { formConstraints } from "~/lib/form-constraints";
import { MEMBERSHIP_LIMITS as L } from "../options";
import { membershipSchemaFor, type MembershipInput } from "../schema";
import { formatEuros, PERSON_COUNTS, personsLabel, toPersonCount } from "../pricing";
import { YEAR_OFFER_TEXTS, type YearOffer } from "../years";

export const MEMBERSHIP_FORM_ID = "adhesion";

/** Made offline, the membership leaves with the connection (features/offline). */
/** Kept for later when sent offline (ADR 0018; listed for the service worker in server/outbox-forms.ts): both pages post to themselves. */
export const MEMBERSHIP_OUTBOX: OutboxForm = {
  paths: [sitePages.membership.path, sitePages.membershipForm.path],
  label: "Votre demande d’adhésion",
  sent: { title: "Adhésion enregistrée", description: "L’e-mail de confirmation vous indique la suite pour régler votre cotisation." },
};

/** Fixed id of the household-size radios: the CSS below refers to their options' ids. */
const PERSONS_GROUP_ID = "adhesion-personnes";

// Literal class names so Tailwind generates them: member k is hidden while a household size below k is checked.
const HIDDEN_UNLESS_PERSONS: Record<2 | 3 | 4, string> = {
  2: "group-has-[#adhesion-personnes-1:checked]/adhesion:hidden",
  3: "group-has-[#adhesion-personnes-1:checked]/adhesion:hidden group-has-[#adhesion-personnes-2:checked]/adhesion:hidden",
  4: "group-has-[#adhesion-personnes-1:checked]/adhesion:hidden group-has-[#adhesion-personnes-2:checked]/adhesion:hidden group-has-[#adhesion-personnes-3:checked]/adhesion:hidden",
};

function Section({ title, children, description }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-2xl border border-slate-200 p-5 sm:p-6 dark:border-slate-700">
      <legend className="px-2 text-lg font-semibold text-brand-800 dark:text-brand-100">{title}</legend>
      {description ? <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
      {children}
    </fieldset>
  );
}

/** An input of a member block: marked required, but without the HTML attribute (the block may be hidden). */
function MemberInput({ id, label, errors, hint, markRequired, ...input }: { id: string; label: string; errors?: string[]; hint?: string; markRequired?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <FieldShell id={id} label={label} hint={hint} errors={errors} required={markRequired}>
      <input id={id} className={inputClass} aria-required={markRequired || undefined} aria-invalid={errors?.length ? true : undefined} aria-describedby={describedBy} {...input} />
    </FieldShell>
  );
}

function MemberBlock({ index }: { index: 0 | 1 | 2 }) {
  const position = (index + 2) as 2 | 3 | 4;
  const [block] = useField<{ nom?: string; prenom?: string; email?: string; telephone?: string }>(`membres[${index}]`);
  const member = block.getFieldset();
  const props = (field: typeof member.nom, type: "text" | "email" | "tel") => getInputProps(field, { type, ariaAttributes: false });
  return (
    <div className={HIDDEN_UNLESS_PERSONS[position]} data-member-block={position}>
      <fieldset
        className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-800/50"
        aria-describedby={block.errors?.length ? block.errorId : undefined}
      >
        <legend className="px-2 font-semibold">Adhérent {position}</legend>
        <FieldErrors id={block.errorId} errors={block.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <MemberInput {...props(member.nom, "text")} id={member.nom.id} label="Nom" autoComplete="off" maxLength={L.nameMax} errors={member.nom.errors} markRequired />
          <MemberInput {...props(member.prenom, "text")} id={member.prenom.id} label="Prénom" autoComplete="off" maxLength={L.nameMax} errors={member.prenom.errors} markRequired />
          <MemberInput
            {...props(member.email, "email")}
            id={member.email.id}
            label="Adresse e-mail (facultatif)"
            autoComplete="off"
            maxLength={L.emailMax}
            hint={"Vide\u202f: celle du payeur."}
            errors={member.email.errors}
          />
          <MemberInput
            {...props(member.telephone, "tel")}
            id={member.telephone.id}
            label="Téléphone (facultatif)"
            autoComplete="off"
            inputMode="tel"
            maxLength={25}
            hint={"Vide\u202f: celui du payeur."}
            errors={member.telephone.errors}
          />
        </div>
      </fieldset>
    </div>
  );
}

export interface MembershipFormProps {
  /** The years offered today with their price per person (years.ts), from the loader. */
  offers: readonly YearOffer[];
  /** The year chosen at step 1, shown locked; null lets the visitor choose (/adhesion). */
  lockedYear: number | null;
  /** Where the "change formula" link goes when the year is locked. */
  choiceHref?: string;
  lastResult?: SubmissionResult<string[]> | null;
  failure?: { title: string; description: string } | null;
  /** The key of this rendering: a retried post returns the first answer. */
  idempotencyKey?: string;
}

export function MembershipForm({ offers, lockedYear, choiceHref, lastResult, failure, idempotencyKey }: MembershipFormProps) {
  const priceOf = (year: number | null, persons: number) => {
    const offer = offers.find((o) => o.year === year);
    return offer ? offer.pricePerPerson * persons : null;
  };
  const { constraint, messages } = formConstraints(membershipSchemaFor(offers.map((o) => o.year)));
  const [form, fields] = useForm<MembershipInput>({
    id: MEMBERSHIP_FORM_ID,
    lastResult,
    constraint,
    defaultValue: { nombre_personnes: "1", ...(lockedYear ? { annee_adhesion: String(lockedYear) } : {}) },
  });

  const initialYear = Number(fields.annee_adhesion.initialValue);
  const year = lockedYear ?? (offers.some((o) => o.year === initialYear) ? initialYear : null);
  // A typed-back value may be anything (5, -1, 1e309): only 1 to 4 are shown.
  const persons = toPersonCount(fields.nombre_personnes.initialValue);
  const total = priceOf(year, persons);
  const text = (field: typeof fields.nom, type: "text" | "email" | "tel") => getInputProps(field, { type, ariaAttributes: false });

  return (
    <FormProvider context={form.context}>
      <DocumentForm id={form.id} navigate checkOnSubmit={false} messages={messages} outbox={MEMBERSHIP_OUTBOX} className="group/adhesion space-y-8">
        <HoneypotField />
        <IdempotencyField value={idempotencyKey} />
        <FormStatus failure={failure} errorId={form.errorId} errors={form.errors} />

        <Section title="Votre formule">
          {lockedYear ? (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 p-4 text-brand-900">
              <input type="hidden" name={fields.annee_adhesion.name} value={lockedYear} />
              <p className="flex items-center gap-2">
                <Lock aria-hidden="true" className="h-4 w-4" />
                <span>
                  Année d’adhésion&#8239;: <strong>{lockedYear}</strong> ({formatEuros(priceOf(lockedYear, 1) ?? 0)} par personne)
                </span>
              </p>
              {choiceHref ? (
                <Link to={choiceHref} className="inline-flex items-center gap-1 font-medium underline">
                  <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                  Changer d’année
                </Link>
              ) : null}
            </div>
          ) : (
            <ChoiceGroup
              id={fields.annee_adhesion.id}
              name={fields.annee_adhesion.name}
              legend="Année d’adhésion"
              columns={2}
              choices={offers.map((o) => ({
                value: String(o.year),
                label: `Adhésion ${o.year}`,
                description: `${YEAR_OFFER_TEXTS[o.kind].badge} · ${formatEuros(o.pricePerPerson)} par personne`,
              }))}
              defaultValue={fields.annee_adhesion.initialValue}
              errors={fields.annee_adhesion.errors}
              required
            />
          )}
          <ChoiceGroup
            id={PERSONS_GROUP_ID}
            name={fields.nombre_personnes.name}
            legend="Nombre de personnes dans le foyer"
            columns={4}
            hint={"Vous êtes l’adhérent 1\u202f; indiquez ci-dessous le nom des autres personnes."}
            choices={PERSON_COUNTS.map((count) => ({
              value: String(count),
              label: personsLabel(count),
              description: lockedYear
                ? formatEuros(priceOf(lockedYear, count) ?? 0)
                : offers.map((o) => `${formatEuros(o.pricePerPerson * count)} en ${o.year}`).join(" · "),
            }))}
            defaultValue={fields.nombre_personnes.initialValue ?? "1"}
            errors={fields.nombre_personnes.errors}
            required
          />
          <MembershipPrice prices={Object.fromEntries(offers.map((o) => [o.year, o.pricePerPerson]))} year={year} persons={persons} total={total} />
        </Section>

        <Section title="Vos coordonnées" description="Vous êtes le payeur et l’adhérent 1.">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField {...text(fields.nom, "text")} id={fields.nom.id} label="Nom" autoComplete="family-name" maxLength={L.nameMax} errors={fields.nom.errors} required />
            <TextField {...text(fields.prenom, "text")} id={fields.prenom.id} label="Prénom" autoComplete="given-name" maxLength={L.nameMax} errors={fields.prenom.errors} required />
            <TextField {...text(fields.email, "email")} id={fields.email.id} label="Adresse e-mail" autoComplete="email" maxLength={L.emailMax} errors={fields.email.errors} required />
            <TextField
              {...text(fields.telephone, "tel")}
              id={fields.telephone.id}
              label="Téléphone"
              autoComplete="tel"
              inputMode="tel"
              maxLength={25}
              hint="Numéro français, par exemple 06 12 34 56 78."
              errors={fields.telephone.errors}
              required
            />
            <TextField
              {...text(fields.adresse_complete, "text")}
              id={fields.adresse_complete.id}
              label="Adresse complète"
              autoComplete="street-address"
              maxLength={L.adresseMax}
              hint={`Numéro et rue, ${L.adresseMax} caractères au maximum.`}
              errors={fields.adresse_complete.errors}
              className="sm:col-span-2"
              required
            />
            <TextField
              {...text(fields.code_postal, "text")}
              id={fields.code_postal.id}
              label="Code postal"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={5}
              hint="5 chiffres, par exemple 69002."
              errors={fields.code_postal.errors}
              required
            />
            <TextField {...text(fields.ville, "text")} id={fields.ville.id} label="Ville" autoComplete="address-level2" maxLength={L.villeMax} errors={fields.ville.errors} required />
          </div>
        </Section>

        <div className="space-y-5">
          <MemberBlock index={0} />
          <MemberBlock index={1} />
          <MemberBlock index={2} />
        </div>

        <div>
          <div className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <input
              {...getInputProps(fields.consentement_rgpd, { type: "checkbox", ariaAttributes: false })}
              id={fields.consentement_rgpd.id}
              aria-required="true"
              aria-invalid={fields.consentement_rgpd.errors?.length ? true : undefined}
              aria-describedby={fields.consentement_rgpd.errors?.length ? `${fields.consentement_rgpd.id}-error` : undefined}
              className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
            />
            <label htmlFor={fields.consentement_rgpd.id} className="text-sm">
              J’accepte que l’association conserve les informations de ce formulaire pour gérer mon adhésion et me tenir informé·e de ses
              activités, conformément au RGPD et à la{" "}
              <Link to="/politique-confidentialite" className="font-medium underline">
                politique de confidentialité
              </Link>
              .<span className="text-red-700 dark:text-red-400" aria-hidden="true"> *</span>
            </label>
          </div>
          <FieldErrors id={`${fields.consentement_rgpd.id}-error`} errors={fields.consentement_rgpd.errors} />
        </div>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SubmitButton pendingLabel="Enregistrement..." variant="ochre" className="px-8 py-3" icon={<ShieldCheck aria-hidden="true" className="h-5 w-5" />}>
            Valider et passer au paiement
          </SubmitButton>
          <p className="text-sm text-slate-600 dark:text-slate-400">Le paiement se fait ensuite sur la page sécurisée de notre prestataire.</p>
        </div>
      </DocumentForm>
    </FormProvider>
  );
}

/**
 * The amount of the chosen formula, shown with JavaScript only (hidden until the membership-price
 * module runs: without it, the choices' own descriptions give the prices). Both sentences are
 * rendered; the module fills in the amount, the household and the year as the visitor chooses.
 */
function MembershipPrice({ prices, year, persons, total }: { prices: Record<number, number>; year: number | null; persons: number; total: number | null }) {
  return (
    <p aria-live="polite" hidden data-module="membership-price" data-prices={JSON.stringify(prices)} className="rounded-xl bg-ochre-100 p-4 text-lg text-slate-900">
      <span data-price="known" hidden={total === null}>
        Montant de votre cotisation&#8239;: <strong data-testid="montant" data-price-total="">{total !== null ? formatEuros(total) : ""}</strong> (
        <span data-price-persons="">{personsLabel(persons)}</span>, <span data-price-year="">{year ?? ""}</span>)
      </span>
      <span data-price="unknown" hidden={total !== null}>
        Choisissez l’année pour afficher le montant de votre cotisation.
      </span>
    </p>
  );
}
