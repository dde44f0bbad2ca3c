// For the processes a test runs from the application's sources with `node --import tsx` (not
// through Vite nor from the build): an asset import with Vite's `?url` or `?no-inline` query (the
// icon sprite, components/ui/icons.tsx) is the file's address under the project, as Vite's dev
// server would give it. `node --import tsx --import ./tests/support/vite-asset-imports.mjs …`.
import { register } from "node:module";

register("./vite-asset-hooks.mjs", import.meta.url);
