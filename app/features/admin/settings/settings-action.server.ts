// The action of the back-office's settings screens (identity and legal notice, membership offer,
// site figures, the board page's texts), through the one form pipeline (lib/form-action.server.ts,
// a back-office form): the bounded parse and the form's zod schema, the save with its version
// check, and one reply for each outcome: the errors with everything typed kept (400), the
// conflict of a save from an older version of the page (409), or the screen again with a toast.
import type { z } from "zod";
import { FormRefusal, requesterFrom, runFormAction } from "~/lib/form-action.server";
import type { RequestContext } from "~/lib/request-context.server";
import type { SettingSaveResult } from "~/lib/site-settings.server";
import { redirectWithToast } from "~/lib/toast.server";
import { CONFLICT_MESSAGE } from "../content/editor.server";

/** What a save may answer besides the store's own result: a refusal the schema could not express. */
export type SettingsSaveOutcome = SettingSaveResult | { status: "refused"; message: string };

export async function settingsAction<Schema extends z.ZodType>({
  context,
  request,
  schema,
  form,
  save,
  done,
}: {
  context: RequestContext;
  request: Request;
  schema: Schema;
  /** The form's name (its idempotency scope): a short kebab-case id. */
  form: string;
  save: (value: z.output<Schema>) => Promise<SettingsSaveOutcome>;
  done: { path: string; toast: { title: string; description: string } };
}) {
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema,
    form,
    limitBy: "back-office",
    mutate: async (value) => {
      const result = await save(value);
      if (result.status === "conflict") throw new FormRefusal({ formErrors: [CONFLICT_MESSAGE] }, 409);
      if (result.status === "refused") throw new FormRefusal({ formErrors: [result.message] });
      return result.version;
    },
  });
  if (outcome.status === "refused") return outcome.response;
  return redirectWithToast(done.path, done.toast);
}
