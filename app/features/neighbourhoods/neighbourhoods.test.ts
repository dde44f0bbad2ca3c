// Unit tests of the neighbourhood lookup, the static plan's projection and the geolocation rules of the map.
import { describe, expect, test } from "vitest";
import { geolocationErrorMessage, geolocationOptions } from "./geolocation";
import { findNeighbourhood, isNeighbourhoodSlug, neighbourhoodHref } from "./lookup";
import { PLAN_HEIGHT, PLAN_WIDTH, planFrame, projectOnPlan } from "./plan";
import { riverLongitudeAt } from "./rivers";
import { neighbourhoods } from "~/content/neighbourhoods";

describe("findNeighbourhood", () => {
  test("finds a neighbourhood by its slug", () => {
    expect(findNeighbourhood("terreaux").name).toBe("Terreaux");
    expect(findNeighbourhood("pentes").name).toBe("Pentes de la Croix-Rousse");
  });

  test("falls back to Bellecour for a missing or unknown slug", () => {
    expect(findNeighbourhood(null).slug).toBe("bellecour");
    expect(findNeighbourhood("").slug).toBe("bellecour");
    expect(findNeighbourhood("Terreaux").slug).toBe("bellecour");
    expect(findNeighbourhood("republique").slug).toBe("bellecour");
  });

  test("isNeighbourhoodSlug accepts only the eight slugs", () => {
    expect(isNeighbourhoodSlug("ainay")).toBe(true);
    expect(isNeighbourhoodSlug("vieux-lyon")).toBe(false);
    expect(isNeighbourhoodSlug(3)).toBe(false);
  });

  test("links to the default neighbourhood carry no parameter", () => {
    expect(neighbourhoodHref("bellecour")).toBe("/quartiers");
    expect(neighbourhoodHref("terreaux")).toBe("/quartiers?quartier=terreaux");
  });
});

describe("geolocation", () => {
  test("uses the specification's options", () => {
    expect(geolocationOptions).toEqual({ enableHighAccuracy: true, timeout: 15000, maximumAge: 300000 });
  });

  test("maps every error to the specification's French message", () => {
    expect(geolocationErrorMessage("unsupported")).toBe("Géolocalisation non supportée");
    expect(geolocationErrorMessage({ code: 1 })).toBe("Permission refusée");
    expect(geolocationErrorMessage({ code: 2 })).toBe("Position non disponible");
    expect(geolocationErrorMessage({ code: 3 })).toBe("Délai d’attente dépassé");
    expect(geolocationErrorMessage({ code: 0 })).toBe("Erreur de géolocalisation");
    expect(geolocationErrorMessage({ code: 42 })).toBe("Erreur de géolocalisation");
  });
});

describe("map tiles", () => {
  test("defaults to OpenStreetMap and Esri World Imagery with their attributions", async () => {
    const { getMapTiles } = await import("./map-tiles.server");
    const tiles = getMapTiles({ MAP_TILE_URL_STREET: undefined, MAP_TILE_URL_SATELLITE: undefined });
    expect(tiles.street.url).toBe("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(tiles.street.attribution).toContain("OpenStreetMap");
    expect(tiles.satellite.url).toContain("World_Imagery");
    expect(tiles.satellite.attribution).toContain("Esri");
    // Both hosts are other sites: the map asks before loading from them.
    expect(tiles.externalHosts).toEqual(["tile.openstreetmap.org", "server.arcgisonline.com"]);
    // The Content-Security-Policy lets exactly these hosts' images in.
    const { tileImageSources } = await import("./map-tiles.server");
    expect(tileImageSources(tiles)).toEqual(["https://*.tile.openstreetmap.org", "https://server.arcgisonline.com"]);
  });

  test("uses configured templates and names their host as attribution", async () => {
    const { getMapTiles } = await import("./map-tiles.server");
    const tiles = getMapTiles({ MAP_TILE_URL_STREET: "https://tiles.example.org/{z}/{x}/{y}.png", MAP_TILE_URL_SATELLITE: undefined });
    expect(tiles.street.url).toBe("https://tiles.example.org/{z}/{x}/{y}.png");
    expect(tiles.street.attribution).toBe("Fond de carte\u202f: tiles.example.org");
    expect(tiles.externalHosts).toEqual(["tiles.example.org", "server.arcgisonline.com"]);
    const { tileImageSources } = await import("./map-tiles.server");
    expect(tileImageSources(tiles)).toEqual(["https://tiles.example.org", "https://server.arcgisonline.com"]);
  });

  test("tiles served by the site itself are not another site: nothing to ask before loading them", async () => {
    const { getMapTiles } = await import("./map-tiles.server");
    const tiles = getMapTiles({ MAP_TILE_URL_STREET: "/tuiles/plan/{z}/{x}/{y}.png", MAP_TILE_URL_SATELLITE: "/tuiles/satellite/{z}/{y}/{x}.jpg" });
    expect(tiles.externalHosts).toEqual([]);
    expect(tiles.street.attribution).toBe("Fond de carte\u202f: ce site");
    const { tileImageSources } = await import("./map-tiles.server");
    expect(tileImageSources(tiles)).toEqual([]);
  });
});

describe("the static plan", () => {
  const frame = planFrame(neighbourhoods.map((n) => n.center));

  test("draws every neighbourhood inside the plan, north above south and west left of east", () => {
    const at = new Map(neighbourhoods.map((n) => [n.slug, projectOnPlan(frame, n.center)]));
    for (const [slug, { x, y }] of at) {
      expect(x, slug).toBeGreaterThan(0.1 * PLAN_WIDTH);
      expect(x, slug).toBeLessThan(0.9 * PLAN_WIDTH);
      expect(y, slug).toBeGreaterThan(0.05 * PLAN_HEIGHT);
      expect(y, slug).toBeLessThan(0.95 * PLAN_HEIGHT);
    }
    // The Pentes are north of Bellecour, Confluence south; Cordeliers east of Ainay.
    expect(at.get("pentes")!.y).toBeLessThan(at.get("bellecour")!.y);
    expect(at.get("confluence")!.y).toBeGreaterThan(at.get("bellecour")!.y);
    expect(at.get("cordeliers")!.x).toBeGreaterThan(at.get("ainay")!.x);
  });

  test("keeps the proportions of the ground: a kilometre is as long east–west as north–south", () => {
    const latitude = (frame.north + frame.south) / 2;
    const metresPerDegreeLatitude = 111_320;
    const metresPerDegreeLongitude = metresPerDegreeLatitude * Math.cos((latitude * Math.PI) / 180);
    const kmNorth = projectOnPlan(frame, [latitude + 1000 / metresPerDegreeLatitude, 4.83]);
    const kmEast = projectOnPlan(frame, [latitude, 4.83 + 1000 / metresPerDegreeLongitude]);
    const origin = projectOnPlan(frame, [latitude, 4.83]);
    expect(kmEast.x - origin.x).toBeCloseTo(origin.y - kmNorth.y, 1);
  });

  test("finds where a river crosses a latitude, and nothing beyond its course", () => {
    expect(riverLongitudeAt("saone", 45.7745)).toBe(4.823);
    expect(riverLongitudeAt("rhone", 45.7525)).toBeCloseTo(4.835, 4); // halfway between two points
    expect(riverLongitudeAt("rhone", 45.8)).toBeNull();
  });
});
