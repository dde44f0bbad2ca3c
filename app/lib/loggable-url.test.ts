import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loggableUrl, SECRET_PATH_PREFIXES } from "./loggable-url";

const TOKEN = "kP3x_9QmZr2Lw8VtYb4NcD7sHfJ1aG6eUo0iTqXyWnM";

describe("loggableUrl", () => {
  it("keeps no token of a reset, confirmation or newsletter link", () => {
    for (const url of [
      `/espace/reinitialiser?token=${TOKEN}`,
      `/espace/confirmer-email?token=${TOKEN}&redirectTo=%2Fespace`,
      `/newsletter/desinscription?token=${TOKEN}`,
      `/newsletter/confirmation?Token=${TOKEN}`,
      `/newsletter/confirmation?%74oken=${TOKEN}`,
    ]) {
      const logged = loggableUrl(url);
      expect(logged).not.toContain(TOKEN);
      expect(logged).toContain("[secret]");
    }
    expect(loggableUrl(`/espace/confirmer-email?token=${TOKEN}&redirectTo=%2Fespace`)).toBe(
      "/espace/confirmer-email?token=[secret]&redirectTo=%2Fespace",
    );
  });

  it("keeps no token of an idea's follow-up page or an event cancellation link, page or data request", () => {
    expect(loggableUrl(`/remontee-idees/suivi/${TOKEN}`)).toBe("/remontee-idees/suivi/[secret]");
    expect(loggableUrl(`/rencontres/annulation/${TOKEN}.data`)).toBe("/rencontres/annulation/[secret].data");
    expect(loggableUrl(`/rencontres/annulation/${TOKEN}?x=1`)).toBe("/rencontres/annulation/[secret]?x=1");
  });

  it("keeps the origin of an absolute URL", () => {
    expect(loggableUrl(`http://127.0.0.1:3000/espace/reinitialiser?token=${TOKEN}`)).toBe("http://127.0.0.1:3000/espace/reinitialiser?token=[secret]");
    expect(loggableUrl(`https://www.adpl-lyon.fr/remontee-idees/suivi/${TOKEN}`)).toBe("https://www.adpl-lyon.fr/remontee-idees/suivi/[secret]");
  });

  it("leaves ordinary URLs as they are, malformed ones included", () => {
    for (const url of ["/", "/blog/exemple-rue-de-la-republique-pietonne", "/recherche?q=commerces&page=2", "/x?%E0%A4%A=1", "/rencontres/annulation/"]) {
      expect(loggableUrl(url)).toBe(url);
    }
  });

  it("covers every route of app/routes.ts whose path carries a token", () => {
    const routes = fs.readFileSync(path.resolve(import.meta.dirname, "../routes.ts"), "utf8");
    const tokenRoutes = [...routes.matchAll(/route\("([^"]*:token[^"]*)"/g)].map((m) => `/${m[1]}`);
    expect(tokenRoutes.length).toBeGreaterThan(0);
    for (const pattern of tokenRoutes) {
      const url = pattern.replace(":token", TOKEN);
      expect(loggableUrl(url), pattern).not.toContain(TOKEN);
    }
    expect(SECRET_PATH_PREFIXES.length).toBe(tokenRoutes.length);
  });
});
