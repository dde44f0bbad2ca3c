// /temoignages: the testimonials, filtered by category through the URL (?categorie=…), so
// filtering works without JavaScript and a filtered view can be linked.
import { Star } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/testimonials";
import { sitePages } from "~/config/pages";
import { testimonialCategories, testimonialsCta, testimonialsPage, type TestimonialCategory, type TestimonialFilterId } from "~/content/testimonials";
import { listTestimonials } from "~/features/testimonials/queries.server";
import { parseTestimonialFilter, TESTIMONIAL_CATEGORY_PARAM } from "~/features/testimonials/testimonial";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { Avatar } from "~/components/ui/avatar";
import { EmptyState } from "~/components/ui/empty-state";
import { SampleLabel } from "~/components/ui/sample-label";

export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = parseTestimonialFilter(new URL(request.url).searchParams.get(TESTIMONIAL_CATEGORY_PARAM));
  return { filter, ...(await listTestimonials(getDatabase(context), filter)) };
}

export const meta: Route.MetaFunction = (args) => seo(args, sitePages.testimonials.seo);

const categoryLabels = Object.fromEntries(testimonialCategories.map((c) => [c.id, c.label])) as Record<TestimonialFilterId, string>;
const singularLabels: Record<TestimonialCategory, string> = { residents: "Résident", commercants: "Commerçant", visiteurs: "Visiteur", artistes: "Artiste" };

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  const { filter, testimonials: shown, sample } = loaderData;
  return (
    <>
      <PageHeader eyebrow="Ils vivent la Presqu’île" title={testimonialsPage.title} intro={testimonialsPage.intro} />
      <PageBody>
      {sample ? <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Témoignages d’exemple : les personnes citées sont fictives.</p> : null}

      <nav aria-label="Filtrer les témoignages par catégorie" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {testimonialCategories.map((category) => {
            const active = category.id === filter;
            return (
              <li key={category.id}>
                <Link
                  to={category.id === "tous" ? "/temoignages" : `/temoignages?${TESTIMONIAL_CATEGORY_PARAM}=${category.id}`}
                  preventScrollReset
                  aria-current={active ? "page" : undefined}
                  className={`inline-block rounded-full px-4 py-2 text-sm font-semibold ${
                    active
                      ? "bg-brand-700 text-white dark:bg-brand-200 dark:text-brand-900"
                      : "border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
                  }`}
                >
                  {category.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {shown.length} témoignage{shown.length > 1 ? "s" : ""}
        {filter === "tous" ? "" : ` · ${categoryLabels[filter]}`}
      </p>

      {shown.length === 0 ? (
        filter === "tous" ? (
          <EmptyState title="Aucun témoignage n’est encore publié." className="mt-6" editor={{ permission: "site:write", href: "/admin/contenus/temoignages/nouveau", label: "Ajouter un témoignage" }} />
        ) : (
          <p className="mt-6 text-slate-700 dark:text-slate-300">Aucun témoignage publié dans cette catégorie pour le moment.</p>
        )
      ) : null}
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((testimonial, i) => (
          <li key={testimonial.id}>
            <article aria-labelledby={`temoignage-${testimonial.id}`} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
              <header className="flex items-center gap-4">
                <Avatar name={testimonial.name} photo={testimonial.photo} size="lg" loading={i < 3 ? "eager" : "lazy"} />
                <div>
                  <h2 id={`temoignage-${testimonial.id}`} className="font-semibold text-brand-800 dark:text-brand-100">
                    {testimonial.name}
                  </h2>
                  <p className="text-sm text-slate-600 dark:text-slate-300">{testimonial.role}</p>
                </div>
              </header>
              <p className="mt-3 flex flex-wrap gap-2 text-xs font-semibold">
                {testimonial.sample ? <SampleLabel /> : null}
                <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800 dark:bg-brand-900 dark:text-brand-100">{singularLabels[testimonial.category]}</span>
                {testimonial.neighbourhood ? <span className="rounded-full bg-ochre-100 px-2.5 py-1 text-ochre-700 dark:bg-slate-800 dark:text-ochre-400">{testimonial.neighbourhood}</span> : null}
              </p>
              <Rating value={testimonial.rating} />
              <blockquote className="mt-3 flex-1 text-slate-800 dark:text-slate-200">
                <p>« {testimonial.text} »</p>
              </blockquote>
            </article>
          </li>
        ))}
      </ul>

      <section aria-labelledby="temoignages-cta" className="mt-16 rounded-2xl bg-brand-800 p-8 text-white sm:p-12 dark:bg-brand-900">
        <h2 id="temoignages-cta" className="font-serif text-3xl font-bold">
          {testimonialsCta.title}
        </h2>
        <p className="mt-3 max-w-2xl text-brand-100">{testimonialsCta.text}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <Link to="/contact?sujet=autre" className="rounded-full bg-ochre-400 px-6 py-3 font-semibold text-brand-900 hover:bg-ochre-100">
            {testimonialsCta.shareLabel}
          </Link>
          <Link to="/adhesion" className="rounded-full border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10">
            {testimonialsCta.joinLabel}
          </Link>
        </div>
      </section>
      </PageBody>
    </>
  );
}

function Rating({ value }: { value: number }) {
  return (
    <p className="mt-3 flex items-center gap-0.5">
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={`h-4 w-4 ${i < value ? "fill-ochre-500 text-ochre-600 dark:fill-ochre-400 dark:text-ochre-400" : "text-slate-300 dark:text-slate-600"}`}
        />
      ))}
      <span className="sr-only">Note : {value} sur 5</span>
    </p>
  );
}
