// The one answer shape of every form action (lib/form-action.server.ts), shared with the
// components that read it: conform's result (status, errors, typed values) and a failure
// worth a toast.
import type { SubmissionResult } from "@conform-to/react";

export interface FormReply<Data = undefined> {
  result: SubmissionResult<string[]> | null;
  failure: { title: string; description: string } | null;
  /** True when the submission was taken (or a bot was fooled with the same answer). */
  sent: boolean;
  /** The posted `intent` of a page with several forms: the form this reply belongs to. */
  intent?: string | null;
  /**
   * What a page shows after a step that stays on the form (a preview, a confirmation to ask,
   * a link inserted into the text): see `stay` of form-action.server.ts. Absent otherwise.
   */
  data?: Data;
}

/** This reply if it answers the form of this intent, else null (the page's other forms show nothing). */
export function replyFor<Reply extends FormReply<unknown>>(reply: Reply | null | undefined, intent: string): Reply | null {
  return reply && reply.intent === intent ? reply : null;
}

/** The form-level errors of a reply (conform keeps them under the empty name). */
export function formErrorsOf(reply: FormReply<unknown> | null | undefined): string[] {
  return (reply?.result?.error?.[""] as string[] | undefined) ?? [];
}

/**
 * What a page says above its forms about a refused reply: its form-level error, else
 * `fallback` (a post no form of the page could send: stale or tampered hidden fields); null when
 * there is no reply or it was taken.
 */
export function refusalMessage(reply: FormReply<unknown> | null | undefined, fallback: string | null): string | null {
  if (!reply || reply.sent) return null;
  return formErrorsOf(reply)[0] ?? fallback;
}

export function isSent(reply: FormReply<unknown> | null | undefined): boolean {
  return reply?.sent === true;
}

/**
 * The conform result of a reply without its form-level errors: for a form whose page already
 * shows them in one alert at the top (`formErrorsOf`), so they are not said twice.
 */
export function resultWithoutFormErrors(reply: FormReply<unknown> | null | undefined): SubmissionResult<string[]> | null {
  const result = reply?.result ?? null;
  if (!result?.error || !("" in result.error)) return result;
  return { ...result, error: Object.fromEntries(Object.entries(result.error).filter(([name]) => name !== "")) };
}
