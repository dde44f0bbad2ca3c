// /admin/association: the legal notice's registry data (RNA number, creation and Journal
// officiel dates, head office, director of publication, host), administrators only
// ("settings:manage"). Until a first save the environment's values show; a save from an older
// version of the page is refused and keeps what was typed. /mentions-legales reads the result.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/association";
import { TextField } from "~/components/ui/field";
import { FormStatus } from "~/components/ui/form-status";
import { SubmitButton } from "~/components/ui/submit-button";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { CONFLICT_MESSAGE } from "~/features/admin/content/editor.server";
import { LEGAL_FIELD_LABELS, legalIdentityFormSchema, legalIdentityFromForm, legalIdentityToForm, missingLegalFields } from "~/features/association/legal-identity";
import { loadLegalIdentity, saveLegalIdentity } from "~/features/association/legal-identity.server";
import { parseSubmission } from "~/lib/form-data.server";
import type { FormReply } from "~/lib/form-reply";
import { permissionGuard, requirePermission } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

const PATH = "/admin/association";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("settings:manage")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Association et mentions légales", description: "Administration\u202f: les informations légales de l’association.", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  await requirePermission(context, "settings:manage");
  const { identity, version, updatedAt } = await loadLegalIdentity(getDatabase(context));
  return { values: legalIdentityToForm(identity), version, updatedAt: updatedAt?.toISOString() ?? null, missing: missingLegalFields(identity) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requirePermission(context, "settings:manage");
  const { submission } = await parseSubmission(request, legalIdentityFormSchema);
  const reply = (status: number, formErrors?: string[]) => data<FormReply>({ result: submission.reply({ formErrors }), failure: null, sent: false }, { status });
  if (submission.status !== "success") return reply(400);
  const { version, ...form } = submission.value;
  const result = await saveLegalIdentity(user, legalIdentityFromForm({ version, ...form }), version, getDatabase(context));
  if (result.status === "conflict") return reply(409, [CONFLICT_MESSAGE]);
  return redirectWithToast(PATH, { title: "Informations enregistrées", description: "Les mentions légales affichent désormais ces informations." });
}

const FIELDS: { name: keyof typeof LEGAL_FIELD_LABELS; type?: string; required?: boolean; hint?: string; placeholder?: string; autoComplete?: string }[] = [
  { name: "rna_number", hint: "W suivi de 9 chiffres, tel qu’il figure sur le récépissé de la préfecture.", placeholder: "W691234567" },
  { name: "created_on", type: "date", required: true },
  { name: "jo_published_on", type: "date", required: true },
  { name: "head_office", required: true, hint: "Tel qu’il figure dans les statuts, par exemple « Lyon 2e »." },
  { name: "publication_director", hint: "Nom de la personne responsable du contenu du site, en général la présidence. Laissez vide pour indiquer « le président de l’association »." },
  { name: "hosting_name", hint: "La société qui héberge le site." },
  { name: "hosting_address", autoComplete: "off" },
  { name: "hosting_phone", type: "tel" },
];

export default function AssociationSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { values, version, missing, updatedAt } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `association-${version}`,
    lastResult: actionData?.result ?? null,
    defaultValue: values,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: legalIdentityFormSchema }),
  });
  return (
    <AdminPage title="Association et mentions légales">
      <p className="max-w-prose text-slate-700 dark:text-slate-300">
        Ces informations s’affichent sur la page{" "}
        <a href="/mentions-legales" className="font-medium text-brand-800 underline dark:text-brand-100">
          Mentions légales
        </a>
        , que la loi impose à tout site édité par une association.{" "}
        {updatedAt
          ? `Dernier enregistrement le ${new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }).format(new Date(updatedAt))}.`
          : "Les valeurs ci-dessous sont celles de la configuration du serveur\u202f: enregistrez-les pour les gérer ici."}
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
        <div className="grid gap-5 md:grid-cols-2">
          {FIELDS.map((field) => {
            const meta = fields[field.name];
            const { key, ...input } = getInputProps(meta, { type: (field.type ?? "text") as "text" });
            return (
              <TextField
                key={key}
                {...input}
                label={LEGAL_FIELD_LABELS[field.name]}
                hint={field.hint}
                errors={meta.errors}
                required={field.required}
                placeholder={field.placeholder}
                autoComplete={field.autoComplete}
              />
            );
          })}
        </div>
        <div className="border-t border-slate-200 pt-5 dark:border-slate-700">
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Enregistrement...">
            Enregistrer
          </SubmitButton>
        </div>
      </Form>
    </AdminPage>
  );
}
