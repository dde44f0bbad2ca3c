import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The SSR build bundles server/app.ts (Express app + React Router handler) so that the
// server and the routes share one module graph: one database client, one auth instance.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
}));
