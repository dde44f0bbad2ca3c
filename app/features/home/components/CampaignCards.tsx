// The home page's campaigns ("Nos combats du moment"), each with its illustration, in the order
// the back-office set. Each card is the target of its search result (/#<slug>).
import { ContentIcon } from "~/components/ui/content-icon";
import { ContentPicture } from "~/components/ui/content-image";
import { softTone } from "~/components/ui/tone";
import type { ColorToken } from "~/content/tokens";
import type { Campaign } from "~/features/campaigns/queries.server";
import { SampleLabel } from "~/components/ui/sample-label";

/** The document palette (what the back-office offers) on the content tones. */
const tone: Record<Campaign["color"], ColorToken> = {
  brand: "blue",
  ochre: "orange",
  emerald: "emerald",
  rose: "rose",
  violet: "violet",
  sky: "sky",
  amber: "amber",
  teal: "teal",
};

export function CampaignCards({ campaigns }: { campaigns: readonly Campaign[] }) {
  const columns = campaigns.length >= 3 ? "md:grid-cols-3" : campaigns.length === 2 ? "md:grid-cols-2" : "";
  return (
    <ul className={`mt-10 grid gap-6 ${columns}`}>
      {campaigns.map((campaign) => (
        <li key={campaign.slug} id={campaign.slug} className="campaign-card">
          {campaign.image ? (
            <ContentPicture src={campaign.image.src} alt={campaign.image.alt} width={640} height={400} sizes="(min-width: 768px) 33vw, 100vw" className="aspect-[8/5] w-full object-cover" />
          ) : null}
          <div className="flex flex-1 flex-col p-6">
            <span className={`inline-flex h-10 w-10 items-center justify-center rounded-xl ${softTone[tone[campaign.color]]}`}>
              <ContentIcon icon={campaign.icon} className="h-5 w-5" />
            </span>
            {campaign.sample ? <SampleLabel className="mt-3" /> : null}
            <h3 className="campaign-title">{campaign.title}</h3>
            <p className="mt-1 font-medium text-ochre-700 dark:text-ochre-400">{campaign.subtitle}</p>
            <p className="mt-3 text-slate-700 dark:text-slate-300">{campaign.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
