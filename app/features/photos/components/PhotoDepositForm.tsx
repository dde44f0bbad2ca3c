// The deposit form: a multipart POST that works without JavaScript, a document's form
// (features/forms/components/DocumentForm.tsx). With JavaScript the form module checks the fields
// with the schema's messages, and the photo-deposit module (enhance/modules/photo-deposit.ts)
// previews the chosen image, refuses a file over 10 MB before sending and keeps the submit button
// disabled until the rights box is ticked. The server validates everything anyway.
import { getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Upload } from "~/components/ui/icons";
import type { z } from "zod";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { FieldErrors, TextAreaField, TextField } from "~/components/ui/field";
import { FormStatus } from "~/components/ui/form-status";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { IdempotencyField } from "~/components/ui/idempotency-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { DocumentForm } from "~/features/forms/components/DocumentForm";
import { formConstraints } from "~/lib/form-constraints";
import { PHOTO_ACCEPT, PHOTO_CATEGORIES, PHOTO_CATEGORY_LABELS, PHOTO_LIMITS as L, PHOTO_MAX_BYTES, PHOTO_MESSAGES as M, PHOTO_RIGHTS_TERMS, type PhotoCategory } from "../options";
import { PHOTO_DEPOSIT_PATH } from "../paths";
import { photoDepositSchema } from "../schema";

export const PHOTO_FORM_ID = "depot-photo";
/** Where the form posts: the deposit tab, so a refusal shows the form again. */
export const PHOTO_FORM_ACTION = `${PHOTO_DEPOSIT_PATH}?onglet=depot`;

const CATEGORY_HINTS: Readonly<Record<PhotoCategory, string>> = {
  probleme: "Un souci à faire remonter",
  idee: "Ce qui pourrait changer",
  jolie_photo: "Pour la galerie",
};

export function PhotoDepositForm({
  lastResult,
  failure,
  idempotencyKey,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  failure?: { title: string; description: string } | null;
  idempotencyKey?: string;
}) {
  const { constraint, messages } = formConstraints(photoDepositSchema);
  const [form, fields] = useForm<z.input<typeof photoDepositSchema>>({ id: PHOTO_FORM_ID, lastResult, constraint });
  const noAria = { ariaAttributes: false } as const;
  const { key: _photoKey, ...photoInput } = getInputProps(fields.photo, { type: "file", ...noAria });
  const { key: _rightsKey, ...rightsInput } = getInputProps(fields.rights_granted, { type: "checkbox", ...noAria });
  const photoDescribedBy = [`${fields.photo.id}-hint`, fields.photo.errors?.length ? `${fields.photo.id}-error` : null].filter(Boolean).join(" ");
  const rightsError = fields.rights_granted.errors?.length ? `${fields.rights_granted.id}-error` : undefined;

  return (
    <DocumentForm
      id={form.id}
      action={PHOTO_FORM_ACTION}
      encType="multipart/form-data"
      navigate
      modules={["photo-deposit"]}
      messages={messages}
      className="space-y-6"
      aria-labelledby="depot-form-title"
    >
      <HoneypotField />
      <IdempotencyField value={idempotencyKey} />
      <input type="hidden" name="intent" value="deposit" />
      <FormStatus failure={failure} errorId={form.errorId} errors={form.errors} />

      <div>
        <label htmlFor={fields.photo.id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
          Photo
          <span className="text-red-700 dark:text-red-400" aria-hidden="true">
            {" "}*
          </span>
        </label>
        <input
          {...photoInput}
          id={fields.photo.id}
          accept={PHOTO_ACCEPT}
          required
          aria-invalid={fields.photo.errors?.length ? true : undefined}
          aria-describedby={photoDescribedBy}
          data-max-bytes={PHOTO_MAX_BYTES}
          data-too-large={M.tooLarge}
          className="block w-full rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-full file:border file:border-brand-600 file:bg-white file:px-4 file:font-semibold file:text-brand-800 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:file:bg-slate-900 dark:file:text-brand-100"
        />
        <p id={`${fields.photo.id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          PNG, JPG, JPEG ou WebP, 10&#8239;Mo maximum. La photo est enregistrée sans ses métadonnées (position GPS, modèle d’appareil, date de prise de vue)&#8239;: seule
          l’image est conservée.
        </p>
        <FieldErrors id={`${fields.photo.id}-error`} errors={fields.photo.errors} />
        {/* Shown by the photo-deposit module once an image is chosen. */}
        <figure className="mt-3" data-photo-preview="" hidden>
          <img alt="" data-testid="photo-preview" className="max-h-64 rounded-lg border border-slate-200 object-contain dark:border-slate-700" />
          <figcaption className="mt-1 text-xs text-slate-600 dark:text-slate-400">Aperçu de la photo choisie</figcaption>
        </figure>
      </div>

      <TextField
        {...withoutKey(getInputProps(fields.title, { type: "text", ...noAria }))}
        id={fields.title.id}
        label="Titre"
        maxLength={L.titleMax}
        hint={`Quelques mots pour décrire la photo, ${L.titleMax} caractères au maximum.`}
        errors={fields.title.errors}
        required
      />

      <ChoiceGroup
        id={fields.category.id}
        name={fields.category.name}
        legend="Catégorie"
        choices={PHOTO_CATEGORIES.map((c) => ({ value: c, label: PHOTO_CATEGORY_LABELS[c], description: CATEGORY_HINTS[c] }))}
        defaultValue={typeof fields.category.initialValue === "string" ? fields.category.initialValue : undefined}
        errors={fields.category.errors}
        required
      />

      <TextAreaField
        {...withoutKey(getTextareaProps(fields.description, noAria))}
        id={fields.description.id}
        label="Description (facultatif)"
        rows={4}
        maxLength={L.descriptionMax}
        hint={`Le contexte, ce que la photo montre, ${L.descriptionMax} caractères au maximum.`}
        errors={fields.description.errors}
      />

      <TextField
        {...withoutKey(getInputProps(fields.location, { type: "text", ...noAria }))}
        id={fields.location.id}
        label="Lieu (facultatif)"
        maxLength={L.locationMax}
        hint="Une rue, une place, un quai de la Presqu’île."
        errors={fields.location.errors}
      />

      <div>
        <div className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <input
            {...rightsInput}
            id={fields.rights_granted.id}
            aria-required="true"
            aria-invalid={rightsError ? true : undefined}
            aria-describedby={rightsError}
            data-rights-box=""
            className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
          />
          <label htmlFor={fields.rights_granted.id} className="text-sm">
            {PHOTO_RIGHTS_TERMS}
            <span className="text-red-700 dark:text-red-400" aria-hidden="true">
              {" "}*
            </span>
          </label>
        </div>
        <FieldErrors id={`${fields.rights_granted.id}-error`} errors={fields.rights_granted.errors} />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton pendingLabel="Envoi en cours…" data-needs-rights="" className="px-6 py-3 disabled:cursor-not-allowed!" icon={<Upload aria-hidden="true" className="h-4 w-4" />}>
          Déposer la photo
        </SubmitButton>
        {/* Shown by the photo-deposit module while the button waits for the rights box. */}
        <p className="text-sm text-slate-600 dark:text-slate-400" data-rights-hint="" hidden>
          Cochez la case de cession des droits pour pouvoir envoyer la photo.
        </p>
      </div>
    </DocumentForm>
  );
}

/** conform's props carry a React key, which must not be spread. */
function withoutKey<T extends { key?: unknown }>(props: T): Omit<T, "key"> {
  const { key: _key, ...rest } = props;
  return rest;
}
