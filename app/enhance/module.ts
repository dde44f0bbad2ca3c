// The contract of an enhancement module: a function given the element that asked for it
// (`data-module="name"`), run once per element. It may listen to events anywhere (the document,
// the window) but changes only the element's own subtree and the controls that point at it
// (`aria-controls`), and never builds markup: every state is rendered by the server (hidden
// until shown, texts in data attributes or <template> elements it clones).
export type EnhancementModule = (element: HTMLElement) => void;
