// POST /preferences/theme: stores the colour-scheme choice (light, dark or system) and returns.
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/theme";
import { requesterFrom, runFormAction } from "~/lib/form-action.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { setThemeHeader } from "~/lib/theme.server";

const themeSchema = z.object({
  theme: z.enum(["light", "dark", "system"]),
  redirectTo: z.string().optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: themeSchema,
    form: "theme",
    // Only this visitor's own cookie is set: nothing to limit.
    limitBy: "none",
    mutate: async (value) => ({ redirectTo: value.redirectTo ?? null, cookie: await setThemeHeader(value.theme) }),
  });
  if (outcome.status === "refused") {
    // No page here to show a form's errors: a short answer, as before.
    if (outcome.response.init?.status === 400) throw new Response("Choix d’apparence invalide.", { status: 400 });
    return outcome.response;
  }
  const chosen = outcome.value;
  return redirect(safeRedirectPath(chosen?.redirectTo, "/"), chosen ? { headers: { "Set-Cookie": chosen.cookie } } : undefined);
}

export function loader() {
  return redirect("/");
}
