// The icon sprite: the committed icons.svg is what scripts/icon-sprite.mjs writes for the list
// of icons.tsx (an icon added to the list without the sprite would draw nothing), and an icon
// is a reference into it, decorative unless named.
import fs from "node:fs/promises";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { buildSprite, iconIds, REGISTRY, SPRITE } from "../../../scripts/icon-sprite.mjs";
import { Search, X } from "./icons";

describe("icon sprite", () => {
  test("the committed sprite holds exactly the listed icons, as lucide draws them (else: npm run icons:sprite)", async () => {
    const ids = iconIds(await fs.readFile(REGISTRY, "utf8"));
    const committed = await fs.readFile(SPRITE, "utf8");
    expect(committed).toBe(await buildSprite(ids));
    expect([...committed.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])).toEqual([...ids].sort());
    expect(committed).toContain('<symbol id="search" viewBox="0 0 24 24"><path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/></symbol>');
  });

  test("an icon in a page is a <use> of its symbol, hidden from assistive technologies unless it is named", () => {
    const decorative = renderToStaticMarkup(<Search className="h-5 w-5" />);
    expect(decorative).toMatch(/^<svg aria-hidden="true" class="icon h-5 w-5"><use href="[^"]*icons[^"#]*\.svg[^"#]*#search"><\/use><\/svg>$/);
    const named = renderToStaticMarkup(<X aria-label="Fermer" />);
    expect(named).toMatch(/^<svg role="img" aria-label="Fermer" class="icon"><use href="[^"]*#x"><\/use><\/svg>$/);
  });
});
