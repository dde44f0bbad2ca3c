// /admin/idees/:id: one idea or problem for "ideas:moderate": everything the resident sent, the
// whole history (status changes with their public messages, internal notes, assignments), and
// three forms: the new status with an optional public message (shown on the follow-up page and
// emailed to the submitter once saved), an internal note (never public), the assignee (a board
// member, i.e. an account with the admin role, or nobody). Every change is journaled.
import { getFormProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/idea";
import { SelectField, TextAreaField } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { FormStatus } from "~/components/ui/form-status";
import { SubmitButton } from "~/components/ui/submit-button";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { addIdeaNote, assignIdea, changeIdeaStatus, ideaAssignees } from "~/features/ideas/mutations.server";
import { districtLabel, IDEA_LIMITS, IDEA_STATUS_LABELS, IDEA_TYPE_LABELS, URGENCY_LABELS, type IdeaStatus } from "~/features/ideas/options";
import { getIdeaSubmission, ideaHistory, type IdeaEventAdmin } from "~/features/ideas/admin/queries.server";
import { IDEA_TRIAGE_MESSAGES, ideaAssignSchema, ideaNoteSchema, ideaStatusSchema, ideaTriageSchema, type IdeaTriageIntent } from "~/features/ideas/triage-schema";
import { IDEA_OVERDUE_DAYS, ideaAgeDays, isOpenIdea, isOverdueIdea, nextIdeaStatuses } from "~/features/ideas/workflow";
import { requestNow } from "~/lib/clock.server";
import { formatDateTime } from "~/lib/dates";
import { FormRefusal, requesterFrom, runFormAction } from "~/lib/form-action.server";
import { replyFor } from "~/lib/form-reply";
import { formatFrenchPhone } from "~/lib/french-phone";
import { authorisedUser, permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("ideas:moderate")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: args.data?.idea ? `Soumission\u202f: ${args.data.idea.title}` : "Soumission introuvable", description: "Administration\u202f: une idée ou un signalement et son suivi.", noindex: true });

const notFound = () => data({ message: "Cette soumission n’existe pas ou a été supprimée." }, { status: 404 });

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const idea = await getIdeaSubmission(db, params.id);
  if (!idea) throw notFound();
  const now = requestNow(request);
  const [history, assignees] = await Promise.all([ideaHistory(db, idea.id), ideaAssignees(db)]);
  return {
    idea: {
      ...idea,
      age: isOpenIdea(idea.status) ? ideaAgeDays(idea.createdAt, now) : null,
      overdue: isOverdueIdea(idea, now),
    },
    next: nextIdeaStatuses(idea.status),
    history,
    assignees,
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const user = authorisedUser(context);
  const db = getDatabase(context);
  const deps = { now: requestNow(request) };
  const path = new URL(request.url).pathname;
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: ideaTriageSchema,
    form: "idea-triage",
    limitBy: "back-office",
    mutate: async (value) => {
      switch (value.intent) {
        case "statut": {
          const change = await changeIdeaStatus(db, user, params.id, { status: value.status, publicMessage: value.public_message }, deps);
          if (change.status === "not_found") throw notFound();
          if (change.status === "refused") throw new FormRefusal({ fieldErrors: { status: [IDEA_TRIAGE_MESSAGES.transition] } }, 409);
          // Committed with the submitter's email queued (retried by the queue, listed if it finally fails).
          return { title: "Statut modifié", description: `${IDEA_STATUS_LABELS[change.from]} → ${IDEA_STATUS_LABELS[change.to]}. La personne va être prévenue par e-mail.` };
        }
        case "note": {
          const result = await addIdeaNote(db, user, params.id, value.note, deps);
          if (result.status === "not_found") throw notFound();
          return { title: "Note ajoutée", description: "La note interne est ajoutée à l’historique." };
        }
        case "attribution": {
          const result = await assignIdea(db, user, params.id, value.assignee || null, deps);
          if (result.status === "not_found") throw notFound();
          if (result.status === "invalid_assignee") throw new FormRefusal({ fieldErrors: { assignee: [IDEA_TRIAGE_MESSAGES.assignee] } });
          if (result.status === "unchanged") return { type: "info" as const, title: "Attribution inchangée", description: "La soumission était déjà suivie ainsi." };
          return {
            title: "Attribution modifiée",
            description: result.assignee ? `Soumission suivie par ${result.assignee.name || result.assignee.email}.` : "La soumission n’est plus attribuée.",
          };
        }
      }
    },
  });
  if (outcome.status === "refused") return outcome.response;
  return redirectWithToast(path, outcome.value!);
}

const days = (n: number) => `${n}\u00a0jour${n > 1 ? "s" : ""}`;
const sectionTitle = "font-serif text-xl font-bold text-brand-800 dark:text-brand-100";
const card = "rounded-2xl border border-slate-200 p-5 dark:border-slate-700";

export default function IdeaPage({ loaderData, actionData }: Route.ComponentProps) {
  const { idea, history, next, assignees } = loaderData;
  const reply = actionData ?? null;
  const rows: Array<[string, React.ReactNode]> = [
    ["Nom", idea.name],
    [
      "Adresse e-mail",
      <a key="email" href={`mailto:${idea.email}`} className="underline">
        {idea.email}
      </a>,
    ],
    ["Téléphone", idea.phone ? formatFrenchPhone(idea.phone) : "Non renseigné"],
    ["Type", IDEA_TYPE_LABELS[idea.kind]],
    ["Quartier", districtLabel(idea.district) ?? "Non précisé"],
    ["Localisation", idea.location ?? "Non précisée"],
    ["Urgence", URGENCY_LABELS[idea.urgency]],
    ["Envoyée le", formatDateTime(idea.createdAt)],
    ["Statut", IDEA_STATUS_LABELS[idea.status]],
    ["Âge", idea.age === null ? "Close" : idea.overdue ? `${days(idea.age)}, en retard (plus de ${IDEA_OVERDUE_DAYS}\u00a0jours d’attente pour une soumission ${idea.urgency === "urgente" ? "urgente" : "d’urgence élevée"})` : days(idea.age)],
    ["Suivi par", idea.assigneeName || idea.assigneeEmail || "Personne"],
  ];
  return (
    <AdminPage title={idea.title} back={{ to: "/admin/idees", label: "Retour aux idées et signalements" }}>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-8">
          <section aria-labelledby="idee-soumission" className={card}>
            <h2 id="idee-soumission" className={sectionTitle}>
              Ce que la personne a envoyé
            </h2>
            <dl className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
              {rows.map(([label, value]) => (
                <div key={label} className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
                  <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
                  <dd className="break-words sm:col-span-2">{value}</dd>
                </div>
              ))}
              <div className="py-2">
                <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">Description</dt>
                <dd className="mt-1 break-words whitespace-pre-line">{idea.description}</dd>
              </div>
            </dl>
          </section>
          <History events={history} />
        </div>
        <div className="space-y-6">
          <StatusForm key={`statut-${idea.status}-${history.length}`} current={idea.status} next={next} lastResult={replyFor(reply, "statut")?.result ?? null} />
          <NoteForm key={`note-${history.length}`} lastResult={replyFor(reply, "note")?.result ?? null} />
          <AssignForm key={`attribution-${idea.assignedTo ?? ""}-${history.length}`} current={idea.assignedTo ?? ""} assignees={assignees} lastResult={replyFor(reply, "attribution")?.result ?? null} />
        </div>
      </div>
    </AdminPage>
  );
}

function History({ events }: { events: IdeaEventAdmin[] }) {
  return (
    <section aria-labelledby="idee-historique">
      <h2 id="idee-historique" className={sectionTitle}>
        Historique
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">Aucun changement pour l’instant&#8239;: la soumission est telle qu’elle a été envoyée.</p>
      ) : (
        <ol className="mt-3 space-y-3" data-testid="historique-idee">
          {events.map((event) => (
            <li key={event.id} className={`${card} ${event.kind === "note" ? "bg-amber-50 dark:bg-slate-800" : ""}`}>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {formatDateTime(event.createdAt)} — {event.actorEmail}
              </p>
              {event.kind === "status_change" && event.toStatus ? (
                <>
                  <p className="mt-1 font-medium">
                    Statut&#8239;: {event.fromStatus ? `${IDEA_STATUS_LABELS[event.fromStatus]} → ` : ""}
                    {IDEA_STATUS_LABELS[event.toStatus]}
                  </p>
                  {event.publicMessage ? (
                    <div className="mt-2">
                      <p className="text-sm font-semibold">Message public (page de suivi et e-mail)&#8239;:</p>
                      <p className="break-words whitespace-pre-line">{event.publicMessage}</p>
                    </div>
                  ) : (
                    <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Sans message public.</p>
                  )}
                </>
              ) : null}
              {event.kind === "note" ? (
                <div className="mt-1">
                  <p className="text-sm font-semibold">Note interne (jamais visible par la personne)&#8239;:</p>
                  <p className="break-words whitespace-pre-line">{event.internalNote}</p>
                </div>
              ) : null}
              {event.kind === "assignment" ? (
                <p className="mt-1 font-medium">{event.assigneeEmail ? `Attribuée à ${event.assigneeName || event.assigneeEmail}` : "Plus attribuée à personne"}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function useSubmitting(intent: IdeaTriageIntent) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function StatusForm({ current, next, lastResult }: { current: IdeaStatus; next: readonly IdeaStatus[]; lastResult: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm({
    id: "idee-statut",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ideaStatusSchema }),
  });
  const { key: statusKey, ...status } = getSelectProps(fields.status);
  const { key: messageKey, ...message } = getTextareaProps(fields.public_message);
  return (
    <section aria-labelledby="idee-statut-titre" className={card}>
      <h2 id="idee-statut-titre" className={sectionTitle}>
        Changer le statut
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Statut actuel&#8239;: {IDEA_STATUS_LABELS[current]}.</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <FormStatus errorId={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="statut" />
        <SelectField key={statusKey} {...status} label="Nouveau statut" required placeholder="Choisissez…" options={next.map((s) => ({ value: s, label: IDEA_STATUS_LABELS[s] }))} errors={fields.status.errors} />
        <TextAreaField
          key={messageKey}
          {...message}
          label="Message public (facultatif)"
          hint="Affiché sur la page de suivi de la personne et envoyé avec l’e-mail qui la prévient du changement."
          rows={4}
          maxLength={IDEA_LIMITS.publicMessageMax}
          errors={fields.public_message.errors}
        />
        <SubmitButton pending={useSubmitting("statut")} pendingLabel="Enregistrement..." className="px-5 py-2.5">
          Changer le statut
        </SubmitButton>
      </Form>
    </section>
  );
}

function NoteForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm({
    id: "idee-note",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ideaNoteSchema }),
  });
  const { key: noteKey, ...note } = getTextareaProps(fields.note);
  return (
    <section aria-labelledby="idee-note-titre" className={card}>
      <h2 id="idee-note-titre" className={sectionTitle}>
        Ajouter une note interne
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <FormStatus errorId={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="note" />
        <TextAreaField
          key={noteKey}
          {...note}
          label="Note interne"
          hint={"Pour l’équipe seulement\u202f: jamais affichée à la personne ni envoyée par e-mail."}
          rows={4}
          required
          maxLength={IDEA_LIMITS.internalNoteMax}
          errors={fields.note.errors}
        />
        <SubmitButton pending={useSubmitting("note")} pendingLabel="Ajout..." className="px-5 py-2.5" variant="brand">
          Ajouter la note
        </SubmitButton>
      </Form>
    </section>
  );
}

function AssignForm({ current, assignees, lastResult }: { current: string; assignees: Array<{ id: string; name: string; email: string }>; lastResult: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm({
    id: "idee-attribution",
    lastResult,
    defaultValue: { assignee: current },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ideaAssignSchema }),
  });
  const { key: assigneeKey, ...assignee } = getSelectProps(fields.assignee);
  return (
    <section aria-labelledby="idee-attribution-titre" className={card}>
      <h2 id="idee-attribution-titre" className={sectionTitle}>
        Attribuer
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="attribution" />
        <SelectField
          key={assigneeKey}
          {...assignee}
          label="Membre du bureau qui suit la soumission"
          placeholder="Personne"
          options={assignees.map((a) => ({ value: a.id, label: a.name ? `${a.name} (${a.email})` : a.email }))}
          errors={fields.assignee.errors}
        />
        <SubmitButton pending={useSubmitting("attribution")} pendingLabel="Enregistrement..." className="px-5 py-2.5">
          Enregistrer l’attribution
        </SubmitButton>
      </Form>
    </section>
  );
}
