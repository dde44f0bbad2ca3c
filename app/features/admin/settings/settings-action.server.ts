// The action of the back-office's settings screens (identity and legal notice, membership offer,
// site figures, the board page's texts): the bounded parse and the form's zod schema, the save
// with its version check, and one reply for each outcome: the errors with everything typed kept
// (400), the conflict of a save from an older version of the page (409), or the screen again
// with a toast.
import { data } from "react-router";
import type { z } from "zod";
import { parseSubmission } from "~/lib/form-data.server";
import type { FormReply } from "~/lib/form-reply";
import type { SettingSaveResult } from "~/lib/site-settings.server";
import { redirectWithToast } from "~/lib/toast.server";
import { CONFLICT_MESSAGE } from "../content/editor.server";

/** What a save may answer besides the store's own result: a refusal the schema could not express. */
export type SettingsSaveOutcome = SettingSaveResult | { status: "refused"; message: string };

export async function settingsAction<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  save: (value: z.output<Schema>) => Promise<SettingsSaveOutcome>,
  done: { path: string; toast: { title: string; description: string } },
) {
  const { submission } = await parseSubmission(request, schema);
  const reply = (status: number, formErrors?: string[]) => data<FormReply>({ result: submission.reply({ formErrors }), failure: null, sent: false }, { status });
  if (submission.status !== "success") return reply(400);
  const result = await save(submission.value);
  if (result.status === "conflict") return reply(409, [CONFLICT_MESSAGE]);
  if (result.status === "refused") return reply(400, [result.message]);
  return redirectWithToast(done.path, done.toast);
}
