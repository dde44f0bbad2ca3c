// /espace/verification: the "Renvoyer l'e-mail" buttons post here (the profile, /depot-photos with
// redirectTo). Under the guarded member layout; a visit goes back to the profile.
import { redirect } from "react-router";
import type { Route } from "./+types/verification";
import { resendVerificationSchema } from "~/features/account/schema";
import { resendVerification } from "~/features/account/verification.server";
import { requesterFrom, runFormAction } from "~/lib/form-action.server";
import { authorisedUser } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { redirectWithToast } from "~/lib/toast.server";

export function loader() {
  return redirect("/espace");
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = authorisedUser(context);
  const requester = await requesterFrom(context);
  let back = "/espace";
  const outcome = await runFormAction({
    request,
    requester,
    schema: resendVerificationSchema,
    form: "resend-verification",
    limitBy: "account",
    mutate: (value) => {
      back = safeRedirectPath(value.redirectTo, "/espace");
      return resendVerification(getDatabase(context), user, requester.requestId);
    },
  });
  if (outcome.status === "refused") return outcome.response;
  const result = outcome.value;
  if (!result) return redirect(back);
  switch (result.status) {
    case "sent":
      return redirectWithToast(back, { title: "E-mail envoyé", description: `Un nouveau lien de confirmation a été envoyé à ${user.email}.` });
    case "already_verified":
      return redirectWithToast(back, { title: "Compte vérifié", description: "Votre adresse est déjà confirmée." });
    case "email_failed":
      return redirectWithToast(back, { title: "Service d’email temporairement indisponible", description: "L’e-mail n’a pas pu être envoyé. Réessayez dans quelques minutes.", type: "error" });
    case "rate_limited":
      return redirectWithToast(back, {
        title: "Trop de tentatives",
        description: `Trop de tentatives. Merci de réessayer dans ${Math.max(1, Math.ceil(result.retryAfterSeconds / 60))}\u00a0minute(s).`,
        type: "error",
      });
  }
}
