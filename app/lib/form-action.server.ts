// The pipeline of every form action, public, member and back-office (ADR 0030): bounded parse
// (ADR 0007) → validation → honeypot → rate limit → idempotency → mutation, with one reply
// shape for every refusal (FormReply). Public forms limit per client address; member forms
// (`limitBy: "account"`) per account; back-office forms (`limitBy: "back-office"`) have no
// per-form limit (the section's guard let in a role holder; the global POST limit applies), nor
// have the few forms of `limitBy: "none"` (see its comment).
// A page with several forms names each with an `intent` field: the reply carries it back.
import { data } from "react-router";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import { parseSubmission } from "./form-data.server";
import { getEnv } from "./env.server";
import { isFilledTooFast, isHoneypotFilled, TOO_FAST_MESSAGE } from "./honeypot";
import { idempotencyKeyFrom, IN_PROGRESS_MESSAGE, KEY_REUSED_MESSAGE, newIdempotencyKey, runOnce, submissionFingerprint } from "./idempotency.server";
import { logger } from "./logger.server";
import { publicFormLimiter } from "./rate-limit.server";
import { addAnswerHeaders, getCurrentUser, getDatabase, getRequestInfo, type RequestContext } from "./request-context.server";

import type { FormReply } from "./form-reply";

export type { FormReply };

/**
 * The key of the form this request renders (its IdempotencyField); the answer becomes this
 * visitor's alone, so no cache hands the key to someone else (issue 32): `private` (no shared
 * cache keeps it) and `no-cache` (the browser asks the server before showing it again, and the
 * server renders a new key). Not `no-store`: the offline app keeps the upcoming rencontres' pages,
 * whose registration form carries a key, on the visitor's own device (ADR 0018), and the back
 * button may restore the page (a second post of the same form is then a replay, as intended).
 */
export function issueFormKey(context: RequestContext): string {
  addAnswerHeaders(context, { "Cache-Control": "private, no-cache" });
  return newIdempotencyKey();
}

/** Who is posting: from the request context. */
export interface Requester {
  /** The request's database: the rate limit's counters and the idempotency keys live in it. */
  db: Database;
  clientIp: string;
  requestId?: string;
  /** The signed-in member, if any. */
  userId?: string | null;
  /** The request's context (absent in tests that call the pipeline directly): a refusal's headers reach the answer through it. */
  context?: RequestContext;
}

/** The requester of this request: its address and id, and the signed-in member if any. */
export async function requesterFrom(context: RequestContext): Promise<Requester> {
  const { clientIp, requestId } = getRequestInfo(context);
  const user = await getCurrentUser(context);
  return { db: getDatabase(context), clientIp, requestId, userId: user?.id ?? null, context };
}

export const DEFAULT_FAILURE = {
  title: "Erreur",
  description: "Une erreur est survenue lors de l’enregistrement. Veuillez réessayer.",
} as const;

export function tooManyMessage(retryAfterSeconds: number): string {
  return `Trop d’envois depuis votre connexion. Merci de réessayer dans ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s).`;
}

export interface FormActionOptions<Schema extends z.ZodType, Result> {
  request: Request;
  requester: Requester;
  schema: Schema;
  /** The form's name: its rate-limit bucket and idempotency scope. */
  form: string;
  /**
   * The per-form rate limit: "ip" for public forms (default); "account" for member forms;
   * "back-office" for the back-office's (no per-form limit and no honeypot: the section's guard
   * let in a role holder); "none" for forms that only set the visitor's own cookie (theme,
   * consent, sign-out: nothing is stored or sent), whose feature keeps limits of its own (the
   * sign-in, sign-up and reset forms: per address, per account, per email), or whose emailed
   * token alone names what it acts on (the one-click unsubscribe, which mail providers send
   * from a few shared addresses for all their users). "account" and "back-office" need requester.userId.
   */
  limitBy?: "ip" | "account" | "back-office" | "none";
  /** Run the mutation once per key: a form rendering's IdempotencyField, or the key the offline outbox gives a kept submission. */
  idempotent?: boolean;
  /** The toast and form error shown when the mutation fails. */
  failure?: { title: string; description: string };
  /** Must return a JSON value (stored for replays when idempotent). */
  mutate: (value: z.output<Schema>, requester: Requester) => Promise<Result>;
}

/** Fields whose value never travels back to the browser in a reply. */
export const SECRET_FIELDS = ["password", "new_password", "current_password"];

/** A refusal decided by the mutation itself (a wrong current password, say), typed values kept. */
export interface MutationRefusal {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
  failure?: { title: string; description: string };
}

/**
 * Thrown by a mutation to refuse the submission as it stands (a file that is not an image, a
 * limit reached): the answer is the refusal with the typed values kept, and the form's
 * idempotency key is released, so the same form rendering can be corrected and sent again —
 * a refusal returned as a value would be replayed to every later post under that key.
 */
export class FormRefusal extends Error {
  constructor(
    readonly refusal: MutationRefusal,
    readonly status = 400,
    readonly headers?: HeadersInit,
  ) {
    super("form submission refused");
    this.name = "FormRefusal";
  }
}

export type FormActionOutcome<Result> =
  /** Stored (or replayed, or a bot fooled by the honeypot: `value` is then undefined). */
  | {
      status: "done";
      value: Result | undefined;
      replayed: boolean;
      honeypot: boolean;
      successReply: FormReply;
      /**
       * The answer of a step that stays on the form with what was typed (a preview, a
       * confirmation asked, a link inserted): 200, `sent: false`, the page's output in `data`.
       */
      stay: <Data>(output: Data) => ReturnType<typeof data<FormReply<Data>>>;
      /** The answer when the mutation's result is a refusal (400 unless told). */
      refuse: (refusal: MutationRefusal, status?: number, headers?: HeadersInit) => ReturnType<typeof data<FormReply>>;
    }
  /** Refused: return `response` as the action's answer (400, 409, 429 or 500). */
  | { status: "refused"; response: ReturnType<typeof data<FormReply>> };

/** The `intent` a page with several forms posts (bounded: only a schema's declared field gets here). */
function postedIntent(formData: FormData): string | null {
  const value = formData.get("intent");
  return typeof value === "string" && /^[a-z][a-z0-9_-]{0,39}$/.test(value) ? value : null;
}

/** A Response or `data(…, { status })` thrown on purpose: React Router answers it as it stands. */
function isThrownAnswer(error: unknown): boolean {
  return error instanceof Response || (typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit");
}

/**
 * Runs the pipeline. Malformed bodies throw 4xx answers (form-data.server.ts); every other
 * refusal comes back as a FormReply with the typed values kept.
 */
export async function runFormAction<Schema extends z.ZodType, Result extends NonNullable<unknown>>(
  options: FormActionOptions<Schema, Result>,
): Promise<FormActionOutcome<Result>> {
  const { request, requester, schema, form } = options;
  const { formData, submission } = await parseSubmission(request, schema);
  const intent = postedIntent(formData);
  // Headers other than cookies travel through the context (see addAnswerHeaders).
  const answer = <Data = undefined>(reply: FormReply<Data>, status: number, headers?: HeadersInit) => {
    if (requester.context) addAnswerHeaders(requester.context, headers);
    return data<FormReply<Data>>(intent === null ? reply : { ...reply, intent }, { status, headers });
  };
  const refuse = (status: number, reply: FormReply, headers?: HeadersInit) => ({ status: "refused" as const, response: answer(reply, status, headers) });

  if (submission.status !== "success") return refuse(400, { result: submission.reply({ hideFields: SECRET_FIELDS }), failure: null, sent: false });
  const successReply: FormReply = { result: submission.reply({ resetForm: true }), failure: null, sent: true, ...(intent === null ? {} : { intent }) };
  const refuseAfter = (refusal: MutationRefusal, status = 400, headers?: HeadersInit) =>
    answer(
      { result: submission.reply({ formErrors: refusal.formErrors, fieldErrors: refusal.fieldErrors, hideFields: SECRET_FIELDS }), failure: refusal.failure ?? null, sent: false },
      status,
      headers,
    );
  const stay = <Data>(output: Data) => answer<Data>({ result: submission.reply(), failure: null, sent: false, data: output }, 200);
  // Back-office forms carry neither the honeypot nor the rendering time: their guard let in a
  // signed-in role holder.
  if (options.limitBy !== "back-office") {
    // A bot: the same answer as a success, nothing stored.
    if (isHoneypotFilled(formData)) return { status: "done", value: undefined, replayed: false, honeypot: true, successReply, stay, refuse: refuseAfter };
    // Posted faster than a person fills a form: said so, what was typed kept; the page rendered
    // again carries a new time, so sending it again a moment later goes through.
    if (isFilledTooFast(formData, getEnv().FORM_MIN_FILL_SECONDS * 1000)) {
      return refuse(422, { result: submission.reply({ formErrors: [TOO_FAST_MESSAGE], hideFields: SECRET_FIELDS }), failure: null, sent: false });
    }
  }

  const by = options.limitBy ?? "ip";
  if ((by === "account" || by === "back-office") && !requester.userId) throw new Error(`form ${form}: limitBy "${by}" needs a signed-in user`);
  const limit = by === "back-office" || by === "none" ? { allowed: true as const, retryAfterSeconds: 0 } : await publicFormLimiter().hit(requester.db, by === "account" ? `${form}:user:${requester.userId}` : `${form}:ip:${requester.clientIp}`);
  if (!limit.allowed) {
    return refuse(429, { result: submission.reply({ formErrors: [tooManyMessage(limit.retryAfterSeconds)], hideFields: SECRET_FIELDS }), failure: null, sent: false }, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  const value = submission.value as z.output<Schema>;
  try {
    const key = options.idempotent ? idempotencyKeyFrom(formData) : null;
    const fingerprint = key ? await submissionFingerprint(formData, requester.userId) : "";
    const once = await runOnce(requester.db, form, key, () => options.mutate(value, requester), fingerprint);
    if (!once) return refuse(409, { result: submission.reply({ formErrors: [IN_PROGRESS_MESSAGE] }), failure: null, sent: false });
    if ("reused" in once) return refuse(422, { result: submission.reply({ formErrors: [KEY_REUSED_MESSAGE], hideFields: SECRET_FIELDS }), failure: null, sent: false });
    return { status: "done", value: once.value, replayed: once.replayed, honeypot: false, successReply, stay, refuse: refuseAfter };
  } catch (error) {
    if (error instanceof FormRefusal) return { status: "refused", response: refuseAfter(error.refusal, error.status, error.headers) };
    // A mutation may throw an answer of its own (the 404 of an item deleted meanwhile).
    if (isThrownAnswer(error)) throw error;
    logger.error({ err: error, requestId: requester.requestId, form }, "form submission could not be stored");
    const failure = options.failure ?? DEFAULT_FAILURE;
    return refuse(500, { result: submission.reply({ formErrors: [failure.description], hideFields: SECRET_FIELDS }), failure, sent: false });
  }
}
