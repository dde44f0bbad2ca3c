// One neighbourhood: illustration, description, key figures, history, points of interest,
// "Explorer en détail" (to the map) and "Partager ce quartier".
import { Building2, Landmark, MapPin, Store, Users } from "~/components/ui/icons";
import { ShareButton } from "~/components/ui/share-button";
import { neighbourhoodsPage, type Neighbourhood } from "~/content/neighbourhoods";
import { formatCount } from "~/lib/format-number";
import { neighbourhoodHref } from "../lookup";
import { ContentImage } from "~/components/ui/content-image";

const actionClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2 font-semibold transition-colors";

export function NeighbourhoodDetail({ neighbourhood }: { neighbourhood: Neighbourhood }) {
  const stats = [
    { id: "inhabitants", Icon: Users, value: neighbourhood.stats.inhabitants, label: neighbourhoodsPage.statsLabels.inhabitants },
    { id: "shops", Icon: Store, value: neighbourhood.stats.shops, label: neighbourhoodsPage.statsLabels.shops },
    { id: "monuments", Icon: Landmark, value: neighbourhood.stats.monuments, label: neighbourhoodsPage.statsLabels.monuments },
  ];
  return (
    <article aria-labelledby="quartier-titre" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <ContentImage
        key={neighbourhood.slug}
        src={neighbourhood.image.src}
        alt={neighbourhood.image.alt}
        width={800}
        height={500}
        fetchPriority="high"
        className="aspect-[8/5] w-full bg-slate-100 object-cover dark:bg-slate-800"
      />
      <div className="p-6 sm:p-8">
        <h2 id="quartier-titre" className="font-serif text-3xl font-bold text-brand-800 dark:text-brand-100">
          {neighbourhood.name}
        </h2>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{neighbourhood.description}</p>

        <dl className="mt-6 grid grid-cols-3 gap-3">
          {stats.map(({ id, Icon, value, label }) => (
            <div key={id} className="flex flex-col-reverse items-center rounded-2xl bg-brand-50 p-3 text-center dark:bg-brand-900">
              <dt className="text-sm text-slate-700 dark:text-brand-100">{label}</dt>
              <dd className="flex flex-col items-center font-serif text-2xl font-bold text-brand-800 dark:text-white">
                <Icon aria-hidden="true" className="mb-1 h-5 w-5 text-ochre-600 dark:text-ochre-400" />
                {formatCount(value)}
              </dd>
            </div>
          ))}
        </dl>

        <h3 className="mt-8 flex items-center gap-2 font-serif text-xl font-semibold text-brand-800 dark:text-brand-100">
          <Building2 aria-hidden="true" className="h-5 w-5 text-ochre-600 dark:text-ochre-400" />
          {neighbourhoodsPage.historyTitle}
        </h3>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{neighbourhood.history}</p>

        <h3 className="mt-8 flex items-center gap-2 font-serif text-xl font-semibold text-brand-800 dark:text-brand-100">
          <MapPin aria-hidden="true" className="h-5 w-5 text-ochre-600 dark:text-ochre-400" />
          {neighbourhoodsPage.pointsOfInterestTitle}
        </h3>
        <ul className="mt-3 space-y-2">
          {neighbourhood.pointsOfInterest.map((point) => (
            <li key={point} className="flex items-start gap-2 text-slate-800 dark:text-slate-200">
              <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-ochre-500" />
              {point}
            </li>
          ))}
        </ul>

        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#carte" className={`${actionClass} bg-brand-700 text-white hover:bg-brand-800`}>
            {neighbourhoodsPage.exploreLabel}
            <span className="sr-only"> : {neighbourhood.name} sur la carte</span>
          </a>
          <ShareButton
            label={neighbourhoodsPage.shareLabel}
            title={`${neighbourhood.name} · Presqu’île de Lyon`}
            text={neighbourhood.description}
            path={neighbourhoodHref(neighbourhood.slug)}
            className={`${actionClass} border border-brand-700 text-brand-800 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-brand-900`}
          />
        </div>
      </div>
    </article>
  );
}
