// The 404 page's console message (spec): the path a visitor tried, for whoever reads the console.
import type { EnhancementModule } from "../module";

const notFoundLog: EnhancementModule = (marker) => {
  console.error("404 Error: User attempted to access non-existent route:", marker.dataset.path);
};

export default notFoundLog;
