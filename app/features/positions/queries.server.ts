// Reads of the positions register: the filtered, grouped list of /prises-positions.
import type { Database } from "~/db/client.server";
import { listPublicDocuments } from "~/db/published-documents.server";
import { positions } from "~/db/schema";
import { formatDate } from "~/lib/dates";
import { deriveOptions, filterPositions, groupByCategory, type PositionCard, type PositionFilters, type PositionGroup, type PositionOptions, type ShownPosition } from "./rules";

/** Every position, newest first (the register holds dozens of rows, not thousands). */
export async function listPositions(db: Database): Promise<PositionCard[]> {
  return listPublicDocuments(db, positions);
}

export interface PositionsPage {
  groups: PositionGroup<ShownPosition>[];
  options: PositionOptions;
  /** Positions listed (the "n sur total" line). */
  total: number;
  shown: number;
  /** The register's figures: the association's positions, never a sample (features/samples). */
  counted: {
    total: number;
    /** Those whose status is "En cours": the files still open. */
    inProgress: number;
  };
}

/** The status of a position whose file is still open. */
export const IN_PROGRESS_STATUS = "En cours";

/**
 * The page's data: filter options derived from all positions, and only the matching ones,
 * grouped. Filtering applies the spec's rules (rules.ts) so the page and the tests agree.
 */
export async function getPositionsPage(db: Database, filters: PositionFilters): Promise<PositionsPage> {
  const all = await listPositions(db);
  const shown = filterPositions(all, filters);
  const real = all.filter((position) => !position.isSample);
  return {
    groups: groupByCategory(shown.map((position) => ({ ...position, dateLabel: position.dateLabel ?? formatDate(position.date) }))),
    options: deriveOptions(all),
    total: all.length,
    shown: shown.length,
    counted: { total: real.length, inProgress: real.filter((p) => p.status === IN_PROGRESS_STATUS).length },
  };
}
