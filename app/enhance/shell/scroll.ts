// The sticky header shrinks once the page has scrolled past 20 px (components/layout/SiteHeader.tsx
// styles its `data-shrunk`).
import type { EnhancementModule } from "../module";
import { onScrollPast } from "../scroll-past";

const scroll: EnhancementModule = (header) => {
  onScrollPast(20, (past) => {
    header.dataset.shrunk = String(past);
  });
};

export default scroll;
