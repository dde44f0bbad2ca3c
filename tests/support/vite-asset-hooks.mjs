// The module hooks of vite-asset-imports.mjs.
import path from "node:path";
import { fileURLToPath } from "node:url";

const ASSET_QUERY = /\?(?:url|no-inline)$/;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || !ASSET_QUERY.test(url)) return nextLoad(url, context);
  const file = fileURLToPath(url.replace(ASSET_QUERY, ""));
  const address = `/${path.relative(root, file).split(path.sep).join("/")}`;
  return { format: "module", source: `export default ${JSON.stringify(address)};`, shortCircuit: true };
}
