// Dispatched on the document once the swap module has put a page's new content in place (after
// the address changed): modules kept across swaps (data-swap-keep) follow the new address.
export const SWAPPED_EVENT = "adpl:swapped";
