// The static parts of /depot-photos: the header, the signed-out prompt, the unconfirmed-address
// notice, the three info cards, the review note and the two tabs (links in the URL, so they work
// without JavaScript).
import { Camera, Lightbulb, type IconComponent, ShieldCheck, Sun, TriangleAlert } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { PageHeader } from "~/components/layout/PageHeader";
import { SubmitButton } from "~/components/ui/submit-button";
import { SIGN_IN_PATH } from "~/lib/member-paths";
import { PHOTO_CATEGORY_LABELS, PHOTO_MESSAGES, type PhotoCategory, type PhotoTab } from "../options";
import { PHOTO_DEPOSIT_PATH } from "../paths";

export function PhotoDepositHero({ title }: { title: string }) {
  return (
    <PageHeader
      tone="brand"
      eyebrow="Actions"
      title={title}
      intro={"Un problème à signaler, une idée à montrer, un beau coin de la Presqu’île\u202f? Partagez vos photos avec l’association\u202f: après examen, les meilleures rejoignent la galerie."}
      illustration={
        <span className="ml-auto flex h-40 w-40 items-center justify-center rounded-full bg-white/10">
          <Camera aria-hidden="true" className="h-20 w-20 text-ochre-400" />
        </span>
      }
    />
  );
}

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full px-6 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

/** Signed out: the deposit is for members. */
export function SignInPrompt({ error }: { error?: string | null }) {
  return (
    <section aria-labelledby="depot-connexion" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-700 dark:bg-slate-900">
      {error ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100">
          {error}
        </p>
      ) : null}
      <h2 id="depot-connexion" className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
        Connectez-vous pour déposer une photo
      </h2>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        Le dépôt de photos est réservé aux membres de l’espace ADPL, pour que l’équipe puisse vous répondre et vous créditer. Connectez-vous, ou créez votre compte en
        quelques instants depuis la même page.
      </p>
      <p className="mt-6">
        <Link to={`${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(PHOTO_DEPOSIT_PATH)}`} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900 dark:hover:bg-white`}>
          Se connecter
        </Link>
      </p>
    </section>
  );
}

/** Signed in with an address not yet confirmed: no form, the resend button. */
export function ConfirmEmailFirst({ email }: { email: string }) {
  return (
    <section
      aria-labelledby="depot-confirmation"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950 sm:p-10 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="depot-confirmation" className="font-serif text-2xl font-bold">
        {PHOTO_MESSAGES.unverified}
      </h2>
      <p className="mt-3">
        Ouvrez le lien de confirmation envoyé à <strong className="break-words">{email}</strong>. Vous pourrez ensuite revenir ici pour déposer vos photos.
      </p>
      <p className="mt-3">Vous ne trouvez pas l’e-mail (pensez aux indésirables)&#8239;? Demandez-en un nouveau&#8239;:</p>
      <Form method="post" action="/espace/verification" className="mt-4">
        <input type="hidden" name="intent" value="resend-verification" />
        <input type="hidden" name="redirectTo" value={PHOTO_DEPOSIT_PATH} />
        <SubmitButton pending={false} pendingLabel="Envoi en cours…" variant="outline" className="bg-white px-5 py-2.5 dark:bg-slate-900">
          Renvoyer l’e-mail de confirmation
        </SubmitButton>
      </Form>
    </section>
  );
}

const CARDS: ReadonlyArray<{ category: PhotoCategory; icon: IconComponent; text: string }> = [
  {
    category: "probleme",
    icon: TriangleAlert,
    text: "Trottoir abîmé, dépôt sauvage, éclairage en panne\u202f: une photo aide l’association à porter le sujet auprès de la mairie et de la Métropole.",
  },
  {
    category: "idee",
    icon: Lightbulb,
    text: "Un aménagement vu ailleurs, une place à végétaliser, un lieu à transformer\u202f: montrez-nous ce qui rendrait la Presqu’île plus agréable.",
  },
  {
    category: "jolie_photo",
    icon: Sun,
    text: "Une façade, une traboule, une lumière sur la Saône\u202f: partagez la beauté du quartier, les plus belles photos rejoignent la galerie.",
  },
];

export function PhotoInfoCards() {
  return (
    <section aria-labelledby="depot-types" className="mb-10">
      <h2 id="depot-types" className="sr-only">
        Quelles photos partager
      </h2>
      <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
        {CARDS.map(({ category, icon: Icon, text }) => (
          <li key={category} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:block dark:border-slate-700 dark:bg-slate-900">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-ochre-100 text-ochre-700">
              <Icon aria-hidden="true" className="h-6 w-6" />
            </span>
            <div>
              <h3 className="text-lg font-semibold md:mt-4">{PHOTO_CATEGORY_LABELS[category]}</h3>
              <p className="mt-1 text-slate-700 md:mt-2 dark:text-slate-300">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReviewNote() {
  return (
    <p className="mb-8 flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900 dark:border-brand-700 dark:bg-slate-900 dark:text-brand-100">
      <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <span>
        Chaque photo est examinée par l’équipe avant publication&#8239;: elle n’apparaît dans la galerie qu’une fois validée, avec votre nom en crédit. Vous suivez son état dans
        «&#8239;Mes photos&#8239;».
      </span>
    </p>
  );
}

const TABS: ReadonlyArray<{ id: PhotoTab; label: string }> = [
  { id: "depot", label: "Déposer une photo" },
  { id: "mes-photos", label: "Mes photos" },
];

export const photoTabPath = (tab: PhotoTab) => `${PHOTO_DEPOSIT_PATH}?onglet=${tab}`;

/** The two views of the page: real links (they navigate), the current one marked aria-current. */
export function PhotoTabs({ current, children }: { current: PhotoTab; children: ReactNode }) {
  return (
    <>
      <nav aria-label="Dépôt de photos" className="mb-6 flex max-w-md rounded-full bg-slate-100 p-1 dark:bg-slate-800">
        {TABS.map(({ id, label }) => (
          <Link
            key={id}
            to={photoTabPath(id)}
            aria-current={current === id ? "page" : undefined}
            className={`flex min-h-11 flex-1 items-center justify-center rounded-full px-3 text-center text-sm font-medium ${
              current === id ? "bg-white text-brand-800 shadow dark:bg-slate-950 dark:text-brand-100" : "text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-900"
            }`}
          >
            {label}
          </Link>
        ))}
      </nav>
      {children}
    </>
  );
}
