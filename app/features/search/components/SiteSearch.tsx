// The shell's search dialog with this feature's live results: the module the shell loads the
// first time a visitor opens the search (Ctrl/Cmd+K or the header's button).
import { SearchOverlay, type SearchDialogProps } from "~/components/layout/SearchOverlay";
import { searchPanelProvider } from "./SearchPanel";

export default function SiteSearch(props: SearchDialogProps) {
  return <SearchOverlay {...props} search={searchPanelProvider} />;
}
