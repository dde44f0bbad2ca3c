// Writes app/components/ui/icons.svg, the sprite of the icons app/components/ui/icons.tsx lists
// (`icon("id")`), from lucide-react's own drawings: `npm run icons:sprite`. The test
// app/components/ui/icons.test.tsx fails when the committed sprite is not what this writes.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const REGISTRY = path.join(root, "app/components/ui/icons.tsx");
export const SPRITE = path.join(root, "app/components/ui/icons.svg");

const escape = (value) => String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** The icon ids of the registry, in its order, each once. */
export function iconIds(registrySource) {
  return [...new Set([...registrySource.matchAll(/\bicon\("([a-z0-9-]+)"\)/g)].map((m) => m[1]))];
}

/**
 * The sprite's text: one <symbol> per id, lucide's elements inside. Lucide's drawing attributes
 * (no fill, the text's colour as stroke, width 2, round caps and joins) are the page CSS's `.icon`.
 */
export async function buildSprite(ids) {
  const symbols = [];
  for (const id of [...ids].sort()) {
    const file = path.join(root, "node_modules/lucide-react/dist/esm/icons", `${id}.mjs`);
    const { __iconData: data } = await import(pathToFileURL(file).href).catch(() => {
      throw new Error(`lucide-react has no icon "${id}" (app/components/ui/icons.tsx)`);
    });
    const size = data.size ?? 24;
    const elements = data.node.map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escape(value)}"`)
        .join("");
      return `<${tag}${attrs}/>`;
    });
    symbols.push(`<symbol id="${id}" viewBox="0 0 ${size} ${size}">${elements.join("")}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ids = iconIds(await fs.readFile(REGISTRY, "utf8"));
  await fs.writeFile(SPRITE, await buildSprite(ids));
  console.log(`${path.relative(root, SPRITE)}: ${ids.length} icons`);
}
