// Search source: the positions register; each result opens its card on /prises-positions.
import { sql } from "drizzle-orm";
import { excerpt } from "../rules";
import type { SearchSource } from "./types";

export const positionsSource: SearchSource = {
  type: "position",
  label: "Prise de position",
  groupLabel: "Prises de position",
  documents: () => sql`
    select slug as key, title,
      case when summary <> '' then summary else content end as summary,
      '/prises-positions#' || slug as url, date as sort_date,
      head_text, head_vector, search_text, search_vector
    from positions`,
  describe: (document) => excerpt("Prise de position", document.summary),
};
