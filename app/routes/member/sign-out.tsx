// /espace/deconnexion: signing out is a POST (the buttons of the member space and back-office).
// Outside the member layout, so an expired session can still sign out cleanly.
import type { Route } from "./+types/sign-out";
import { SignOutButton } from "~/features/account/components/SignOutButton";
import { Notice } from "~/features/account/components/MemberSpace";
import { SIGN_OUT_FAILURE, signOut } from "~/features/account/mutations.server";
import { signOutSchema } from "~/features/account/schema";
import { requesterFrom, runFormAction } from "~/lib/form-action.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Déconnexion", description: "Se déconnecter de l’espace membre.", noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: signOutSchema,
    form: "sign-out",
    // Only this visitor's own session ends: nothing to limit.
    limitBy: "none",
    // The database failing: the page says so and the button is there to try again.
    failure: SIGN_OUT_FAILURE,
    mutate: () => signOut(getDatabase(context), request),
  });
  if (outcome.status === "refused") return outcome.response;
  return redirectWithToast("/", { title: "Vous êtes déconnecté." }, { headers: outcome.value });
}

// Shown on a direct visit, after a malformed post or a sign-out that failed; a sign-out
// redirects to the home page.
export default function SignOut({ actionData }: Route.ComponentProps) {
  const failure = actionData?.failure ?? null;
  return (
    <>
      <PageHeader eyebrow="Espace membre" title="Déconnexion" />
      <PageBody measure="form">
      {failure ? <Notice tone="error" title={failure.title}>{failure.description}</Notice> : null}
      <SignOutButton className="mt-6" />
      </PageBody>
    </>
  );
}
