// /admin/contenus/equipe/textes: the board page's contact block and its three values, for the
// editorial team and administrators ("site:write"). Until a first save the code's texts show; a
// save from an older version of the page is refused and keeps what was typed. /equipe reads the
// result on its next view.
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/team-texts";
import { FieldErrors, TextAreaField, TextField } from "~/components/ui/field";
import { FormStatus } from "~/components/ui/form-status";
import { SubmitButton } from "~/components/ui/submit-button";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { LastSaved } from "~/features/admin/settings/LastSaved";
import { settingsAction } from "~/features/admin/settings/settings-action.server";
import { TEAM_TEXT_LIMITS, teamTextsFormSchema, teamTextsFromForm, teamTextsToForm } from "~/features/team/page-texts";
import { loadTeamTexts, saveTeamTexts } from "~/features/team/page-texts.server";
import { authorisedUser, permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

const PATH = "/admin/contenus/equipe/textes";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("site:write")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Textes de la page Notre équipe", description: "Administration\u202f: le bloc de contact et les valeurs de la page Notre équipe.", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const { texts, version, updatedAt } = await loadTeamTexts(getDatabase(context));
  return { values: teamTextsToForm(texts), version, updatedAt: updatedAt?.toISOString() ?? null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = authorisedUser(context);
  return settingsAction({
    context,
    request,
    schema: teamTextsFormSchema,
    form: "team-texts",
    save: (form) => saveTeamTexts(getDatabase(context), user, teamTextsFromForm(form), form.version),
    done: { path: PATH, toast: { title: "Textes enregistrés", description: "La page Notre équipe affiche désormais ces textes." } },
  });
}

const fieldsetClass = "rounded-xl border border-slate-200 p-5 dark:border-slate-700";
const legendClass = "px-1 font-semibold text-brand-800 dark:text-brand-100";

export default function TeamTextsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { values, version, updatedAt } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `equipe-textes-${version}`,
    lastResult: actionData?.result ?? null,
    defaultValue: values,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: teamTextsFormSchema }),
  });
  const contact = fields.contact.getFieldset();
  const valueList = fields.values.getFieldList();
  const { key: titleKey, ...titleInput } = getInputProps(contact.title, { type: "text" });
  const { key: linkKey, ...linkInput } = getInputProps(contact.link_label, { type: "text" });
  const { key: textKey, ...textInput } = getTextareaProps(contact.text);
  return (
    <AdminPage title="Textes de la page Notre équipe">
      <p className="max-w-prose text-slate-700 dark:text-slate-300">
        Le bloc «&#8239;Contacter le bureau&#8239;» et les trois valeurs de la page{" "}
        <a href="/equipe" className="font-medium text-brand-800 underline dark:text-brand-100">
          Notre équipe
        </a>
        . Les membres du bureau et les chiffres se modifient dans leurs propres écrans.{" "}
        <LastSaved updatedAt={updatedAt} never="Les textes ci-dessous sont ceux d’origine du site." />
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-8">
        <FormStatus errorId={form.errorId} errors={form.errors} />
        <input type="hidden" name="version" value={version} />
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>Bloc de contact</legend>
          <div className="mt-2 space-y-4">
            <TextField key={titleKey} {...titleInput} label="Titre" errors={contact.title.errors} required maxLength={TEAM_TEXT_LIMITS.contactTitle} />
            <TextAreaField
              key={textKey}
              {...textInput}
              label="Texte"
              hint="Un paragraphe. L’adresse e-mail de l’association s’affiche en dessous, avec le bouton."
              errors={contact.text.errors}
              required
              rows={3}
              maxLength={TEAM_TEXT_LIMITS.contactText}
            />
            <TextField key={linkKey} {...linkInput} label="Libellé du bouton" errors={contact.link_label.errors} required maxLength={TEAM_TEXT_LIMITS.linkLabel} />
          </div>
        </fieldset>
        <FieldErrors id={`${fields.values.id}-error`} errors={fields.values.errors} />
        {valueList.map((item, index) => {
          const value = item.getFieldset();
          const { key: valueTitleKey, ...valueTitle } = getInputProps(value.title, { type: "text" });
          const { key: descriptionKey, ...description } = getTextareaProps(value.description);
          return (
            <fieldset key={item.key} className={fieldsetClass}>
              <legend className={legendClass}>Valeur {index + 1}</legend>
              <div className="mt-2 space-y-4">
                <TextField key={valueTitleKey} {...valueTitle} label="Titre" errors={value.title.errors} required maxLength={TEAM_TEXT_LIMITS.valueTitle} />
                <TextAreaField
                  key={descriptionKey}
                  {...description}
                  label="Description"
                  errors={value.description.errors}
                  required
                  rows={3}
                  maxLength={TEAM_TEXT_LIMITS.valueDescription}
                />
              </div>
            </fieldset>
          );
        })}
        <div className="border-t border-slate-200 pt-5 dark:border-slate-700">
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Enregistrement...">
            Enregistrer les textes
          </SubmitButton>
        </div>
      </Form>
    </AdminPage>
  );
}
