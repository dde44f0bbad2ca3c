// Reads of the positions register: the filtered, grouped list of /prises-positions.
import { desc } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { positions } from "~/db/schema";
import { deriveOptions, filterPositions, groupByCategory, type PositionCard, type PositionFilters, type PositionGroup, type PositionOptions } from "./rules";

const cardColumns = {
  slug: positions.slug,
  title: positions.title,
  date: positions.date,
  dateLabel: positions.dateLabel,
  category: positions.category,
  summary: positions.summary,
  content: positions.content,
  status: positions.status,
  color: positions.color,
  urgent: positions.urgent,
  link: positions.link,
};

/** Every position, newest first (the register holds dozens of rows, not thousands). */
export async function listPositions(): Promise<PositionCard[]> {
  return getDb().select(cardColumns).from(positions).orderBy(desc(positions.date), positions.title);
}

export interface PositionsPage {
  groups: PositionGroup<PositionCard>[];
  options: PositionOptions;
  total: number;
  shown: number;
}

/**
 * The page's data: filter options derived from all positions, and only the matching ones,
 * grouped. Filtering applies the spec's rules (rules.ts) so the page and the tests agree.
 */
export async function getPositionsPage(filters: PositionFilters): Promise<PositionsPage> {
  const all = await listPositions();
  const shown = filterPositions(all, filters);
  return { groups: groupByCategory(shown), options: deriveOptions(all), total: all.length, shown: shown.length };
}
