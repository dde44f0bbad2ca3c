// /admin/adhesions/:id: one household's membership with everything it holds (payer, members,
// payment reference, payments) and its workflow: "en attente" → "payée" (date, amount, reference;
// the payer gets a receipt) or "annulée" (confirmed by a checkbox, so it works without
// JavaScript); "payée" or "annulée" → back to "en attente" to correct a mistake (confirmed too;
// the payment is set aside, kept). "memberships:manage"; every change is journaled.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/membership";
import { FieldErrors, TextField } from "~/components/ui/field";
import { FormStatus } from "~/components/ui/form-status";
import { SubmitButton } from "~/components/ui/submit-button";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { MembershipStatusBadge } from "~/features/membership/components/MembershipStatusBadge";
import { MEMBERSHIP_STATUS_LABELS } from "~/features/membership/options";
import { formatCents, membershipActionSchema, PAYMENT_REFERENCE_MAX } from "~/features/membership/payments";
import { changeMembership, type MembershipChange } from "~/features/membership/payments.server";
import { formatEuros } from "~/features/membership/pricing";
import { getMembership } from "~/features/membership/admin/queries.server";
import { requestNow } from "~/lib/clock.server";
import { formatDate, formatDateTime, parisIsoDate } from "~/lib/dates";
import { FormRefusal, requesterFrom, runFormAction } from "~/lib/form-action.server";
import { formErrorsOf, replyFor, resultWithoutFormErrors } from "~/lib/form-reply";
import { formatFrenchPhone } from "~/lib/french-phone";
import { authorisedUser, permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("memberships:manage")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Adhésion d’un foyer", description: "Administration\u202f: une adhésion, ses membres et ses paiements.", noindex: true });

const notFound = () => data("Cette adhésion n’existe pas ou a été supprimée.", { status: 404 });

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const membership = await getMembership(getDatabase(context), params.id);
  if (!membership) throw notFound();
  return {
    membership: {
      ...membership,
      phone: formatFrenchPhone(membership.phone),
      members: membership.members.map((m) => ({ ...m, phone: formatFrenchPhone(m.phone) })),
      createdAt: membership.createdAt.toISOString(),
      payments: membership.payments.map((p) => ({
        ...p,
        receiptSentAt: p.receiptSentAt?.toISOString() ?? null,
        voidedAt: p.voidedAt?.toISOString() ?? null,
        createdAt: p.createdAt.toISOString(),
      })),
    },
    today: parisIsoDate(requestNow(request)),
  };
}

function toastOf(change: Extract<MembershipChange, { status: "done" }>) {
  switch (change.intent) {
    // The receipt is queued with the change: the page shows when it has left (or failed).
    case "pay":
      return { title: "Paiement enregistré", description: "L’adhésion est payée et le reçu va être envoyé au payeur." };
    case "resend-receipt":
      return { title: "Reçu en cours d’envoi", description: "Le reçu va être envoyé de nouveau au payeur." };
    case "cancel":
      return { title: "Adhésion annulée", description: "L’adhésion est annulée." };
    case "reopen":
      return { title: "Adhésion remise en attente", description: "L’adhésion attend de nouveau son paiement." };
  }
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const user = authorisedUser(context);
  const db = getDatabase(context);
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: membershipActionSchema,
    form: "membership-status",
    limitBy: "back-office",
    mutate: async (value) => {
      const change = await changeMembership(db, user, params.id, value);
      if (change.status === "not_found") throw notFound();
      if (change.status === "conflict") throw new FormRefusal({ formErrors: [change.message] }, 409);
      return toastOf(change);
    },
  });
  if (outcome.status === "refused") return outcome.response;
  return redirectWithToast(new URL(request.url).pathname, outcome.value!);
}


const sectionTitle = "font-serif text-xl font-bold text-brand-800 dark:text-brand-100";
const card = "rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900";

export default function MembershipPage({ loaderData, actionData }: Route.ComponentProps) {
  const { membership: m, today } = loaderData;
  const reply = actionData ?? null;
  const formErrors = formErrorsOf(reply);
  const navigation = useNavigation();
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const activePayment = m.payments.find((p) => !p.voidedAt) ?? null;
  const confirmErrors = (intent: string) => replyFor(reply, intent)?.result?.error?.confirm ?? undefined;
  return (
    <AdminPage title={`Adhésion de ${m.firstName} ${m.lastName}`} back={{ to: "/admin/adhesions", label: "Retour aux adhésions" }}>
      {formErrors.length > 0 ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {formErrors.join(" ")}
        </p>
      ) : null}
      <article className={card} aria-labelledby="adhesion-titre">
        <div className="flex flex-wrap items-center gap-2">
          <MembershipStatusBadge status={m.status} />
          <span className="text-sm text-slate-600 dark:text-slate-400">Foyer n°&nbsp;{m.household}</span>
        </div>
        <h2 id="adhesion-titre" className={`mt-2 ${sectionTitle}`}>
          Adhésion {m.year} — {m.personCount} personne{m.personCount > 1 ? "s" : ""}, {formatEuros(m.amountEuros)}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">Reçue le</dt>
          <dd>{formatDateTime(m.createdAt)}{m.userId ? " · envoyée depuis un compte membre" : ""}</dd>
          <dt className="font-medium">Payeur</dt>
          <dd>
            {m.firstName} {m.lastName} ·{" "}
            <a href={`mailto:${m.email}`} className="underline">
              {m.email}
            </a>{" "}
            · {m.phone}
          </dd>
          <dt className="font-medium">Adresse</dt>
          <dd>
            {m.address}, {m.postcode} {m.city}
          </dd>
          <dt className="font-medium">Référence de paiement</dt>
          <dd>
            <code className="break-all">{m.paymentReference}</code>
            <span className="block text-xs text-slate-600 dark:text-slate-400">Celle que l’import du prestataire rapproche.</span>
          </dd>
          <dt className="font-medium">Lien de paiement</dt>
          <dd className="break-all">{m.paymentLink ?? "Aucun lien configuré pour cette formule"}</dd>
          <dt className="font-medium">Consentement RGPD</dt>
          <dd>{m.consentGiven ? "Donné" : "Non donné"}</dd>
        </dl>
      </article>

      <section aria-labelledby="membres-titre" className="mt-8">
        <h2 id="membres-titre" className={sectionTitle}>
          Membres du foyer ({m.members.length})
        </h2>
        <ol className="mt-3 space-y-2">
          {m.members.map((member) => (
            <li key={member.position} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
              <span className="font-medium">
                {member.position}. {member.firstName} {member.lastName}
              </span>
              {member.position === 1 ? <span className="text-sm text-slate-600 dark:text-slate-400"> (payeur)</span> : null}
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                {member.email} · {member.phone}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="paiements-titre" className="mt-8">
        <h2 id="paiements-titre" className={sectionTitle}>
          Paiements
        </h2>
        {m.payments.length === 0 ? (
          <p className="mt-2 text-slate-700 dark:text-slate-300">Aucun paiement enregistré.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {m.payments.map((p) => (
              <li key={p.id} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
                <p className="font-medium">
                  {formatCents(p.amountCents)} le {formatDate(`${p.paidOn}T12:00:00Z`)} · réf. {p.reference}
                  {p.voidedAt ? <span className="font-normal text-slate-600 dark:text-slate-400"> — mis de côté le {formatDateTime(p.voidedAt)}</span> : null}
                </p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {p.source === "import" ? "Importé du fichier du prestataire" : "Saisi à la main"} par {p.recordedByEmail}, le {formatDateTime(p.createdAt)}
                  {p.payerEmail ? ` · payeur ${p.payerEmail}` : ""}
                </p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  Reçu&#8239;: {p.receiptSentAt ? `envoyé le ${formatDateTime(p.receiptSentAt)}` : p.receiptError ? `échec de l’envoi (${p.receiptError})` : "en attente d’envoi"}
                </p>
              </li>
            ))}
          </ul>
        )}
        {activePayment && m.status === "payee" ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="resend-receipt" />
            <SubmitButton variant="outline" className="px-4 py-2 text-sm" pending={pendingIntent === "resend-receipt"} pendingLabel="Envoi...">
              {activePayment.receiptSentAt ? "Renvoyer le reçu" : "Envoyer le reçu"}
            </SubmitButton>
          </Form>
        ) : null}
      </section>

      {m.status === "en_attente" ? (
        <>
          <PayForm id={m.id} amountDue={m.amountEuros} today={today} lastResult={resultWithoutFormErrors(replyFor(reply, "pay"))} pending={pendingIntent === "pay"} />
          <ConfirmForm
            intent="cancel"
            title="Annuler l’adhésion"
            text="Le foyer ne sera plus compté dans les totaux. Vous pourrez la remettre en attente en cas d’erreur."
            checkbox="Je confirme l’annulation de cette adhésion"
            button="Annuler l’adhésion"
            errors={confirmErrors("cancel")}
            pending={pendingIntent === "cancel"}
          />
        </>
      ) : (
        <ConfirmForm
          intent="reopen"
          title="Remettre en attente"
          text={
            m.status === "payee"
              ? "Pour corriger une erreur\u202f: le paiement enregistré est mis de côté (il reste visible ci-dessus) et l’adhésion attend de nouveau son paiement."
              : `Pour corriger une erreur\u202f: l’adhésion, aujourd’hui «\u202f${MEMBERSHIP_STATUS_LABELS[m.status]}\u202f», attend de nouveau son paiement.`
          }
          checkbox="Je confirme le retour en attente de cette adhésion"
          button="Remettre en attente"
          errors={confirmErrors("reopen")}
          pending={pendingIntent === "reopen"}
        />
      )}
    </AdminPage>
  );
}

function PayForm({ id, amountDue, today, lastResult, pending }: { id: string; amountDue: number; today: string; lastResult: Parameters<typeof useForm>[0]["lastResult"]; pending: boolean }) {
  const [form, fields] = useForm({
    id: `paiement-${id}`,
    lastResult,
    defaultValue: { intent: "pay", paid_on: today, amount: String(amountDue), reference: "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: membershipActionSchema }),
  });
  const f = fields as unknown as Record<"paid_on" | "amount" | "reference", Parameters<typeof getInputProps>[0] & { errors?: string[] }>;
  const { key: dateKey, ...dateInput } = getInputProps(f.paid_on, { type: "date" });
  const { key: amountKey, ...amountInput } = getInputProps(f.amount, { type: "text" });
  const { key: referenceKey, ...referenceInput } = getInputProps(f.reference, { type: "text" });
  return (
    <section aria-labelledby="payer-titre" className="mt-8">
      <h2 id="payer-titre" className={sectionTitle}>
        Marquer comme payée
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-4 sm:grid-cols-3 sm:items-start">
        <div className="sm:col-span-3">
          <FormStatus errorId={form.errorId} errors={form.errors as string[] | undefined} />
        </div>
        <input type="hidden" name="intent" value="pay" />
        <TextField key={dateKey} {...dateInput} id="paiement-date" label="Date du paiement" errors={f.paid_on.errors} max={today} required />
        <TextField key={amountKey} {...amountInput} id="paiement-montant" label="Montant reçu (€)" hint={`Montant dû\u202f: ${formatEuros(amountDue)}`} errors={f.amount.errors} inputMode="decimal" required />
        <TextField
          key={referenceKey}
          {...referenceInput}
          id="paiement-reference"
          label="Référence du paiement"
          hint="Numéro de transaction, de chèque…"
          errors={f.reference.errors}
          maxLength={PAYMENT_REFERENCE_MAX}
          required
        />
        <div className="sm:col-span-3">
          <SubmitButton pending={pending} pendingLabel="Enregistrement...">
            Enregistrer le paiement et envoyer le reçu
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

function ConfirmForm(props: { intent: "cancel" | "reopen"; title: string; text: string; checkbox: string; button: string; errors?: string[]; pending: boolean }) {
  const checkboxId = `confirmer-${props.intent}`;
  return (
    <section aria-labelledby={`${props.intent}-titre`} className="mt-8">
      <h2 id={`${props.intent}-titre`} className={sectionTitle}>
        {props.title}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{props.text}</p>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value={props.intent} />
        <div>
          <label htmlFor={checkboxId} className="inline-flex min-h-11 items-center gap-2 font-medium">
            <input
              id={checkboxId}
              type="checkbox"
              name="confirm"
              value="on"
              className="size-5"
              required
              aria-invalid={props.errors?.length ? true : undefined}
              aria-describedby={props.errors?.length ? `${checkboxId}-error` : undefined}
            />
            {props.checkbox}
          </label>
          <FieldErrors id={`${checkboxId}-error`} errors={props.errors} />
        </div>
        <SubmitButton variant="outline" className="px-4 py-2" pending={props.pending} pendingLabel="Enregistrement...">
          {props.button}
        </SubmitButton>
      </Form>
    </section>
  );
}
