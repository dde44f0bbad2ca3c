// Search source: published proposals; results link to /propositions-lyon.
import { sql } from "drizzle-orm";
import { excerpt } from "../rules";
import type { SearchSource } from "./types";

export const proposalsSource: SearchSource = {
  type: "proposition",
  label: "Proposition",
  groupLabel: "Propositions",
  documents: () => sql`
    select slug as key, title,
      case when summary <> '' then summary else content end as summary,
      '/propositions-lyon' as url, date as sort_date,
      head_text, head_vector, search_text, search_vector
    from proposals
    where published`,
  describe: (document) => excerpt("Proposition", document.summary),
};
