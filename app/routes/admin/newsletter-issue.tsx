// /admin/newsletter/nouvelle and /admin/newsletter/:id: an issue's editor. Every button posts the
// whole form, so nothing typed is lost: "Enregistrer", "Aperçu" (the HTML part in the page, the
// text part in a <pre>), "Insérer le lien" (a recent article or an upcoming rencontre appended as
// a Markdown link), "Envoyer un test" (to oneself, through the queue), "Envoyer à N abonnés" and
// "Supprimer le brouillon" (each after a confirmation step, whose « Annuler » posts the editor
// too, so what was typed stays). Once sending, the page shows the progress (refreshed every few
// seconds); a sent issue is read-only with its figures. "newsletter:manage".
import { useEffect, useRef, type ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter-issue";
import { FieldShell, inputClass, TextAreaField, TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { IssueFigures } from "~/features/newsletter/components/IssueFigures";
import { ISSUE_BODY_MAX, ISSUE_STATUS_LABELS, ISSUE_SUBJECT_MAX, issueFormSchema } from "~/features/newsletter/issues";
import { createIssue, deleteDraftIssue, getIssue, linkChoices, linkMarkdown, parseIssueId, previewIssue, saveIssue, sendTestIssue, subscriberCounts } from "~/features/newsletter/admin/issues.server";
import { startSending } from "~/features/newsletter/sending.server";
import { requestNow } from "~/lib/clock.server";
import { formatDateTime } from "~/lib/dates";
import { FormRefusal, requesterFrom, runFormAction, type FormReply } from "~/lib/form-action.server";
import { formErrorsOf, replyFor } from "~/lib/form-reply";
import { authorisedUser, permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import type { ToastInput } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("newsletter:manage")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: args.params.id ? "Lettre d’information" : "Nouvelle lettre", description: "Administration\u202f: rédiger, tester et envoyer une lettre d’information.", noindex: true });

const READ_ONLY = "Cette lettre est déjà envoyée ou en cours d’envoi\u202f: elle ne peut plus être modifiée ni supprimée.";

const notFound = () => data("Cette lettre n’existe pas ou a été supprimée.", { status: 404 });

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const issue = params.id === undefined ? null : await getIssue(db, params.id);
  if (params.id !== undefined && !issue) throw notFound();
  const [choices, counts] = await Promise.all([issue && issue.status !== "draft" ? { articles: [], events: [] } : linkChoices(db, requestNow(request)), subscriberCounts(db)]);
  const sentPreview = issue && issue.status !== "draft" ? await previewIssue(db, issue) : null;
  return { issue, choices, recipients: counts.confirmed, sentPreview };
}

type Values = { subject: string; body: string };

/**
 * What the editor shows after a button that stays on the page and carried something out (a
 * preview, a link inserted, a test sent, the sending asked for): the values to put back in the
 * editor (the checked ones, a link appended), what to show with them, and a new rendering of the
 * fields (`seq`). This travels beside the form's reply, which a success resets.
 */
interface EditorAnswer {
  values: Values;
  preview: { bodyHtml: string; text: string } | null;
  notice: string | null;
  confirmSend: number | null;
  seq: number;
}


const NO_RECIPIENTS = "Aucun abonné confirmé\u202f: il n’y a personne à qui envoyer la lettre.";

export async function action({ context, params, request }: Route.ActionArgs) {
  const user = authorisedUser(context);
  const db = getDatabase(context);
  const issueId = params.id === undefined ? null : parseIssueId(params.id);
  const here = (id: number) => `/admin/newsletter/${id}`;
  const stay = (values: Values, extra: Partial<Omit<EditorAnswer, "values" | "seq">> = {}) => ({
    editor: { values, preview: extra.preview ?? null, notice: extra.notice ?? null, confirmSend: extra.confirmSend ?? null, seq: Date.now() } satisfies EditorAnswer,
  });
  /** A step that changes nothing yet (a confirmation cancelled, a deletion to confirm): the editor as typed. */
  const asTyped = { editor: null };
  const leave = (to: string, toast: ToastInput) => ({ to, toast });
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: issueFormSchema,
    form: "newsletter-issue",
    limitBy: "back-office",
    mutate: async (value): Promise<ReturnType<typeof stay> | typeof asTyped | ReturnType<typeof leave>> => {
      if (params.id !== undefined) {
        const issue = issueId === null ? null : await getIssue(db, issueId);
        if (!issue) throw notFound();
        if (issue.status !== "draft") throw new FormRefusal({ formErrors: [READ_ONLY] }, 409);
      }
      // A confirmation cancelled: the editor again, with what is typed in it (checked when it is
      // used). Nothing is carried out, so the answer is the submission as it stands.
      if (value.intent === "keep") return asTyped;

      if (value.intent === "delete") {
        // What is typed stays in the editor while the deletion is asked for (the same answer as « keep »).
        if (issueId === null) throw new FormRefusal({ formErrors: ["Cette lettre n’est pas encore enregistrée\u202f: il n’y a rien à supprimer."] });
        if (value.confirm !== "oui") return asTyped;
        const deleted = await deleteDraftIssue(db, user, issueId);
        if (deleted.status === "not_found") throw notFound();
        if (deleted.status === "not_draft") throw new FormRefusal({ formErrors: [READ_ONLY] }, 409);
        return leave("/admin/newsletter", { title: "Brouillon supprimé", description: `«\u202f${deleted.subject}\u202f» a été supprimé.` });
      }

      const values = { subject: value.subject, body: value.body };
      switch (value.intent) {
        case "save": {
          if (issueId === null) {
            const id = await createIssue(db, user, values);
            return leave(here(id), { title: "Brouillon enregistré", description: "La lettre est enregistrée comme brouillon." });
          }
          await saveIssue(db, user, issueId, values);
          return leave(here(issueId), { title: "Brouillon enregistré", description: "Vos modifications sont enregistrées." });
        }
        case "preview":
          return stay(values, { preview: await previewIssue(db, values) });
        case "insert-link": {
          const link = await linkMarkdown(db, value.link ?? "", requestNow(request));
          if (!link) throw new FormRefusal({ fieldErrors: { link: ["Cet article ou cette rencontre n’est plus proposé\u202f: choisissez-en un autre."] } });
          return stay({ ...values, body: `${values.body}\n\n${link}` }, { notice: "Lien ajouté à la fin du texte (pensez à enregistrer)." });
        }
        case "test": {
          await sendTestIssue(db, user, values, issueId);
          return stay(values, { notice: `Un test a été envoyé à ${user.email}. Il arrivera dans quelques instants.` });
        }
        case "send": {
          if (issueId === null) throw new FormRefusal({ formErrors: ["Enregistrez d’abord la lettre, puis envoyez-la."] });
          await saveIssue(db, user, issueId, values);
          if (value.confirm !== "oui") {
            const { confirmed } = await subscriberCounts(db);
            if (confirmed === 0) throw new FormRefusal({ formErrors: [NO_RECIPIENTS] });
            return stay(values, { confirmSend: confirmed });
          }
          const started = await startSending(db, user, issueId);
          if (started.status === "no_recipients") throw new FormRefusal({ formErrors: [NO_RECIPIENTS] });
          if (started.status !== "started") throw new FormRefusal({ formErrors: ["Cette lettre est déjà envoyée ou en cours d’envoi."] }, 409);
          return leave(here(issueId), { title: "Envoi commencé", description: `La lettre part vers ${started.recipients.toLocaleString("fr-FR")} abonné${started.recipients > 1 ? "s" : ""}, au rythme réglé.` });
        }
      }
    },
  });
  if (outcome.status === "refused") return outcome.response;
  const answer = outcome.value!;
  if ("to" in answer) return redirectWithToast(answer.to, answer.toast);
  return outcome.stay<EditorAnswer | null>(answer.editor);
}

/** The subject and text a reply kept as they were typed (a refusal, or a button that did nothing yet). */
function typedValues(reply: FormReply<unknown> | null): Values | null {
  const typed = reply?.result?.initialValue;
  if (!typed) return null;
  return { subject: typeof typed.subject === "string" ? typed.subject : "", body: typeof typed.body === "string" ? typed.body : "" };
}

const secondaryButton =
  "inline-flex min-h-11 items-center rounded-full border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800";

export default function NewsletterIssuePage({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, choices, recipients, sentPreview } = loaderData;
  if (issue && issue.status !== "draft") return <SentIssue issue={issue} preview={sentPreview} />;
  return <IssueEditor issue={issue} choices={choices} recipients={recipients} actionData={actionData} />;
}

function SentIssue({ issue, preview }: { issue: NonNullable<Route.ComponentProps["loaderData"]["issue"]>; preview: { bodyHtml: string; text: string } | null }) {
  return (
    <AdminPage title={issue.subject} back={{ to: "/admin/newsletter", label: "Retour aux lettres" }}>
      {/* While sending, the figures refresh themselves, with or without JavaScript. */}
      {issue.status === "sending" ? <meta httpEquiv="refresh" content="5" /> : null}
      <section aria-labelledby="envoi-titre" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
        <h2 id="envoi-titre" className="font-serif text-xl font-bold text-brand-800 dark:text-brand-100">
          {ISSUE_STATUS_LABELS[issue.status]}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {issue.sendStartedAt ? `Envoi commencé le ${formatDateTime(issue.sendStartedAt)}` : null}
          {issue.sendFinishedAt ? `, terminé le ${formatDateTime(issue.sendFinishedAt)}` : null}
        </p>
        <div className="mt-3" role="status">
          <IssueFigures progress={issue.progress} label="Avancement de l’envoi" />
        </div>
        {issue.status === "sending" ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Cette page se met à jour toutes les 5 secondes.</p> : null}
        {issue.progress.uncertain > 0 ? <UncertainCopies count={issue.progress.uncertain} /> : null}
      </section>
      {preview ? <Preview preview={preview} /> : null}
    </AdminPage>
  );
}

/** Copies a crash left between their hand-over and the mail server's answer (never sent again). */
function UncertainCopies({ count }: { count: number }) {
  const many = count > 1;
  return (
    <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
      {many ? `${count} remises ont été interrompues` : "Une remise a été interrompue"} par un arrêt du serveur avant la réponse du serveur de messagerie&#8239;:{" "}
      {many ? "ces abonnés ont" : "cet abonné a"} peut-être reçu la lettre. Elle ne {many ? "leur" : "lui"} est pas renvoyée, pour que personne ne la reçoive deux fois.
    </p>
  );
}

/**
 * A confirmation asked in the page, above the editor: focused when it appears, so the browser
 * brings it into view (the button that asked is lower down) and a screen reader reads it.
 */
function ConfirmPanel({ id, title, className, children }: { id: string; title: string; className: string; children: ReactNode }) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <section ref={panel} tabIndex={-1} aria-labelledby={id} className={`mb-6 rounded-2xl border-2 p-5 text-slate-900 focus:outline-none dark:bg-slate-900 dark:text-slate-100 ${className}`}>
      <h2 id={id} className="font-serif text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const EDITOR_FORM = "lettre-editeur";

/**
 * A confirmation's « Annuler »: posts the editor's form (not the panel's), so the editor comes
 * back with what is in it now, typed before or after the question; nothing is saved.
 */
function KeepEditingButton() {
  return (
    <button type="submit" form={EDITOR_FORM} name="intent" value="keep" formNoValidate className={secondaryButton}>
      Annuler
    </button>
  );
}

function Preview({ preview }: { preview: { bodyHtml: string; text: string } }) {
  return (
    <section aria-labelledby="apercu-titre" className="mt-8">
      <h2 id="apercu-titre" className="font-serif text-xl font-bold text-brand-800 dark:text-brand-100">
        Aperçu
      </h2>
      <h3 className="mt-3 font-semibold">Version HTML</h3>
      {/* Rendered and sanitised by lib/markdown.server.ts, as in the email. */}
      <div className="rich-text mt-2 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900" dangerouslySetInnerHTML={{ __html: preview.bodyHtml }} />
      <h3 className="mt-4 font-semibold">Version texte</h3>
      <pre className="mt-2 relative overflow-x-auto whitespace-pre-wrap rounded-2xl border border-slate-200 bg-slate-50 p-5 text-sm dark:border-slate-700 dark:bg-slate-950" tabIndex={0} aria-label="Version texte de la lettre">
        {preview.text}
      </pre>
    </section>
  );
}

function IssueEditor({
  issue,
  choices,
  recipients,
  actionData,
}: {
  issue: Route.ComponentProps["loaderData"]["issue"];
  choices: Route.ComponentProps["loaderData"]["choices"];
  recipients: number;
  actionData: Route.ComponentProps["actionData"];
}) {
  const navigation = useNavigation();
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const reply: FormReply<EditorAnswer | null> | null = actionData ?? null;
  const editor = reply?.data ?? null;
  const values = editor?.values ?? typedValues(reply) ?? { subject: issue?.subject ?? "", body: issue?.body ?? "" };
  const errors = (reply?.result?.error ?? {}) as Record<string, string[] | null | undefined>;
  const formErrors = formErrorsOf(reply);
  // « Supprimer le brouillon » answered without a refusal: the deletion is asked for.
  const confirmDelete = replyFor(reply, "delete") !== null && !reply?.result?.error;
  const n = recipients.toLocaleString("fr-FR");
  return (
    <AdminPage title={issue ? `Lettre\u202f: ${issue.subject}` : "Nouvelle lettre"} back={{ to: "/admin/newsletter", label: "Retour aux lettres" }}>
      {formErrors.length > 0 ? (
        <div role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {formErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {editor?.notice ? (
        <p role="status" className="mb-4 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {editor.notice}
        </p>
      ) : null}
      {editor?.confirmSend ? (
        <ConfirmPanel id="confirmer-titre" title="Confirmer l’envoi" className="border-amber-500 bg-amber-50">
          <p className="mt-2">
            «&#8239;{values.subject}&#8239;» va partir vers {editor.confirmSend.toLocaleString("fr-FR")} abonné{editor.confirmSend > 1 ? "s" : ""} confirmé{editor.confirmSend > 1 ? "s" : ""}. Une lettre envoyée ne peut plus être modifiée.
          </p>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="subject" value={values.subject} />
            <input type="hidden" name="body" value={values.body} />
            <input type="hidden" name="confirm" value="oui" />
            <SubmitButton name="intent" value="send" pending={pendingIntent === "send"} pendingLabel="Envoi...">
              Confirmer l’envoi
            </SubmitButton>
            <KeepEditingButton />
          </Form>
        </ConfirmPanel>
      ) : null}
      {confirmDelete && issue ? (
        <ConfirmPanel id="supprimer-titre" title="Supprimer le brouillon" className="border-red-600 bg-red-50">
          <p className="mt-2">«&#8239;{issue.subject}&#8239;» sera supprimé définitivement, avec ce qui n’a pas été enregistré.</p>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="subject" value={values.subject} />
            <input type="hidden" name="body" value={values.body} />
            <input type="hidden" name="confirm" value="oui" />
            <button type="submit" name="intent" value="delete" className="inline-flex min-h-11 items-center rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800">
              {pendingIntent === "delete" ? "Suppression..." : "Supprimer définitivement"}
            </button>
            <KeepEditingButton />
          </Form>
        </ConfirmPanel>
      ) : null}
      <Form method="post" id={EDITOR_FORM} key={editor?.seq ?? (reply ? "typed" : "initial")} className="space-y-5" aria-label="Rédiger la lettre">
        <TextField id="lettre-objet" name="subject" label="Objet" defaultValue={values.subject} maxLength={ISSUE_SUBJECT_MAX} required errors={errors.subject ?? undefined} />
        <TextAreaField
          id="lettre-texte"
          name="body"
          label="Texte de la lettre"
          hint={"En Markdown\u202f: ## pour un intertitre, **gras**, *italique*, [texte](adresse) pour un lien, - pour une liste. Le lien de désinscription de chaque abonné est ajouté en bas."}
          defaultValue={values.body}
          rows={16}
          maxLength={ISSUE_BODY_MAX}
          required
          errors={errors.body ?? undefined}
        />
        <fieldset className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
          <legend className="px-1 font-semibold">Insérer un lien</legend>
          <div className="flex flex-wrap items-end gap-3">
            <FieldShell id="lettre-lien" label="Article récent ou prochaine rencontre" className="min-w-64 flex-1" errors={errors.link ?? undefined}>
              <select id="lettre-lien" name="link" defaultValue="" className={inputClass} aria-invalid={errors.link?.length ? true : undefined} aria-describedby={errors.link?.length ? "lettre-lien-error" : undefined}>
              <option value="">Choisir…</option>
              {choices.articles.length > 0 ? (
                <optgroup label="Articles récents">
                  {choices.articles.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {choices.events.length > 0 ? (
                <optgroup label="Prochaines rencontres">
                  {choices.events.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              </select>
            </FieldShell>
            <button type="submit" name="intent" value="insert-link" className={secondaryButton}>
              Insérer le lien
            </button>
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value="save" pending={pendingIntent === "save"} pendingLabel="Enregistrement...">
            Enregistrer
          </SubmitButton>
          <button type="submit" name="intent" value="preview" className={secondaryButton}>
            Aperçu
          </button>
          <button type="submit" name="intent" value="test" className={secondaryButton}>
            {pendingIntent === "test" ? "Envoi du test..." : "Envoyer un test"}
          </button>
          {issue ? (
            <button type="submit" name="intent" value="send" className={secondaryButton}>
              Envoyer à {n} abonné{recipients > 1 ? "s" : ""}
            </button>
          ) : null}
          {issue ? (
            // Asks first; the fields' own checks do not apply (a draft is deleted whatever it holds).
            <button type="submit" name="intent" value="delete" formNoValidate className="inline-flex min-h-11 items-center rounded-full border border-red-700 px-5 font-semibold text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-slate-800">
              Supprimer le brouillon
            </button>
          ) : null}
        </div>
        {!issue ? <p className="text-sm text-slate-600 dark:text-slate-400">Enregistrez la lettre pour pouvoir l’envoyer aux abonnés.</p> : null}
      </Form>
      {editor?.preview ? <Preview preview={editor.preview} /> : null}
    </AdminPage>
  );
}
