// /depot-photos: members send photos (a problem, an idea, a beautiful place) for the association
// to review. Signed out: the sign-in prompt; address not confirmed: the resend button; signed in:
// the info cards and two tabs in the URL (?onglet=depot, ?onglet=mes-photos). One action takes
// both the deposit (multipart) and the withdrawal of a pending photo. A document (ADR 0026).
import { data } from "react-router";
import type { Route } from "./+types/photo-deposit";
import { PageBody } from "~/components/layout/PageHeader";
import { sitePages } from "~/config/pages";
import { MyPhotos } from "~/features/photos/components/MyPhotos";
import { PhotoDepositForm } from "~/features/photos/components/PhotoDepositForm";
import { ConfirmEmailFirst, PhotoDepositHero, PhotoInfoCards, PhotoTabs, ReviewNote, SignInPrompt } from "~/features/photos/components/PhotoDepositSections";
import { depositPhoto, withdrawPhoto } from "~/features/photos/mutations.server";
import { PHOTO_MESSAGES as M, parsePhotoTab } from "~/features/photos/options";
import { myPhotosPath } from "~/features/photos/paths";
import { photosOf } from "~/features/photos/queries.server";
import { photoPageActionSchema } from "~/features/photos/schema";
import { FormRefusal, issueFormKey, requesterFrom, runFormAction, type FormReply } from "~/lib/form-action.server";
import { readBoundedForm } from "~/lib/form-data.server";
import { getCurrentUser, getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

const page = sitePages.photoDeposit.seo;

export const meta: Route.MetaFunction = (args) => seo(args, page);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser(context);
  if (!user) return { view: "signed-out" as const };
  if (!user.emailVerified) return { view: "unverified" as const, email: user.email };
  const tab = parsePhotoTab(new URL(request.url).searchParams.get("onglet"));
  if (tab === "mes-photos") return { view: "mes-photos" as const, photos: await photosOf(getDatabase(context), user.id) };
  // Each rendering of the form gets its own key: a retried post stores the photo once.
  return { view: "depot" as const, idempotencyKey: issueFormKey(context) };
}

const FAILURE = { title: M.failureTitle, description: M.failure };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getCurrentUser(context);
  if (!user) {
    // The body still goes through the bounded step first, so a malformed post gets the same
    // answer (413, 415, 400) as on every form; a well-formed one is told to sign in.
    await readBoundedForm(request, photoPageActionSchema);
    return data({ signedOut: M.signedOut }, { status: 401 });
  }
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: photoPageActionSchema,
    form: "photo-deposit",
    limitBy: "account",
    idempotent: true,
    failure: FAILURE,
    mutate: async (value) => {
      if (value.intent === "withdraw") return { intent: "withdraw" as const, result: await withdrawPhoto(getDatabase(context), user.id, value.id) };
      const result = await depositPhoto(getDatabase(context), user, value);
      // Refusals are thrown, not returned: the form's key is released, so the member can choose
      // another file and send the same form again (a returned refusal would be replayed).
      switch (result.status) {
        case "refused":
          throw new FormRefusal({ fieldErrors: { photo: [result.message] } });
        case "unverified":
          throw new FormRefusal({ formErrors: [M.unverified] });
        case "too_many_pending":
          throw new FormRefusal({ formErrors: [M.tooManyPending] });
        case "too_many_deposits":
          throw new FormRefusal({ formErrors: [M.tooManyDeposits] }, 429, { "Retry-After": String(result.retryAfterSeconds) });
      }
      return { intent: "deposit" as const, id: result.id };
    },
  });
  if (outcome.status === "refused") return outcome.response;
  const done = outcome.value;
  // A bot fooled by the honeypot: the same answer as a success.
  if (!done) return redirectWithToast(myPhotosPath(), { title: M.successTitle, description: M.successDescription });
  if (done.intent === "withdraw") {
    switch (done.result) {
      case "withdrawn":
        return redirectWithToast(myPhotosPath(), { title: M.withdrawn, description: M.withdrawnDescription });
      case "already_reviewed":
        return redirectWithToast(myPhotosPath(), { type: "error", title: "Retrait impossible", description: M.notWithdrawable });
      case "not_found":
        return redirectWithToast(myPhotosPath(), { type: "error", title: "Retrait impossible", description: "Cette photo est introuvable\u202f: elle a peut-être déjà été retirée." });
    }
  }
  return redirectWithToast(myPhotosPath(), { title: M.successTitle, description: M.successDescription });
}

type ActionData = FormReply | { signedOut: string };

export default function PhotoDepositPage({ loaderData, actionData }: Route.ComponentProps) {
  const reply = (actionData ?? null) as ActionData | null;
  const formReply = reply && "result" in reply ? reply : null;
  // A failure to store is said at the top of the form (FormStatus), what was typed kept.
  const failure = formReply?.failure ?? null;

  return (
    <>
      <PhotoDepositHero title={page.title} />
      <PageBody>
        {loaderData.view === "signed-out" ? (
          <div className="measure-form">
            <SignInPrompt error={reply && "signedOut" in reply ? reply.signedOut : null} />
          </div>
        ) : loaderData.view === "unverified" ? (
          <div className="measure-form">
            <ConfirmEmailFirst email={loaderData.email} />
          </div>
        ) : (
          <>
            <PhotoInfoCards />
            <ReviewNote />
            <PhotoTabs current={loaderData.view}>
              {loaderData.view === "mes-photos" ? (
                <>
                  <WithdrawRefusal reply={formReply} />
                  <MyPhotos photos={loaderData.photos} />
                </>
              ) : (
                <section aria-labelledby="depot-form-title" className="measure-wide rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-700 dark:bg-slate-900">
                  <h2 id="depot-form-title" className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
                    Déposer une photo
                  </h2>
                  <p className="mb-6 mt-2 text-slate-700 dark:text-slate-300">Choisissez une photo, donnez-lui un titre et une catégorie, puis envoyez-la à l’équipe.</p>
                  <PhotoDepositForm lastResult={formReply?.result} failure={failure} idempotencyKey={loaderData.idempotencyKey} />
                </section>
              )}
            </PhotoTabs>
          </>
        )}
      </PageBody>
    </>
  );
}

/** A withdrawal refused before reaching the mutation (a tampered id): said above the list. */
function WithdrawRefusal({ reply }: { reply: FormReply | null }) {
  const errors = reply?.result?.error ? Object.values(reply.result.error).flat().filter((e): e is string => typeof e === "string") : [];
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100">
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}
