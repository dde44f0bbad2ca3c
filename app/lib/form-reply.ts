// The one answer shape of every form action (lib/form-action.server.ts), shared with the
// components that read it: conform's result (status, errors, typed values) and a failure
// worth a toast.
import type { SubmissionResult } from "@conform-to/react";

export interface FormReply {
  result: SubmissionResult<string[]> | null;
  failure: { title: string; description: string } | null;
  /** True when the submission was taken (or a bot was fooled with the same answer). */
  sent: boolean;
}

export function isSent(reply: FormReply | null | undefined): boolean {
  return reply?.sent === true;
}
