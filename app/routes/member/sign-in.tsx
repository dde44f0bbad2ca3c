// /espace/connexion: sign in or create an account (tab `?onglet=inscription`). Signed-out
// visitors of the member space and back-office are sent here with `?redirectTo=`; a visitor
// who is already signed in goes straight on.
import { data, Link, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-in";
import { SignInForm, SignUpForm } from "~/features/account/components/AuthForms";
import { signIn, signOut, signUp } from "~/features/account/mutations.server";
import { accountActionServerSchema } from "~/features/account/schema.server";
import { parseSubmission } from "~/lib/form-data.server";
import { MEMBER_HOME_PATH, SIGN_IN_PATH } from "~/lib/member-paths";
import { getCurrentUser, getRequestInfo } from "~/lib/request-context.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Espace membre", description: "Connexion et espace personnel des membres de l’association.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getCurrentUser(context)) {
    throw redirect(safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), MEMBER_HOME_PATH));
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { clientIp, requestId } = getRequestInfo(context);
  const { submission } = await parseSubmission(request, accountActionServerSchema);
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const value = submission.value;
  if (value.intent === "sign-out") {
    const headers = await signOut(request);
    return redirectWithToast("/", { title: "Vous êtes déconnecté." }, { headers });
  }
  const target = safeRedirectPath(value.redirectTo, MEMBER_HOME_PATH);
  if (value.intent === "sign-in") {
    const result = await signIn({ email: value.email, password: value.password, request, clientIp, requestId });
    if (result.status === "ok") {
      return redirectWithToast(target, { title: "Connexion réussie ! Bienvenue dans votre espace." }, { headers: result.headers });
    }
    if (result.status === "invalid") {
      return data(submission.reply({ formErrors: ["Email ou mot de passe incorrect"], hideFields: ["password"] }), { status: 400 });
    }
    return data(
      submission.reply({ formErrors: ["Trop de tentatives de connexion. Merci de réessayer plus tard."], hideFields: ["password"] }),
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  const result = await signUp({ ...value, request, clientIp, requestId });
  if (result.status === "ok") {
    // The same answer whether or not the address already had an account (A7): nobody is
    // signed in, the visitor signs in next.
    const signInPage = `${SIGN_IN_PATH}?onglet=connexion${target === MEMBER_HOME_PATH ? "" : `&redirectTo=${encodeURIComponent(target)}`}`;
    return redirectWithToast(signInPage, {
      title: "Inscription enregistrée",
      description:
        "Si cette adresse n’avait pas encore de compte, il est créé : connectez-vous avec votre adresse e-mail et votre mot de passe.",
    });
  }
  if (result.status === "rate_limited") {
    return data(submission.reply({ formErrors: ["Trop de tentatives. Merci de réessayer plus tard."], hideFields: ["password"] }), {
      status: 429,
      headers: { "Retry-After": String(result.retryAfterSeconds) },
    });
  }
  return data(
    submission.reply({
      formErrors: ["Une erreur est survenue lors de la création du compte. Veuillez réessayer."],
      hideFields: ["password"],
    }),
    { status: 500 },
  );
}

export default function SignInPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const tab = params.get("onglet") === "inscription" ? "inscription" : "connexion";
  const redirectTo = safeRedirectPath(params.get("redirectTo"), MEMBER_HOME_PATH);
  const keep = params.get("redirectTo") ? `&redirectTo=${encodeURIComponent(redirectTo)}` : "";
  const lastResult = actionData && "initialValue" in actionData ? actionData : null;
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="font-serif text-3xl font-bold text-brand-800 dark:text-brand-100">Espace membre</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">Connectez-vous pour déposer des photos et suivre vos contributions.</p>
      <nav aria-label="Connexion ou inscription" className="mt-8 flex rounded-full bg-slate-100 p-1 dark:bg-slate-800">
        {(
          [
            ["connexion", "Connexion"],
            ["inscription", "Inscription"],
          ] as const
        ).map(([id, label]) => (
          <Link
            key={id}
            to={`${SIGN_IN_PATH}?onglet=${id}${keep}`}
            aria-current={tab === id ? "page" : undefined}
            className={`flex-1 rounded-full px-4 py-2 text-center text-sm font-medium ${tab === id ? "bg-white text-brand-800 shadow dark:bg-slate-950 dark:text-brand-100" : "text-slate-700 dark:text-slate-300"}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      <div className="mt-6 rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
        <h2 className="mb-4 text-xl font-semibold">{tab === "connexion" ? "Se connecter" : "Créer un compte"}</h2>
        {tab === "connexion" ? (
          <SignInForm key="in" lastResult={lastResult} redirectTo={redirectTo} />
        ) : (
          <SignUpForm key="up" lastResult={lastResult} redirectTo={redirectTo} />
        )}
      </div>
    </div>
  );
}
