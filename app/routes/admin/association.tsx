// /admin/association: the association's public identity (name, short name, contact email,
// postal address, phone, social links, press space) and the legal notice's registry data (RNA
// number, creation and Journal officiel dates, head office, director of publication, host), in
// one form saved together, administrators only ("settings:manage"). Until a first save the
// environment's values show; a save from an older version of the page is refused and keeps what
// was typed. The footer, /contact, /mentions-legales and the emails read the result.
import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/association";
import { TextField } from "~/components/ui/field";
import { FormStatus } from "~/components/ui/form-status";
import { SubmitButton } from "~/components/ui/submit-button";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { LastSaved } from "~/features/admin/settings/LastSaved";
import { settingsAction } from "~/features/admin/settings/settings-action.server";
import { associationIdentityFormSchema, associationIdentityFromForm, associationIdentityToForm } from "~/features/association/identity-form";
import { loadAssociationIdentity, saveIdentityParts } from "~/features/association/identity.server";
import { LEGAL_FIELD_LABELS, missingLegalFields, type LegalFieldName } from "~/features/association/legal-identity";
import { PUBLIC_FIELD_LABELS, type PublicFieldName } from "~/features/association/public-identity";
import { authorisedUser, permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

const PATH = "/admin/association";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("settings:manage")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Association et mentions légales", description: "Administration\u202f: l’identité et les informations légales de l’association.", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const { version, updatedAt, ...identity } = await loadAssociationIdentity(getDatabase(context));
  return { values: associationIdentityToForm(identity), version, updatedAt: updatedAt?.toISOString() ?? null, missing: missingLegalFields(identity.legal) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = authorisedUser(context);
  return settingsAction({
    context,
    request,
    schema: associationIdentityFormSchema,
    form: "association-identity",
    save: (form) => saveIdentityParts(getDatabase(context), user, associationIdentityFromForm(form), form.version),
    done: { path: PATH, toast: { title: "Informations enregistrées", description: "Le site et les mentions légales affichent désormais ces informations." } },
  });
}

interface FieldSpec<Name extends string> {
  name: Name;
  type?: "text" | "email" | "tel" | "url" | "date";
  required?: boolean;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
}

const PUBLIC_FIELDS: FieldSpec<PublicFieldName>[] = [
  { name: "association_name", required: true, autoComplete: "organization" },
  { name: "short_name", required: true, hint: "Affiché dans l’en-tête, le pied de page et le titre des pages (12 caractères au plus)." },
  { name: "contact_email", type: "email", hint: "Affichée sur le site\u202f; les messages du formulaire de contact, les idées et les adhésions sans page de paiement y sont envoyés. Vide\u202f: le site propose le formulaire de contact et ces e-mails arrivent aux administrateurs.", autoComplete: "off" },
  { name: "postal_address", required: true, autoComplete: "off" },
  { name: "phone", type: "tel", hint: "Facultatif. Laissez vide pour n’afficher aucun numéro.", placeholder: "04 12 34 56 78", autoComplete: "off" },
  { name: "facebook_url", type: "url", hint: "Laissez vide si l’association n’a pas de page Facebook\u202f: le lien n’est alors pas affiché.", placeholder: "https://www.facebook.com/…" },
  { name: "instagram_url", type: "url", hint: "Laissez vide pour ne pas afficher de lien Instagram.", placeholder: "https://www.instagram.com/…" },
  { name: "linkedin_url", type: "url", hint: "Laissez vide pour ne pas afficher de lien LinkedIn.", placeholder: "https://www.linkedin.com/company/…" },
  { name: "press_url", type: "url", hint: "Le dossier partagé ouvert par le lien «\u202fEspace Presse\u202f» de l’en-tête. Laissez vide pour masquer ce lien." },
];

const LEGAL_FIELDS: FieldSpec<LegalFieldName>[] = [
  { name: "rna_number", hint: "W suivi de 9 chiffres, tel qu’il figure sur le récépissé de la préfecture.", placeholder: "W691234567" },
  { name: "created_on", type: "date", required: true },
  { name: "jo_published_on", type: "date", hint: "Telle qu’elle figure au Journal officiel. Tant qu’elle est vide, les mentions légales n’en parlent pas." },
  { name: "head_office", required: true, hint: "Tel qu’il figure dans les statuts, par exemple «\u202fLyon 2e\u202f»." },
  { name: "publication_director", hint: "Nom de la personne responsable du contenu du site, en général la présidence. Laissez vide pour indiquer «\u202fle président de l’association\u202f»." },
  { name: "hosting_name", hint: "La société qui héberge le site." },
  { name: "hosting_address", autoComplete: "off" },
  { name: "hosting_phone", type: "tel" },
  {
    name: "privacy_email",
    type: "email",
    hint: "Où écrire pour accéder à ses données, les corriger ou les faire effacer\u202f: affichée dans la politique de confidentialité. Vide\u202f: l’adresse de contact.",
    autoComplete: "off",
  },
];

const fieldsetClass = "rounded-xl border border-slate-200 p-5 dark:border-slate-700";
const legendClass = "px-1 font-semibold text-brand-800 dark:text-brand-100";

function Fields<Name extends string>({ specs, labels, fields }: { specs: FieldSpec<Name>[]; labels: Record<Name, string>; fields: Record<Name, FieldMetadata<string>> }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {specs.map((field) => {
        const meta = fields[field.name];
        const { key, ...input } = getInputProps(meta, { type: field.type ?? "text" });
        return (
          <TextField
            key={key}
            {...input}
            label={labels[field.name]}
            hint={field.hint}
            errors={meta.errors}
            required={field.required}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
          />
        );
      })}
    </div>
  );
}

export default function AssociationSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { values, version, missing, updatedAt } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `association-${version}`,
    lastResult: actionData?.result ?? null,
    defaultValue: values,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: associationIdentityFormSchema }),
  });
  return (
    <AdminPage title="Association et mentions légales">
      <p className="max-w-prose text-slate-700 dark:text-slate-300">
        L’identité de l’association s’affiche sur tout le site et dans ses e-mails, ses informations légales sur la page{" "}
        <a href="/mentions-legales" className="font-medium text-brand-800 underline dark:text-brand-100">
          Mentions légales
        </a>
        , que la loi impose à tout site édité par une association.{" "}
        <LastSaved updatedAt={updatedAt} never={"Les valeurs ci-dessous sont celles de la configuration du serveur\u202f: enregistrez-les pour les gérer ici."} />
      </p>
      {missing.length > 0 ? (
        <div role="alert" className="mt-5 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-semibold">Les mentions légales sont incomplètes. À renseigner&#8239;:</p>
          <ul className="mt-2 list-disc pl-5">
            {missing.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6">
        <FormStatus errorId={form.errorId} errors={form.errors} />
        <input type="hidden" name="version" value={version} />
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>Identité de l’association</legend>
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">Affichée dans le pied de page, sur la page Contact et dans les e-mails envoyés par le site.</p>
          <Fields specs={PUBLIC_FIELDS} labels={PUBLIC_FIELD_LABELS} fields={fields} />
        </fieldset>
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>Mentions légales</legend>
          <Fields specs={LEGAL_FIELDS} labels={LEGAL_FIELD_LABELS} fields={fields} />
        </fieldset>
        <div className="border-t border-slate-200 pt-5 dark:border-slate-700">
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Enregistrement...">
            Enregistrer
          </SubmitButton>
        </div>
      </Form>
    </AdminPage>
  );
}
