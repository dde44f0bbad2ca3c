// POST /preferences/theme: stores the colour-scheme choice (light, dark or system) and returns.
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/theme";
import { readBoundedForm } from "~/lib/form-data.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { setThemeHeader } from "~/lib/theme.server";

const themeSchema = z.object({
  theme: z.enum(["light", "dark", "system"]),
  redirectTo: z.string().optional(),
});

export async function action({ request }: Route.ActionArgs) {
  const parsed = themeSchema.safeParse(Object.fromEntries(await readBoundedForm(request, themeSchema)));
  if (!parsed.success) {
    throw new Response("Choix d’apparence invalide.", { status: 400 });
  }
  return redirect(safeRedirectPath(parsed.data.redirectTo, "/"), {
    headers: { "Set-Cookie": await setThemeHeader(parsed.data.theme) },
  });
}

export function loader() {
  return redirect("/");
}
