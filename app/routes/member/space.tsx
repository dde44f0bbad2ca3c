// /espace, the address people type. Signed out: three tabs in the URL (?onglet=connexion,
// inscription, reinitialisation) that work without JavaScript. Signed in: the member's profile,
// first page of the member space (the other pages sit under the guarded layout).
import { Form, Link, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/space";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { SubmitButton } from "~/components/ui/submit-button";
import { ResetRequestForm, SignInForm, SignUpForm } from "~/features/account/components/AuthForms";
import { EmailServiceBanner, MemberCard, MemberSpaceFrame, Notice } from "~/features/account/components/MemberSpace";
import { StatusBadge } from "~/components/ui/status-badge";
import { SignOutButton } from "~/features/account/components/SignOutButton";
import { SIGN_OUT_FAILURE, signIn, signOut, signUp } from "~/features/account/mutations.server";
import { membershipsOf } from "~/features/account/profile.server";
import { requestPasswordReset } from "~/features/account/recovery.server";
import { accountActionServerSchema } from "~/features/account/schema.server";
import { MEMBERSHIP_STATUS_LABELS } from "~/features/membership/options";
import { formatDate } from "~/lib/dates";
import { FormRefusal, requesterFrom, runFormAction } from "~/lib/form-action.server";
import { isSent, replyFor, type FormReply } from "~/lib/form-reply";
import { logger } from "~/lib/logger.server";
import { MEMBER_HOME_PATH, SPACE_TABS, spaceTabUrl, type SpaceTab } from "~/lib/member-paths";
import { getCurrentUser, getDatabase, getRequestInfo } from "~/lib/request-context.server";
import { useCanUseBackOffice } from "~/lib/root-data";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Espace membre", description: "Connexion et espace personnel des membres de l’association.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser(context);
  if (!user) return { member: null };
  // Sent here to sign in but already signed in (another tab, an old link): go on.
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (redirectTo) throw redirect(safeRedirectPath(redirectTo, MEMBER_HOME_PATH));
  // The account itself comes with the session; its memberships are a query of their own. If
  // that fails the page still opens, says so (spec 02) and offers to try again.
  let memberships: Awaited<ReturnType<typeof membershipsOf>> | null = null;
  try {
    memberships = await membershipsOf(getDatabase(context), user);
  } catch (error) {
    logger.error({ err: error, requestId: getRequestInfo(context).requestId }, "the member's profile could not be loaded");
  }
  return {
    profileFailed: memberships === null,
    member: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      createdAt: user.createdAt,
      emailVerified: user.emailVerified,
      membership: memberships?.[0] ? { year: memberships[0].year, status: memberships[0].status, persons: memberships[0].persons } : null,
    },
  };
}

const EMAIL_DOWN_SIGN_UP = {
  title: "Problème d’envoi d’email",
  description: "Le service d’email est temporairement indisponible. Votre compte a peut-être été créé\u202f: essayez de vous connecter, puis demandez un nouvel e-mail de confirmation depuis votre profil.",
};
const EMAIL_DOWN_RESET = {
  title: "Service email indisponible",
  description: "Le lien de réinitialisation n’a pas pu être envoyé. Réessayez dans quelques minutes.",
};
const SIGN_UP_ERROR = { title: "Erreur d’inscription", description: "Une erreur est survenue lors de la création du compte. Veuillez réessayer." };
const tooMany = (seconds: number) => `Trop de tentatives. Merci de réessayer dans ${Math.max(1, Math.ceil(seconds / 60))}\u00a0minute(s).`;
const retryAfter = (seconds: number) => ({ "Retry-After": String(seconds) });

/** The banner above the tabs: the refusals that say the email service is down. */
const emailServiceDown = (reply: FormReply | null) => reply?.failure?.title === EMAIL_DOWN_SIGN_UP.title || reply?.failure?.title === EMAIL_DOWN_RESET.title;

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: accountActionServerSchema,
    form: "member-space",
    // The account feature keeps its own limits (sign-in and sign-up per address, failed logins
    // per account, emails per address, features/account): no per-form limit on top of them.
    limitBy: "none",
    mutate: async (value, { clientIp, requestId, userId }) => {
      if (value.intent === "sign-out") {
        try {
          return { intent: value.intent, headers: await signOut(getDatabase(context), request) };
        } catch (error) {
          logger.error({ err: error, requestId }, "sign-out failed");
          throw new FormRefusal({ failure: SIGN_OUT_FAILURE, formErrors: [SIGN_OUT_FAILURE.title] }, 500);
        }
      }
      // Already signed in (another tab): nothing to do here.
      if (userId) throw redirect(MEMBER_HOME_PATH);
      if (value.intent === "sign-in") {
        const target = safeRedirectPath(value.redirectTo, MEMBER_HOME_PATH);
        try {
          return { intent: value.intent, target, result: await signIn(getDatabase(context), { email: value.email, password: value.password, request, clientIp, requestId }) };
        } catch (error) {
          // The database or the auth service failing: the spec's sentence, the typed email kept.
          logger.error({ err: error, requestId }, "sign-in failed unexpectedly");
          throw new FormRefusal({ formErrors: ["Une erreur inattendue s’est produite. Réessayez dans quelques instants."] }, 500);
        }
      }
      if (value.intent === "sign-up") {
        return { intent: value.intent, result: await signUp(getDatabase(context), { firstName: value.first_name, lastName: value.last_name, email: value.email, password: value.password, request, clientIp, requestId }) };
      }
      return { intent: value.intent, result: await requestPasswordReset(getDatabase(context), { email: value.email, clientIp, requestId }) };
    },
  });
  if (outcome.status === "refused") return outcome.response;
  const done = outcome.value;
  if (!done) return outcome.successReply;
  switch (done.intent) {
    case "sign-out":
      return redirectWithToast("/", { title: "Vous êtes déconnecté." }, { headers: done.headers });
    case "sign-in": {
      const { result, target } = done;
      if (result.status === "ok") {
        // Towards the back-office, the spec's admin sign-in message (its guard checks the rights next).
        const toast = target === "/admin" || target.startsWith("/admin/") ? { title: "Connexion réussie", description: "Vérification des permissions administrateur..." } : { title: "Connexion réussie\u202f! Bienvenue dans votre espace." };
        return redirectWithToast(target, toast, { headers: result.headers });
      }
      if (result.status === "invalid") return outcome.refuse({ formErrors: ["Email ou mot de passe incorrect"] });
      if (result.status === "disabled") return outcome.refuse({ formErrors: ["Ce compte a été désactivé par l’association. Écrivez-nous pour en savoir plus."] }, 403);
      return outcome.refuse({ formErrors: ["Trop de tentatives de connexion. Merci de réessayer plus tard."] }, 429, retryAfter(result.retryAfterSeconds));
    }
    case "sign-up": {
      const { result } = done;
      // "Inscription en cours": the success reply (form cleared), read by the page as this intent's.
      if (result.status === "ok") return outcome.successReply;
      if (result.status === "email_failed") return outcome.refuse({ failure: EMAIL_DOWN_SIGN_UP, formErrors: [EMAIL_DOWN_SIGN_UP.description] }, 503);
      if (result.status === "rate_limited") return outcome.refuse({ formErrors: [tooMany(result.retryAfterSeconds)] }, 429, retryAfter(result.retryAfterSeconds));
      return outcome.refuse({ failure: SIGN_UP_ERROR, formErrors: [SIGN_UP_ERROR.description] }, 500);
    }
    case "reset-request": {
      const { result } = done;
      if (result.status === "sent") return outcome.successReply;
      if (result.status === "email_failed") return outcome.refuse({ failure: EMAIL_DOWN_RESET, formErrors: [EMAIL_DOWN_RESET.description] }, 503);
      return outcome.refuse({ formErrors: [tooMany(result.retryAfterSeconds)] }, 429, retryAfter(result.retryAfterSeconds));
    }
  }
}

export default function MemberSpacePage({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.member ? <Profile member={loaderData.member} failed={loaderData.profileFailed} reply={actionData ?? null} /> : <SignedOut reply={actionData ?? null} />;
}

const TAB_LABELS: Record<SpaceTab, { tab: string; heading: string }> = {
  connexion: { tab: "Connexion", heading: "Se connecter" },
  inscription: { tab: "Inscription", heading: "Créer un compte" },
  reinitialisation: { tab: "Mot de passe oublié", heading: "Réinitialiser le mot de passe" },
};

function SignedOut({ reply }: { reply: FormReply | null }) {
  const [params] = useSearchParams();
  const raw = params.get("onglet");
  const tab: SpaceTab = SPACE_TABS.includes(raw as SpaceTab) ? (raw as SpaceTab) : "connexion";
  const redirectTo = safeRedirectPath(params.get("redirectTo"), MEMBER_HOME_PATH);
  const keep = params.get("redirectTo") ? redirectTo : null;
  const lastResult = reply?.result ?? null;
  return (
    <>
      <PageHeader eyebrow="ADPL" title="Espace membre" intro="Connectez-vous pour déposer des photos, vous inscrire aux rencontres et suivre vos contributions." />
      <PageBody measure="form">
        {emailServiceDown(reply) ? <EmailServiceBanner /> : null}
        <nav aria-label="Accès à l’espace membre" className="flex rounded-full bg-slate-100 p-1 dark:bg-slate-800">
          {SPACE_TABS.map((id) => (
            <Link
              key={id}
              to={spaceTabUrl(id, keep)}
              aria-current={tab === id ? "page" : undefined}
              className={`flex min-h-11 flex-1 items-center justify-center rounded-full px-3 text-center text-sm font-medium ${tab === id ? "bg-white text-brand-800 shadow dark:bg-slate-950 dark:text-brand-100" : "text-slate-700 dark:text-slate-300"}`}
            >
              {TAB_LABELS[id].tab}
            </Link>
          ))}
        </nav>
        <div className="mt-6 rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
          <h2 className="mb-4 text-xl font-semibold">{TAB_LABELS[tab].heading}</h2>
          {isSent(replyFor(reply, "sign-up")) && tab === "inscription" ? (
            <Notice title="Inscription en cours">
              Un e-mail de confirmation vient d’être envoyé à l’adresse indiquée. Ouvrez le lien qu’il contient (valable 48&#8239;heures) pour confirmer votre adresse, puis{" "}
              <Link to={spaceTabUrl("connexion", keep)} className="font-semibold underline underline-offset-2">
                connectez-vous
              </Link>
              .
            </Notice>
          ) : null}
          {isSent(replyFor(reply, "reset-request")) && tab === "reinitialisation" ? (
            <Notice title="Email envoyé">
              Si un compte existe pour cette adresse, un e-mail contenant un lien pour choisir un nouveau mot de passe vient de lui être envoyé. Le lien est valable 1&#8239;heure.
            </Notice>
          ) : null}
          {reply?.failure && tab !== "connexion" ? <Notice title={reply.failure.title} tone="error">{reply.failure.description}</Notice> : null}
          {tab === "connexion" ? (
            <SignInForm key="in" lastResult={lastResult} redirectTo={redirectTo} resetHref={spaceTabUrl("reinitialisation", keep)} />
          ) : tab === "inscription" ? (
            <SignUpForm key="up" lastResult={reply?.failure ? null : lastResult} redirectTo={redirectTo} />
          ) : (
            <ResetRequestForm key="reset" lastResult={reply?.failure ? null : lastResult} />
          )}
        </div>
      </PageBody>
    </>
  );
}

type Member = NonNullable<Route.ComponentProps["loaderData"]["member"]>;

function Profile({ member, failed, reply }: { member: Member; failed: boolean; reply: FormReply | null }) {
  const showAdminLink = useCanUseBackOffice();
  const currentYear = new Date().getFullYear();
  const failure = reply?.failure ?? null;
  return (
    <MemberSpaceFrame title="Mon espace" intro={member.firstName ? `Bonjour ${member.firstName}.` : undefined}>
      {failed ? (
        <Notice tone="error" title="Impossible de charger votre profil.">
          Votre adhésion n’a pas pu être lue.{" "}
          <a href="/espace" className="font-medium underline">
            Réessayer
          </a>
        </Notice>
      ) : null}
      {failure ? <Notice tone="error" title={failure.title}>{failure.description}</Notice> : null}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <MemberCard title="Mon profil" titleId="profil">
          <dl className="divide-y divide-slate-200 dark:divide-slate-700">
            {[
              ["Adresse e-mail", member.email],
              ["Prénom", member.firstName || "Non renseigné"],
              ["Nom", member.lastName || "Non renseigné"],
              ["Membre depuis", formatDate(member.createdAt)],
            ].map(([label, value]) => (
              <div key={label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
                <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="break-words sm:col-span-2">{value}</dd>
              </div>
            ))}
            <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
              <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">Statut</dt>
              <dd className="sm:col-span-2">
                {member.emailVerified ? (
                  <StatusBadge tone="done">Compte vérifié</StatusBadge>
                ) : (
                  <div className="space-y-3">
                    <StatusBadge tone="pending">Adresse e-mail à confirmer</StatusBadge>
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      Ouvrez le lien envoyé à votre adresse. Il faut une adresse confirmée pour déposer des photos ou vous inscrire aux rencontres.
                    </p>
                    <Form method="post" action="/espace/verification">
                      <input type="hidden" name="intent" value="resend-verification" />
                      <SubmitButton pending={false} pendingLabel="Envoi en cours..." variant="outline" className="px-4 py-2 text-sm">
                        Renvoyer l’e-mail
                      </SubmitButton>
                    </Form>
                  </div>
                )}
              </dd>
            </div>
          </dl>
          <p className="mt-4">
            <Link to="/espace/modifier" className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200">
              Modifier mon profil
            </Link>
          </p>
        </MemberCard>
        <MemberCard title="Mon adhésion" titleId="adhesion">
          {failed ? (
            <p className="text-slate-700 dark:text-slate-300">Votre adhésion n’a pas pu être lue pour le moment.</p>
          ) : member.membership ? (
            <div className="space-y-3">
              <p>
                Adhésion {member.membership.year} ({member.membership.persons} personne{member.membership.persons > 1 ? "s" : ""})&#8239;:{" "}
                <StatusBadge tone={member.membership.status === "payee" ? "done" : member.membership.status === "annulee" ? "refused" : "pending"}>
                  {MEMBERSHIP_STATUS_LABELS[member.membership.status].toLowerCase()}
                </StatusBadge>
              </p>
              {member.membership.year < currentYear || member.membership.status === "annulee" ? (
                <Link to="/adhesion" className="inline-flex min-h-11 items-center rounded-full bg-ochre-600 px-5 font-semibold text-white hover:bg-ochre-700">
                  Adhérer à l’association
                </Link>
              ) : null}
            </div>
          ) : (
            <div className="space-y-3">
              <p className="text-slate-700 dark:text-slate-300">Rejoignez l’association pour soutenir son action dans la Presqu’île.</p>
              <Link to="/adhesion" className="inline-flex min-h-11 items-center rounded-full bg-ochre-600 px-5 font-semibold text-white hover:bg-ochre-700">
                Adhérer à l’association
              </Link>
            </div>
          )}
        </MemberCard>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        {showAdminLink ? (
          <Link to="/admin" className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-5 font-semibold text-brand-700 dark:border-brand-200 dark:text-brand-100">
            Administration
          </Link>
        ) : null}
        <SignOutButton />
      </div>
    </MemberSpaceFrame>
  );
}
