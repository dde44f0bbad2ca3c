// Tile layers of the neighbourhoods map (street and satellite), configurable by environment.
import { getEnv, type Env } from "~/lib/env.server";
import { tileHost, tileOrigin, type MapTiles } from "./map-tiles";

export const DEFAULT_STREET_TILES = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_SATELLITE_TILES =
  "https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}";

const osmAttribution =
  '© <a href="https://www.openstreetmap.org/copyright">contributeurs OpenStreetMap</a>';
const esriAttribution = "Imagerie © Esri, Maxar, Earthstar Geographics";

/** Attribution for a custom tile server: its host name, HTML-escaped. */
function customAttribution(url: string): string {
  const host = tileHost(url) ?? "ce site";
  const escaped = host.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `Fond de carte : ${escaped}`;
}

export function getMapTiles(env: Pick<Env, "MAP_TILE_URL_STREET" | "MAP_TILE_URL_SATELLITE"> = getEnv()): MapTiles {
  const street = env.MAP_TILE_URL_STREET ?? DEFAULT_STREET_TILES;
  const satellite = env.MAP_TILE_URL_SATELLITE ?? DEFAULT_SATELLITE_TILES;
  const externalHosts = [...new Set([street, satellite].map(tileHost).filter((host): host is string => host !== null))];
  return {
    externalHosts,
    street: {
      url: street,
      attribution: street === DEFAULT_STREET_TILES ? osmAttribution : customAttribution(street),
      maxZoom: 19,
    },
    satellite: {
      url: satellite,
      attribution: satellite === DEFAULT_SATELLITE_TILES ? esriAttribution : customAttribution(satellite),
      maxZoom: 19,
    },
  };
}

/** The Content-Security-Policy sources of the tile servers on other sites ("https://*.tile.openstreetmap.org"). */
export function tileImageSources(tiles: MapTiles = getMapTiles()): string[] {
  const sources = [tiles.street.url, tiles.satellite.url]
    .map((url) => tileOrigin(url)?.replace("{s}", "*"))
    .filter((source): source is string => source !== undefined);
  return [...new Set(sources)];
}
