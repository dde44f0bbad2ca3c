// /espace/deconnexion: signing out is a POST (the buttons of the member space and back-office).
// Outside the member layout, so an expired session can still sign out cleanly.
import { data, Form } from "react-router";
import type { Route } from "./+types/sign-out";
import { signOut } from "~/features/account/mutations.server";
import { signOutSchema } from "~/features/account/schema";
import { parseSubmission } from "~/lib/form-data.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Déconnexion", description: "Se déconnecter de l’espace membre.", noindex: true });

export async function action({ request }: Route.ActionArgs) {
  const { submission } = await parseSubmission(request, signOutSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const headers = await signOut(request);
  return redirectWithToast("/", { title: "Vous êtes déconnecté." }, { headers });
}

// Shown on a direct visit or after a malformed post; a sign-out redirects to the home page.
export default function SignOut() {
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="font-serif text-3xl font-bold text-brand-800 dark:text-brand-100">Déconnexion</h1>
      <Form method="post" className="mt-6">
        <button type="submit" name="intent" value="sign-out" className="rounded-full border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800">
          Se déconnecter
        </button>
      </Form>
    </div>
  );
}
