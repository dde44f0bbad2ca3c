// /espace/donnees: "Mes données (RGPD)": download everything held about the account, and delete
// the account (password and an explicit confirmation; what goes and what stays is listed).
// Under the guarded member layout. A document (ADR 0026): the deletion form is a plain post,
// checked in the browser with its schema's messages.
import { getInputProps, useForm } from "@conform-to/react";
import { Link } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/data";
import { FieldErrors, PasswordField } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { SubmitButton } from "~/components/ui/submit-button";
import { DocumentForm } from "~/features/forms/components/DocumentForm";
import { MemberCard, MemberSpaceFrame } from "~/features/account/components/MemberSpace";
import { signOut } from "~/features/account/mutations.server";
import { deleteAccount, DELETION_TERMS, PERSONAL_DATA_PROVIDERS } from "~/features/account/personal-data.server";
import { deleteAccountSchema } from "~/features/account/schema";
import { requesterFrom, runFormAction, type FormReply } from "~/lib/form-action.server";
import { authorisedUser } from "~/lib/permissions.server";
import { getDatabase, getRequest } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { formConstraints } from "~/lib/form-constraints";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Mes données", description: "Télécharger vos données ou supprimer votre compte.", noindex: true });

// The member layout's guard let a signed-in member in; nothing here depends on who.
export function loader() {
  return { sections: PERSONAL_DATA_PROVIDERS.map((p) => p.label), terms: DELETION_TERMS };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = authorisedUser(context);
  const requester = await requesterFrom(context);
  const outcome = await runFormAction({
    request,
    requester,
    schema: deleteAccountSchema,
    form: "delete-account",
    limitBy: "account",
    mutate: (value) => deleteAccount(getDatabase(context), user, { password: value.current_password, requestId: requester.requestId }),
  });
  if (outcome.status === "refused") return outcome.response;
  if (outcome.value?.status === "wrong_password") return outcome.refuse({ fieldErrors: { current_password: ["Mot de passe incorrect."] } });
  // The sessions are gone with the account: this only clears the browser's cookie.
  const headers = await signOut(getDatabase(context), getRequest(context));
  return redirectWithToast("/", { title: "Votre compte a été supprimé", description: "Un e-mail de confirmation vous a été envoyé." }, { headers });
}

export default function PersonalDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData as FormReply | undefined;
  const { constraint, messages } = formConstraints(deleteAccountSchema);
  const [form, fields] = useForm<z.input<typeof deleteAccountSchema>>({ id: "delete-account", lastResult: reply?.result ?? null, constraint });
  return (
    <MemberSpaceFrame title="Mes données" intro="Ce que le site garde sur vous, et comment le récupérer ou le supprimer.">
      <div className="space-y-6">
        <MemberCard title="Télécharger mes données" titleId="telecharger">
          <p className="text-slate-700 dark:text-slate-300">Un fichier JSON avec tout ce que le site garde sur votre compte&#8239;:</p>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700 dark:text-slate-300">
            {loaderData.sections.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
          <a
            href="/espace/donnees/export"
            download
            className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900"
          >
            Télécharger mes données
          </a>
        </MemberCard>
        <MemberCard title="Supprimer mon compte" titleId="supprimer" tone="danger">
          <div className="grid gap-6 md:grid-cols-2">
            <div>
              <h3 className="font-semibold">Ce qui sera supprimé</h3>
              <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-slate-700 dark:text-slate-300">
                {loaderData.terms.deleted.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold">Ce qui est conservé</h3>
              <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-slate-700 dark:text-slate-300">
                {loaderData.terms.kept.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </div>
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
            La suppression est définitive. Les détails figurent dans la{" "}
            <Link to="/politique-confidentialite" className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200">
              politique de confidentialité
            </Link>
            .
          </p>
          <DocumentForm id={form.id} navigate messages={messages} className="mt-6 space-y-4">
            <input type="hidden" name="intent" value="delete-account" />
            <FormError id={form.errorId} errors={form.errors} />
            <PasswordField {...getInputProps(fields.current_password, { type: "password" })} id={fields.current_password.id} label="Mot de passe" autoComplete="current-password" errors={fields.current_password.errors} required />
            <div>
              <div className="flex items-start gap-3">
                <input
                  {...getInputProps(fields.confirm, { type: "checkbox", value: "on" })}
                  id={fields.confirm.id}
                  className="mt-1 size-5 shrink-0"
                  aria-describedby={fields.confirm.errors?.length ? `${fields.confirm.id}-error` : undefined}
                  required
                />
                <label htmlFor={fields.confirm.id} className="text-sm">
                  Je comprends que mon compte sera supprimé définitivement.
                </label>
              </div>
              <FieldErrors id={`${fields.confirm.id}-error`} errors={fields.confirm.errors} />
            </div>
            <SubmitButton pendingLabel="Suppression…" variant="danger" className="px-5 py-2.5">
              Supprimer mon compte
            </SubmitButton>
          </DocumentForm>
        </MemberCard>
      </div>
    </MemberSpaceFrame>
  );
}
