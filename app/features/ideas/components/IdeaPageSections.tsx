// The static parts of /remontee-idees: the hero, the three value cards and the three-step "how it works".
import { PageHeader } from "~/components/layout/PageHeader";
import { BarChart3, Lightbulb, type IconComponent, MessageSquare, Rocket, Search, ShieldCheck, Users } from "~/components/ui/icons";

export function IdeaHero() {
  return (
    <PageHeader
      tone="brand"
      eyebrow="Participation citoyenne"
      title="Remontez vos idées"
      intro={"Une idée pour embellir la Presqu’île, un problème à signaler, une suggestion pour l’association ? Partagez-la avec nous : chaque contribution est lue et étudiée par l’équipe."}
      illustration={
        <span className="ml-auto flex h-40 w-40 items-center justify-center rounded-full bg-white/10">
          <Lightbulb aria-hidden="true" className="h-20 w-20 text-ochre-400" />
        </span>
      }
    />
  );
}

const values: ReadonlyArray<{ icon: IconComponent; title: string; text: string }> = [
  { icon: MessageSquare, title: "Votre voix compte", text: "Riverains, commerçants ou visiteurs : vos remontées nourrissent les actions et les positions de l’association." },
  { icon: ShieldCheck, title: "Suivi personnalisé", text: "Vous recevez un accusé de réception et un lien privé pour suivre l’état de votre soumission." },
  { icon: Users, title: "Action collective", text: "Nous portons les sujets auprès de la mairie, des services de la Métropole et des acteurs du quartier." },
];

export function IdeaValueCards() {
  return (
    <section aria-labelledby="idees-valeurs" className="page-container py-12">
      <h2 id="idees-valeurs" className="sr-only">
        Pourquoi nous écrire
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {values.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-ochre-100 text-ochre-700">
              <Icon aria-hidden="true" className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const steps: ReadonlyArray<{ icon: IconComponent; title: string; text: string }> = [
  { icon: MessageSquare, title: "Partagez", text: "Décrivez votre idée ou le problème constaté grâce au formulaire ci-dessus." },
  { icon: Search, title: "Nous analysons", text: "L’équipe étudie chaque soumission, vous recontacte si besoin et met à jour son état." },
  { icon: Rocket, title: "Action", text: "Les sujets retenus sont portés auprès des interlocuteurs concernés et suivis jusqu’au bout." },
];

export function IdeaHowItWorks() {
  return (
    <section aria-labelledby="idees-fonctionnement" className="bg-slate-50 py-14 dark:bg-slate-900">
      <div className="page-container">
        <h2 id="idees-fonctionnement" className="flex items-center justify-center gap-2 text-center font-serif text-3xl font-bold text-brand-800 dark:text-brand-100">
          <BarChart3 aria-hidden="true" className="h-7 w-7" />
          Comment ça marche ?
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="text-center">
              <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white dark:bg-brand-200 dark:text-brand-900">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="text-brand-700 dark:text-brand-200">{index + 1}.</span> {title}
              </h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
