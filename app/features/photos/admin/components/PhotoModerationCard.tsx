// One pending photo in the moderation queue (/admin/photos): the large preview, everything the
// member submitted with the submitter's name and email, and the two decisions as plain POST
// forms (they work without JavaScript): approve into the gallery (title, categories and credit
// editable) or reject with a note the member is told.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Picture } from "~/components/ui/content-image";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatDateTime } from "~/lib/dates";
import { type FormReply, refusalMessage, replyFor } from "~/lib/form-reply";
import { DEFAULT_GALLERY_CATEGORY, PHOTO_CATEGORIES, PHOTO_LIMITS, photoCategoryLabel } from "../../options";
import type { ModerationPhoto } from "../queries.server";
import { photoModerationSchema } from "../../schema";
import { GALLERY_CATEGORY_OPTIONS, submitterName } from "./labels";

export const approveFormId = (photoId: string) => `approuver-${photoId}`;
export const rejectFormId = (photoId: string) => `refuser-${photoId}`;

/**
 * The photo form a reply answers (approve or reject of one photo), read from its intent and the
 * photo id it was sent with; null for any other post (the page then says so above the queue).
 */
export function moderationFormId(reply: FormReply | null | undefined): string | null {
  const id = reply?.result?.initialValue?.id;
  if (typeof id !== "string" || !id) return null;
  if (replyFor(reply, "approve")) return approveFormId(id);
  if (replyFor(reply, "reject")) return rejectFormId(id);
  return null;
}

/** What the page says above the queue about a refusal that belongs to no photo's form, or null. */
export function moderationPageError(reply: FormReply | null | undefined): string | null {
  return moderationFormId(reply) === null ? refusalMessage(reply, "Cette demande est incomplète\u202f: rechargez la page et recommencez.") : null;
}

const CATEGORY_OPTIONS = PHOTO_CATEGORIES.map((value) => ({ value, label: photoCategoryLabel(value) }));

export function PhotoModerationCard({ photo, credit, reply }: { photo: ModerationPhoto; credit: string; reply: FormReply | null }) {
  const titleId = `photo-${photo.id}-titre`;
  const formId = moderationFormId(reply);
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900" data-testid="photo-a-moderer">
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          <a href={photo.picture.full} className="block overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800">
            <Picture
              src={photo.picture.src}
              srcSets={photo.picture.srcSets}
              alt={photo.description ? `${photo.title}\u202f: ${photo.description}` : photo.title}
              width={photo.picture.width}
              height={photo.picture.height}
              sizes="(min-width: 1280px) 560px, (min-width: 1024px) 70vw, 100vw"
              className="h-auto max-h-[36rem] w-full object-contain"
            />
            <span className="sr-only"> (ouvrir en taille réelle)</span>
          </a>
          <h2 id={titleId} className="mt-4 font-serif text-2xl font-bold break-words text-brand-800 dark:text-brand-100">
            {photo.title}
          </h2>
          <PhotoFacts photo={photo} />
        </div>
        <div className="min-w-0 space-y-6">
          <ApproveForm photo={photo} credit={credit} reply={formId === approveFormId(photo.id) ? (reply?.result ?? null) : null} />
          <RejectForm photo={photo} reply={formId === rejectFormId(photo.id) ? (reply?.result ?? null) : null} />
        </div>
      </div>
    </article>
  );
}

function PhotoFacts({ photo }: { photo: ModerationPhoto }) {
  const facts: Array<[string, ReactNode]> = [
    ["Catégorie", photoCategoryLabel(photo.category)],
    ["Description", photo.description ? <span className="whitespace-pre-line">{photo.description}</span> : "Non renseignée"],
    ["Lieu", photo.location ?? "Non renseigné"],
    ["Déposée le", formatDateTime(photo.createdAt)],
    ["Droits cédés le", formatDateTime(photo.rightsGrantedAt)],
    [
      "Déposée par",
      photo.submitter ? (
        <>
          {submitterName(photo.submitter)}
          {" — "}
          <a href={`mailto:${photo.submitter.email}`} className="break-all underline">
            {photo.submitter.email}
          </a>
        </>
      ) : (
        "Compte supprimé"
      ),
    ],
  ];
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-700 dark:text-slate-300">{term}</dt>
          <dd className="break-words text-slate-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const fieldsetClass = "rounded-xl border border-slate-200 p-4 dark:border-slate-700";
const legendClass = "px-1 font-semibold text-brand-800 dark:text-brand-100";

/** This photo's form of this intent is being sent. */
export function usePending(intent: string, photoId: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent && navigation.formData?.get("id") === photoId;
}

function ApproveForm({ photo, credit, reply }: { photo: ModerationPhoto; credit: string; reply: SubmissionResult<string[]> | null }) {
  const formId = approveFormId(photo.id);
  const [form, fields] = useForm({
    id: formId,
    lastResult: reply,
    defaultValue: { intent: "approve", id: photo.id, title: photo.title, category: photo.category, gallery_category: DEFAULT_GALLERY_CATEGORY[photo.category], credit, admin_notes: "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: photoModerationSchema }),
  });
  const { key: titleKey, ...title } = getInputProps(fields.title, { type: "text" });
  const { key: categoryKey, ...category } = getSelectProps(fields.category);
  const { key: galleryKey, ...gallery } = getSelectProps(fields.gallery_category);
  const { key: creditKey, ...creditInput } = getInputProps(fields.credit, { type: "text" });
  const { key: notesKey, ...notes } = getTextareaProps(fields.admin_notes);
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Approuver et publier dans la galerie</legend>
        <input type="hidden" name="intent" value="approve" />
        <input type="hidden" name="id" value={photo.id} />
        <div className="mt-2 space-y-4">
          <FormError id={form.errorId} errors={form.errors} />
          <TextField key={titleKey} {...title} label="Titre" errors={fields.title.errors} required maxLength={PHOTO_LIMITS.titleMax} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField key={categoryKey} {...category} label="Catégorie" errors={fields.category.errors} required options={CATEGORY_OPTIONS} />
            <SelectField key={galleryKey} {...gallery} label="Catégorie de la galerie" errors={fields.gallery_category.errors} required options={GALLERY_CATEGORY_OPTIONS} />
          </div>
          <TextField
            key={creditKey}
            {...creditInput}
            label="Crédit"
            hint={"Affiché dans la galerie sous la forme «\u202fPhoto\u202f: crédit\u202f»."}
            errors={fields.credit.errors}
            required
            maxLength={PHOTO_LIMITS.creditMax}
          />
          <TextAreaField key={notesKey} {...notes} label="Note interne" hint="Facultative, pour l’équipe : le membre ne la voit pas." errors={fields.admin_notes.errors} rows={2} maxLength={PHOTO_LIMITS.noteMax} />
          <SubmitButton pending={usePending("approve", photo.id)} pendingLabel="Publication..." className="px-5 py-2.5">
            Approuver et publier<span className="sr-only"> «&#8239;{photo.title}&#8239;»</span>
          </SubmitButton>
        </div>
      </fieldset>
    </Form>
  );
}

function RejectForm({ photo, reply }: { photo: ModerationPhoto; reply: SubmissionResult<string[]> | null }) {
  const formId = rejectFormId(photo.id);
  const [form, fields] = useForm({
    id: formId,
    lastResult: reply,
    defaultValue: { intent: "reject", id: photo.id, admin_notes: "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: photoModerationSchema }),
  });
  const { key: notesKey, ...notes } = getTextareaProps(fields.admin_notes);
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Refuser la photo</legend>
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="id" value={photo.id} />
        <div className="mt-2 space-y-4">
          <FormError id={form.errorId} errors={form.errors} />
          <TextAreaField
            key={notesKey}
            {...notes}
            label="Note au membre"
            hint="Expliquez pourquoi la photo n’est pas retenue : le membre la reçoit par e-mail et la voit dans son espace."
            errors={fields.admin_notes.errors}
            required
            rows={3}
            maxLength={PHOTO_LIMITS.noteMax}
          />
          <SubmitButton variant="danger" pending={usePending("reject", photo.id)} pendingLabel="Refus..." className="px-5 py-2.5">
            Refuser<span className="sr-only"> «&#8239;{photo.title}&#8239;»</span>
          </SubmitButton>
        </div>
      </fieldset>
    </Form>
  );
}
