// /equipe: the board's statistics, the five board members, a contact block and the values. The
// statistics are site figures and the contact block and values the "team_page" texts, both
// edited in the back-office and read on every view.
import { Mail } from "~/components/ui/icons";
import type { Route } from "./+types/team";
import { Avatar } from "~/components/ui/avatar";
import { contactHref, EmailText } from "~/components/ui/email-text";
import { EmptyState } from "~/components/ui/empty-state";
import { SectionHeading } from "~/components/ui/section-heading";
import { sitePages } from "~/config/pages";
import { teamContactEmail, teamPage } from "~/content/team";
import { loadFigures } from "~/features/figures/figures.server";
import { loadTeamTexts } from "~/features/team/page-texts.server";
import { getBoard } from "~/features/team/queries.server";
import { useRootData } from "~/lib/root-data";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { SampleLabel } from "~/components/ui/sample-label";

export async function loader({ context }: Route.LoaderArgs) {
  const [board, figures, { texts }] = await Promise.all([
    getBoard(getDatabase(context)),
    loadFigures(getDatabase(context)),
    loadTeamTexts(getDatabase(context)),
  ]);
  return { ...board, stats: figures.board, texts };
}

export const meta: Route.MetaFunction = (args) => seo(args, sitePages.team.seo);

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { members, sample, stats, texts } = loaderData;
  const email = useRootData()?.site.email ?? null;
  return (
    <>
      <PageHeader eyebrow="À propos" title={teamPage.title} intro={teamPage.intro} />
      <PageBody>
        {stats.length ? (
          <section aria-label="Le bureau en chiffres" className="mt-10">
            <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {stats.map((stat) => (
                <div key={stat.id} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-5 text-center dark:bg-slate-900">
                  <dt className="mt-1 text-sm text-slate-700 dark:text-slate-300">{stat.label}</dt>
                  <dd className="font-serif text-3xl font-bold text-brand-800 dark:text-brand-100">
                    <span>{stat.value}</span>
                    {stat.sample ? (
                      <>
                        {" "}
                        <SampleLabel className="ml-2" />
                      </>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}

        <section aria-labelledby="bureau-titre" className="mt-16">
          <SectionHeading id="bureau-titre" title={teamPage.boardTitle} />
          {sample ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Profils d’exemple : les personnes présentées sont fictives.</p> : null}
          {members.length === 0 ? (
            <EmptyState title="La composition du bureau sera présentée ici prochainement." className="mt-6" editor={{ permission: "site:write", href: "/admin/contenus/equipe/nouveau", label: "Ajouter un membre du bureau" }} />
          ) : null}
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {members.map((member) => (
              <li key={member.slug} id={member.slug}>
                <article aria-labelledby={`membre-${member.slug}`} className="h-full rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
                  <div className="flex items-center gap-4">
                    <Avatar name={member.name} photo={member.photo} size="lg" />
                    <div>
                      <h3 id={`membre-${member.slug}`} className="text-lg font-semibold text-brand-800 dark:text-brand-100">
                        {member.name}
                      </h3>
                      <p className="font-medium text-ochre-700 dark:text-ochre-400">{member.role}</p>
                      {member.sample ? <SampleLabel className="mt-1" /> : null}
                    </div>
                  </div>
                  <p className="mt-4 text-sm font-medium text-slate-600 dark:text-slate-300">{member.profession}</p>
                  <p className="mt-2 text-slate-700 dark:text-slate-300">{member.description}</p>
                  <ul aria-label="Domaines d’expertise" className="mt-4 flex flex-wrap gap-2">
                    {member.specialties.map((specialty) => (
                      <li
                        key={specialty}
                        className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100"
                      >
                        {specialty}
                      </li>
                    ))}
                  </ul>
                </article>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="contact-bureau-titre" className="mt-16 rounded-2xl bg-brand-800 p-8 text-white dark:bg-brand-900">
          <h2 id="contact-bureau-titre" className="font-serif text-2xl font-bold">
            {texts.contact.title}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-100">{texts.contact.text}</p>
          <p className="mt-6 flex flex-wrap items-center gap-4">
            <a
              href={contactHref(email)}
              className="inline-flex items-center gap-2 rounded-full bg-ochre-400 px-6 py-3 font-semibold text-brand-900 hover:bg-ochre-100"
            >
              <Mail aria-hidden="true" className="h-5 w-5" />
              {texts.contact.linkLabel}
            </a>
            {email ? (
              <span className="text-brand-100">
                <EmailText text={teamContactEmail} email={email} linkClassName="font-medium text-white underline underline-offset-2" />
              </span>
            ) : null}
          </p>
        </section>

        <section aria-labelledby="valeurs-titre" className="mt-16">
          <SectionHeading id="valeurs-titre" title={teamPage.valuesTitle} />
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {texts.values.map((value, index) => (
              <li key={index} className="rounded-2xl border-t-4 border-ochre-500 bg-slate-50 p-6 dark:bg-slate-900">
                <h3 className="font-serif text-xl font-bold text-brand-800 dark:text-brand-100">{value.title}</h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{value.description}</p>
              </li>
            ))}
          </ul>
        </section>
      </PageBody>
    </>
  );
}
