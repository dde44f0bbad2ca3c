// The contract of an enhancement module: a function given the element that asked for it
// (`data-module="name"`), run once per element. It may listen to events anywhere (the document,
// the window) but only changes the element's own subtree, and never builds markup.
export type EnhancementModule = (element: HTMLElement) => void;

