// State of the testimonial carousel: current slide and whether automatic rotation is on.
export interface CarouselState {
  index: number;
  /** The visitor's choice (the pause/play button); hover and focus pause it temporarily. */
  playing: boolean;
}

export type CarouselAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "select"; index: number }
  | { type: "toggle" };

export const CAROUSEL_INTERVAL_MS = 5000;

export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function carouselReducer(count: number) {
  return (state: CarouselState, action: CarouselAction): CarouselState => {
    switch (action.type) {
      case "next":
        return { ...state, index: wrapIndex(state.index + 1, count) };
      case "previous":
        return { ...state, index: wrapIndex(state.index - 1, count) };
      case "select":
        return Number.isInteger(action.index) && action.index >= 0 && action.index < count ? { ...state, index: action.index } : state;
      case "toggle":
        return { ...state, playing: !state.playing };
    }
  };
}

/** "2 sur 5": the label of a slide for assistive technologies. */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} sur ${count}`;
}
