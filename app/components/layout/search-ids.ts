// The search overlay's element ids, shared by the controls that open it (the header's button, the
// mobile panel's) and by the overlay and its results (features/search/components).
export const SEARCH_DIALOG_ID = "recherche-rapide";
/** The fragment's listbox and options, which the field points at (aria-controls, aria-activedescendant). */
export const SEARCH_LISTBOX_ID = "recherche-options";
export const searchOptionId = (index: number) => `recherche-option-${index}`;
