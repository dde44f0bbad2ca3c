// The three featured campaigns of the home page, each with its illustration.
import type { Campaign } from "~/content/campaigns";
import { ContentIcon } from "~/components/ui/content-icon";
import { softTone } from "~/components/ui/tone";
import { ContentImage } from "~/components/ui/content-image";

export function CampaignCards({ campaigns }: { campaigns: readonly Campaign[] }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {campaigns.map((campaign) => (
        <li key={campaign.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
          <ContentImage src={campaign.image.src} alt={campaign.image.alt} width={640} height={400} loading="lazy" decoding="async" className="aspect-[8/5] w-full object-cover" />
          <div className="flex flex-1 flex-col p-6">
            <span className={`inline-flex h-10 w-10 items-center justify-center rounded-xl ${softTone[campaign.color]}`}>
              <ContentIcon icon={campaign.icon} className="h-5 w-5" />
            </span>
            <h3 className="mt-4 font-serif text-xl font-bold text-brand-800 dark:text-brand-100">{campaign.title}</h3>
            <p className="mt-1 font-medium text-ochre-700 dark:text-ochre-400">{campaign.subtitle}</p>
            <p className="mt-3 text-slate-700 dark:text-slate-300">{campaign.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
