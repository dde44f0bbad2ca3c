// The sticky header shrinks once the page has scrolled past 20 px (components/layout/SiteHeader.tsx
// styles its `data-shrunk`), and grows back at the top. It shrinks only on a page with room to
// scroll once it has: shrunk, the header is about 30 px lower, and on a page barely taller than
// the window the scroll would fall back under the threshold (enhance/scroll-past.ts).
import type { EnhancementModule } from "../module";
import { onScrollPast } from "../scroll-past";

const THRESHOLD = 20;
/** More than the height the header loses when it shrinks (padding and logo). */
const SHRINK_ROOM = 48;

const scroll: EnhancementModule = (header) => {
  onScrollPast(
    THRESHOLD,
    (past) => {
      header.dataset.shrunk = String(past);
    },
    { backAt: 0, canPass: () => document.documentElement.scrollHeight - window.innerHeight > THRESHOLD + SHRINK_ROOM },
  );
};

export default scroll;
