// Home page: hero, headline figures, action domains, explore cards, testimonials, mission and
// actions, featured campaigns, and the call to join with the newsletter and contact forms.
import { ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { ContentIcon } from "~/components/ui/content-icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { sitePages } from "~/config/pages";
import { actionDomains } from "~/content/action-domains";
import { campaignsSection } from "~/content/campaigns";
import { actionsSection, domainsSection, exploreSection, figuresSection, hero, joinSection, missionSection } from "~/content/home";
import { testimonialsPage } from "~/content/testimonials";
import { CampaignCards } from "~/features/home/components/CampaignCards";
import { DomainsBand } from "~/features/home/components/DomainsBand";
import { HeadlineFigures } from "~/features/home/components/HeadlineFigures";
import { listCampaigns } from "~/features/campaigns/queries.server";
import { loadFigures } from "~/features/figures/figures.server";
import { listHomeTestimonials } from "~/features/testimonials/queries.server";
import { ContactForm } from "~/features/contact/components/ContactForm";
import { TestimonialCarousel } from "~/features/home/components/TestimonialCarousel";
import { NewsletterForm } from "~/features/newsletter/components/NewsletterForm";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export async function loader({ context }: Route.LoaderArgs) {
  const [testimonials, campaigns, figures] = await Promise.all([listHomeTestimonials(getDatabase(context)), listCampaigns(getDatabase(context)), loadFigures(getDatabase(context))]);
  return { figures: figures.home, testimonials: testimonials.testimonials, testimonialsSample: testimonials.sample, campaigns };
}

export const meta: Route.MetaFunction = (args) => seo(args, sitePages.home.seo);

const primaryButton =
  "inline-flex items-center gap-2 rounded-full bg-ochre-400 px-6 py-3 font-semibold text-brand-900 shadow hover:bg-ochre-100";
const secondaryButton = "inline-flex items-center gap-2 rounded-full border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10";

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />

      {loaderData.figures.length ? (
        <section aria-labelledby="chiffres-titre" className="bg-brand-800 py-16 text-white dark:bg-brand-900">
          <div className="page-container">
            <h2 id="chiffres-titre" className="text-center font-serif text-3xl font-bold sm:text-4xl">
              {figuresSection.title}
            </h2>
            <HeadlineFigures figures={loaderData.figures} titleId="chiffres-titre" />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="domaines-titre" className="py-14">
        <div className="page-container">
          <SectionHeading id="domaines-titre" title={domainsSection.title} />
          <div className="mt-6">
            <DomainsBand domains={actionDomains} />
          </div>
        </div>
      </section>

      <section aria-labelledby="explorer-titre" className="bg-slate-50 py-16 dark:bg-slate-900">
        <div className="page-container">
          <SectionHeading id="explorer-titre" title={exploreSection.title} intro={exploreSection.intro} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {exploreSection.cards.map((card) => (
              <li key={card.id}>
                <Link
                  to={card.href}
                  className="group home-card"
                >
                  <span className="icon-tile-brand">
                    <ContentIcon icon={card.icon} />
                  </span>
                  <span className="home-card-title">{card.title}</span>
                  <span className="home-card-text">{card.description}</span>
                  <span aria-hidden="true" className="home-card-more">
                    Découvrir <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {loaderData.testimonials.length > 0 ? (
        <section aria-labelledby="temoignages-titre" className="py-16">
          <div className="page-container">
            <SectionHeading id="temoignages-titre" title={testimonialsPage.homeTitle} align="center" />
            {loaderData.testimonialsSample ? <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">Témoignages d’exemple&#8239;: les personnes citées sont fictives.</p> : null}
            <TestimonialCarousel testimonials={loaderData.testimonials} labelId="temoignages-titre" />
            <p className="mt-4 text-center">
              <Link to="/temoignages" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white">
                Lire tous les témoignages
              </Link>
            </p>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="mission-titre" className="bg-ochre-100 py-16 dark:bg-slate-900">
        {/* The heading above, the three commitments side by side: no empty column (issue 11). */}
        <div className="page-container">
          <SectionHeading id="mission-titre" title={missionSection.title} />
          <div className="mt-8 grid gap-6 text-lg text-slate-800 md:grid-cols-3 dark:text-slate-200">
            {missionSection.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mission-paragraph">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="actions-titre" className="py-16">
        <div className="page-container">
          <SectionHeading id="actions-titre" title={actionsSection.title} intro={actionsSection.intro} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {actionsSection.actions.map((action) => (
              <li key={action.id} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
                <span className="icon-tile-ochre">
                  <ContentIcon icon={action.icon} />
                </span>
                <h3 className="action-title">{action.title}</h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{action.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {loaderData.campaigns.length > 0 ? (
        <section aria-labelledby="combats-titre" className="bg-slate-50 py-16 dark:bg-slate-900">
          <div className="page-container">
            <SectionHeading id="combats-titre" title={campaignsSection.title} intro={campaignsSection.intro} />
            <CampaignCards campaigns={loaderData.campaigns} />
          </div>
        </section>
      ) : null}

      <JoinSection />
    </>
  );
}

function Hero() {
  return (
    <section aria-labelledby="accueil-titre" className="relative isolate overflow-hidden bg-brand-900 text-white">
      <svg aria-hidden="true" viewBox="0 0 1200 600" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 -z-10 h-full w-full opacity-40">
        {/* The Saône and the Rhône framing the Presqu’île, as two stylised streams. */}
        <path d="M180 -20 C 260 140, 140 300, 300 420 S 520 560, 560 640" fill="none" stroke="#2f5f9e" strokeWidth="46" strokeLinecap="round" />
        <path d="M1020 -20 C 930 120, 1010 260, 880 380 S 700 540, 640 640" fill="none" stroke="#2f5f9e" strokeWidth="64" strokeLinecap="round" />
      </svg>
      <div className="page-container py-20 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-wider text-ochre-400">{hero.eyebrow}</p>
        <h1 id="accueil-titre" className="mt-4 max-w-3xl font-serif text-4xl font-bold leading-tight sm:text-6xl">
          {hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">{hero.subtitle}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link to={hero.primaryCta.href} className={primaryButton}>
            {hero.primaryCta.label}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
          <Link to={hero.secondaryCta.href} className={secondaryButton}>
            {hero.secondaryCta.label}
          </Link>
        </div>
      </div>
    </section>
  );
}

function JoinSection() {
  return (
    <section aria-labelledby="rejoindre-titre" className="py-16">
      <div className="page-container">
        <SectionHeading id="rejoindre-titre" title={joinSection.title} intro={joinSection.text} />
        <p className="mt-6">
          <Link to={joinSection.joinCta.href} className="inline-flex rounded-full bg-ochre-600 px-6 py-3 font-semibold text-white hover:bg-ochre-700">
            {joinSection.joinCta.label}
          </Link>
        </p>
        <div className="mt-10 grid gap-8 lg:grid-cols-5">
          <section aria-labelledby="newsletter-titre" className="rounded-2xl bg-brand-800 p-6 text-white lg:col-span-2 lg:self-start dark:bg-brand-900">
            <h3 id="newsletter-titre" className="font-serif text-2xl font-bold">
              {joinSection.newsletter.title}
            </h3>
            <p className="mb-6 mt-2 text-brand-100">{joinSection.newsletter.text}</p>
            <NewsletterForm source="accueil" tone="dark" />
          </section>
          <section aria-labelledby="contact-titre" className="rounded-2xl border border-slate-200 p-6 lg:col-span-3 dark:border-slate-700">
            <h3 id="contact-titre" className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
              {joinSection.contactForm.title}
            </h3>
            <p className="mb-6 mt-2 text-slate-700 dark:text-slate-300">{joinSection.contactForm.text}</p>
            <ContactForm />
          </section>
        </div>
      </div>
    </section>
  );
}
