// /admin/messages/:id: one contact message with its thread. Opening a new message marks it read
// (as a mail client does); the page answers the sender (an email with Reply-To the association,
// kept in the thread), changes the status (read, new again, archived), and sends again a
// notification or an answer whose email failed. Emails go through the job queue: the page shows
// each one's state (waiting, sent, failed). "messages:manage"; every change is journaled.
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/message";
import { TextAreaField } from "~/components/ui/field";
import { FormStatus } from "~/components/ui/form-status";
import { SubmitButton } from "~/components/ui/submit-button";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { StatusBadge } from "~/features/contact/components/StatusBadge";
import { CONTACT_REPLY_MAX, CONTACT_STATUS_LABELS, messageActionSchema } from "~/features/contact/inbox";
import { changeMessage, getMessage, type MessageChange } from "~/features/contact/admin/inbox.server";
import { formatDateTime } from "~/lib/dates";
import { FormRefusal, requesterFrom, runFormAction } from "~/lib/form-action.server";
import { refusalMessage, replyFor } from "~/lib/form-reply";
import { authorisedUser, permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("messages:manage")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Message reçu", description: "Administration\u202f: un message du formulaire de contact et ses réponses.", noindex: true });

const notFound = () => data("Ce message n’existe pas ou a été supprimé.", { status: 404 });

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = authorisedUser(context);
  const db = getDatabase(context);
  const message = await getMessage(db, params.id);
  if (!message) throw notFound();
  if (message.status !== "nouveau") return { message };
  await changeMessage(db, user, message.id, { intent: "status", status: "lu" });
  return { message: { ...message, status: "lu" as const, statusLabel: CONTACT_STATUS_LABELS.lu } };
}

function toastOf(intent: Extract<MessageChange, { status: "done" }>["intent"]) {
  switch (intent) {
    case "reply":
      return { title: "Réponse enregistrée", description: "Elle est ajoutée au fil du message et part par e-mail à l’expéditeur\u202f; son état d’envoi s’affiche sous la réponse." };
    case "resend-reply":
    case "resend-notification":
      return { title: "Nouvel envoi demandé", description: "L’e-mail repart dans un instant\u202f; son état s’affiche sur cette page." };
    case "status":
      return { title: "Statut modifié", description: "Le statut du message a été modifié." };
  }
}

const NOTHING_TO_RESEND = {
  sent: "Cet e-mail est déjà parti\u202f: rien à renvoyer.",
  pending: "Cet e-mail attend encore son envoi\u202f: il partira dès que possible.",
} as const;

export async function action({ context, params, request }: Route.ActionArgs) {
  const user = authorisedUser(context);
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: messageActionSchema,
    form: "contact-message",
    limitBy: "back-office",
    mutate: async (value) => {
      const change = await changeMessage(getDatabase(context), user, params.id, value);
      if (change.status === "not_found") throw notFound();
      if (change.status === "nothing_to_resend") throw new FormRefusal({ formErrors: [NOTHING_TO_RESEND[change.email]] }, 409);
      // Archived or marked unread, the message leaves this page (opening it again would mark it read).
      return { intent: change.intent, leaves: value.intent === "status" && value.status !== "lu" };
    },
  });
  if (outcome.status === "refused") return outcome.response;
  const { intent, leaves } = outcome.value!;
  return redirectWithToast(leaves ? "/admin/messages" : new URL(request.url).pathname, toastOf(intent));
}

const EMAIL_STATUS_LABELS = { pending: "En attente d’envoi", sent: "Envoyé", failed: "Échec" } as const;

export default function MessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { message } = loaderData;
  const navigation = useNavigation();
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  // The answer form shows its own reply; the other buttons' refusals are said above the message.
  const error = actionData?.intent === "reply" ? null : refusalMessage(actionData, null);
  const [form, fields] = useForm({
    id: `reponse-${message.id}`,
    lastResult: replyFor(actionData, "reply")?.result ?? null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: messageActionSchema }),
  });
  const { key: bodyKey, ...bodyInput } = getTextareaProps(fields.body as never);
  const secondaryButton = "inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800";
  return (
    <AdminPage title={`Message de ${message.name}`} back={{ to: "/admin/messages", label: "Retour aux messages" }}>
      {error ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <article className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900" aria-labelledby="message-titre">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={message.status} label={message.statusLabel} />
          <span className="text-sm text-slate-600 dark:text-slate-400">{message.subjectLabel}</span>
        </div>
        <h2 id="message-titre" className="mt-2 font-serif text-xl font-bold text-brand-800 dark:text-brand-100">
          {message.name}{" "}
          <a href={`mailto:${message.email}`} className="text-base font-normal underline">
            {message.email}
          </a>
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">Reçu le {formatDateTime(message.createdAt)}{message.userId ? " · envoyé depuis un compte membre" : ""}</p>
        <p className="mt-4 whitespace-pre-line">{message.message}</p>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          Notification à l’association&#8239;: {EMAIL_STATUS_LABELS[message.notification.status]}
          {message.notification.status === "failed" && message.notification.error ? ` (${message.notification.error})` : ""}
        </p>
        {message.notification.status === "failed" ? (
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="resend-notification" />
            <SubmitButton variant="outline" className="px-4 py-2 text-sm" pending={pendingIntent === "resend-notification"} pendingLabel="Envoi...">
              Renvoyer la notification
            </SubmitButton>
          </Form>
        ) : null}
      </article>

      <section aria-labelledby="fil-titre" className="mt-8">
        <h2 id="fil-titre" className="font-serif text-xl font-bold text-brand-800 dark:text-brand-100">
          Réponses ({message.replies.length})
        </h2>
        {message.replies.length === 0 ? (
          <p className="mt-2 text-slate-700 dark:text-slate-300">Aucune réponse pour l’instant.</p>
        ) : (
          <ol className="mt-3 space-y-4">
            {message.replies.map((reply) => (
              <li key={reply.id} className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {reply.authorEmail}, le {formatDateTime(reply.createdAt)} — {EMAIL_STATUS_LABELS[reply.emailStatus]}
                  {reply.emailStatus === "failed" && reply.emailError ? ` (${reply.emailError})` : ""}
                </p>
                <p className="mt-2 whitespace-pre-line">{reply.body}</p>
                {reply.emailStatus === "failed" ? (
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="intent" value="resend-reply" />
                    <input type="hidden" name="reply_id" value={reply.id} />
                    <SubmitButton variant="outline" className="px-4 py-2 text-sm" pending={pendingIntent === "resend-reply"} pendingLabel="Envoi...">
                      Renvoyer cette réponse
                    </SubmitButton>
                  </Form>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="repondre-titre" className="mt-8">
        <h2 id="repondre-titre" className="font-serif text-xl font-bold text-brand-800 dark:text-brand-100">
          Répondre
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
          <FormStatus errorId={form.errorId} errors={form.errors} />
          <input type="hidden" name="intent" value="reply" />
          <TextAreaField
            key={bodyKey}
            {...bodyInput}
            id="reponse-texte"
            label={`Votre réponse à ${message.name}`}
            hint={`Envoyée à ${message.email}, avec l’adresse de l’association pour la suite de l’échange. Son message est cité en dessous.`}
            errors={fields.body?.errors}
            rows={8}
            maxLength={CONTACT_REPLY_MAX}
            required
          />
          <SubmitButton pending={pendingIntent === "reply"} pendingLabel="Envoi...">
            Envoyer la réponse
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="statut-titre" className="mt-8">
        <h2 id="statut-titre" className="font-serif text-xl font-bold text-brand-800 dark:text-brand-100">
          Classer
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          {message.status !== "archive" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="status" value="archive" />
              <button type="submit" className={secondaryButton}>
                Archiver
              </button>
            </Form>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="status" value="lu" />
              <button type="submit" className={secondaryButton}>
                Sortir des archives
              </button>
            </Form>
          )}
          <Form method="post">
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="status" value="nouveau" />
            <button type="submit" className={secondaryButton}>
              Marquer comme non lu
            </button>
          </Form>
        </div>
      </section>
    </AdminPage>
  );
}
