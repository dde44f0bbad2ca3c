// Reads of the campaigns ("Nos combats du moment" on the home page): the published rows of the
// campaigns table in the back-office's order, public fields only. They are also a search source
// (features/search/sources/index.server.ts), each result opening the home page at its card.
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { campaigns } from "~/db/schema";
import type { CAMPAIGN_ICONS, DOCUMENT_COLORS } from "~/db/schema/enums";

export interface Campaign {
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  icon: (typeof CAMPAIGN_ICONS)[number];
  color: (typeof DOCUMENT_COLORS)[number];
  image: { src: string; alt: string } | null;
  /** A seeded sample: labelled « Exemple » (features/samples). */
  sample: boolean;
}

export async function listCampaigns(db: Database): Promise<Campaign[]> {
  const rows = await db
    .select({
      slug: campaigns.slug,
      title: campaigns.title,
      subtitle: campaigns.summary,
      description: campaigns.content,
      icon: campaigns.icon,
      color: campaigns.color,
      image: campaigns.image,
      imageAlt: campaigns.imageAlt,
      sample: campaigns.isSample,
    })
    .from(campaigns)
    .where(eq(campaigns.published, true))
    .orderBy(asc(campaigns.position), asc(campaigns.id));
  return rows.map(({ image, imageAlt, ...campaign }) => ({ ...campaign, image: image ? { src: image, alt: imageAlt ?? "" } : null }));
}
