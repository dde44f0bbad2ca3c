// The registry of search sources, in the order their groups are shown. Blog posts and events
// join by adding their source here (and the generated search columns on their table).
import { pagesSource } from "./pages";
import { positionsSource } from "./positions";
import { proposalsSource } from "./proposals";
import type { SearchSource } from "./types";

export type { SearchDocument, SearchSource } from "./types";

export const searchSources: readonly SearchSource[] = [pagesSource, positionsSource, proposalsSource];
