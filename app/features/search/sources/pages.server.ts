// The site search's page entries: the pages of the registry (app/config/pages.ts) that declare
// a search title and description (spec 01 §3's eight static entries).
import { allPages } from "~/config/pages";
import { staticSource } from "./static.server";

/** The searchable pages; the key (the path without its slash) makes the result's id. */
export const pageEntries = allPages.flatMap((page) =>
  page.search ? [{ key: page.path.replace(/^\//, ""), title: page.search.title, summary: page.search.description, url: page.path }] : [],
);

export const pagesSource = staticSource({
  type: "page",
  label: "Page",
  groupLabel: "Pages",
  entries: pageEntries,
  describe: (document) => document.summary,
});
