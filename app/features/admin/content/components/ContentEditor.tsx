// The full-page form of every content kind (spec 02 "Admin forms"): the kind's fields drawn
// from its declaration, validated by its one schema in the browser (conform) and again on the
// server; "Aperçu" renders the Markdown through the server's sanitising renderer (a plain post
// without JavaScript); the green note when the item is published; the image preview that
// hides itself when the image cannot be loaded. A refused save keeps everything typed.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { FieldErrors, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { FormStatus } from "~/components/ui/form-status";
import { SubmitButton } from "~/components/ui/submit-button";
import { flagFieldOf, listPath as listPathOf, type ContentField, type ContentKind, type EditorReply } from "../kit";

type Values = Record<string, string | boolean | number | undefined>;

const previewSchema = z.looseObject({ intent: z.literal("preview") });

export function ContentEditor({ kind, defaults, version, reply, formId }: { kind: ContentKind; defaults: Values; version?: number; reply?: EditorReply; formId: string }) {
  const [form, fields] = useForm({
    id: formId,
    lastResult: reply?.result ?? null,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // "Aperçu du texte" goes to the server whatever the other fields hold (it saves nothing).
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formData.get("intent") === "preview" ? previewSchema : (kind.schema as z.ZodType) }),
  });
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent");
  const published = fields[flagFieldOf(kind)]?.value === "on";
  const listPath = listPathOf(kind);
  // Fields in a group are drawn together, where the group's first field is declared.
  const groups = new Map<string, ContentField[]>();
  for (const field of kind.fields) if (field.group) groups.set(field.group, [...(groups.get(field.group) ?? []), field]);

  return (
    // Multipart: the text travels as UTF-8, not percent-encoded (a long article fits the body limit).
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
      <FormStatus failure={reply?.failure} errorId={form.errorId} errors={form.errors} />
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
      <div className="grid gap-5 md:grid-cols-2">
        {kind.fields.map((field) => {
          if (!field.group) return <EditorField key={field.name} field={field} meta={fields[field.name] as FieldMetadata<string>} />;
          const members = groups.get(field.group)!;
          if (members[0] !== field) return null;
          return (
            <fieldset key={field.group} className="grid gap-5 rounded-2xl border border-slate-300 p-4 md:col-span-2 md:grid-cols-2 dark:border-slate-600">
              <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{field.group}</legend>
              {members.map((member) => (
                <EditorField key={member.name} field={member} meta={fields[member.name] as FieldMetadata<string>} />
              ))}
            </fieldset>
          );
        })}
      </div>
      {kind.hasDrafts && published ? (
        <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100">
          {kind.section === "blog" ? "Cet article sera visible publiquement" : `${capitalize(kind.theOne)} sera visible publiquement`}
        </p>
      ) : null}
      {reply?.data ? <Preview html={reply.data.preview} /> : null}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5 dark:border-slate-700">
        <SubmitButton name="intent" value="save" pending={submitting === "save"} pendingLabel="Sauvegarde...">
          Sauvegarder
        </SubmitButton>
        {kind.fields.some((f) => f.kind === "markdown") ? (
          <SubmitButton name="intent" value="preview" variant="outline" formNoValidate pending={submitting === "preview"} pendingLabel="Aperçu...">
            Aperçu du texte
          </SubmitButton>
        ) : null}
        <Link to={listPath} className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-brand-800 underline underline-offset-2 dark:text-brand-100">
          Annuler
        </Link>
      </div>
    </Form>
  );
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function EditorField({ field, meta }: { field: ContentField; meta: FieldMetadata<string> }) {
  const common = { id: meta.id, label: field.label, hint: field.hint, errors: meta.errors, required: field.required, className: field.wide ? "md:col-span-2" : undefined };
  switch (field.kind) {
    case "textarea":
      return <TextAreaField {...getTextareaProps(meta)} {...common} rows={3} />;
    case "markdown":
      return <TextAreaField {...getTextareaProps(meta)} {...common} rows={14} />;
    case "select":
      return <SelectField {...getSelectProps(meta)} {...common} options={field.options ?? []} placeholder={field.emptyOption} />;
    case "checkbox":
      return <CheckboxField meta={meta} label={field.label} required={field.required} className={common.className} />;
    case "date":
      return <TextField {...getInputProps(meta, { type: "date" })} {...common} />;
    case "number":
      return <TextField {...getInputProps(meta, { type: "number" })} {...common} min={1} step={1} inputMode="numeric" />;
    case "url":
      return (
        <div className={common.className}>
          <TextField {...getInputProps(meta, { type: "text" })} {...common} className={undefined} placeholder={field.placeholder} spellCheck={false} autoCapitalize="off" />
          {field.name === "image" ? <ImagePreview src={meta.value ?? ""} /> : null}
        </div>
      );
    case "image":
      return <ImageUpload meta={meta} field={field} className={common.className} />;
    case "slug":
      return <TextField {...getInputProps(meta, { type: "text" })} {...common} spellCheck={false} autoCapitalize="off" />;
    default:
      return <TextField {...getInputProps(meta, { type: "text" })} {...common} placeholder={field.placeholder} />;
  }
}

function CheckboxField({ meta, label, required, className }: { meta: FieldMetadata<string>; label: string; required?: boolean; className?: string }) {
  const { key, ...input } = getInputProps(meta, { type: "checkbox" });
  return (
    <div className={className}>
      <div className="flex min-h-11 items-center gap-3">
        <input key={key} {...input} id={meta.id} required={required} className="h-5 w-5 shrink-0 accent-brand-600" />
        <label htmlFor={meta.id} className="font-medium text-slate-800 dark:text-slate-200">
          {label}
          {required ? (
            <span aria-hidden="true" className="text-red-700 dark:text-red-400">
              {" "}*
            </span>
          ) : null}
        </label>
      </div>
      <FieldErrors id={`${meta.id}-error`} errors={meta.errors} />
    </div>
  );
}

/** The file chosen for upload, previewed in the page before it is sent. */
function ImageUpload({ meta, field, className }: { meta: FieldMetadata<string>; field: ContentField; className?: string }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const describedBy = [`${meta.id}-hint`, meta.errors?.length ? `${meta.id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {field.label}
      </label>
      <input
        type="file"
        id={meta.id}
        name={meta.name}
        form={meta.formId}
        accept="image/jpeg,image/png,image/webp"
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setPreview(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : null);
        }}
        className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-full file:border file:border-brand-600 file:bg-white file:px-4 file:font-semibold file:text-brand-800 dark:text-slate-200 dark:file:bg-slate-900 dark:file:text-brand-100"
      />
      <p id={`${meta.id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {field.hint}
      </p>
      <FieldErrors id={`${meta.id}-error`} errors={meta.errors} />
      {preview ? (
        <figure className="mt-3">
          <img src={preview} alt="" className="max-h-48 rounded-lg border border-slate-200 object-cover dark:border-slate-700" />
          <figcaption className="mt-1 text-xs text-slate-600 dark:text-slate-400">Aperçu de l’image choisie</figcaption>
        </figure>
      ) : null}
    </div>
  );
}

/** The image as it will appear; nothing when it cannot be loaded (spec: the preview hides itself). */
function ImagePreview({ src }: { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src.startsWith("/") || src.startsWith("//") || failed === src) return null;
  return (
    <figure className="mt-3">
      <img src={src} alt="" className="max-h-48 rounded-lg border border-slate-200 object-cover dark:border-slate-700" onError={() => setFailed(src)} />
      <figcaption className="mt-1 text-xs text-slate-600 dark:text-slate-400">Aperçu de l’image</figcaption>
    </figure>
  );
}

function Preview({ html }: { html: string }) {
  return (
    <section aria-labelledby="apercu-titre" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="apercu-titre" className="text-sm font-semibold tracking-wide text-ochre-700 uppercase dark:text-ochre-400">
        Aperçu du texte
      </h2>
      {html ? (
        // Rendered on the server by lib/markdown.server.ts (raw HTML off, allowlist sanitiser).
        <div className="rich-text mt-3" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="mt-3 text-slate-600 dark:text-slate-400">Le texte est vide.</p>
      )}
    </section>
  );
}
