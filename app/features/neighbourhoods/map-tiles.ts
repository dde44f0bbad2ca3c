// Shape of the map's tile configuration, shared by the server (env) and the browser (Leaflet).
export type MapTileLayer = {
  /** Leaflet URL template, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png */
  readonly url: string;
  /** HTML attribution shown in the map corner (static text and links only). */
  readonly attribution: string;
  readonly maxZoom: number;
};

export type MapTiles = {
  readonly street: MapTileLayer;
  readonly satellite: MapTileLayer;
  /**
   * The other sites the tiles come from ("tile.openstreetmap.org"). Loading a tile hands the
   * visitor's address to its host: with any here, the map waits for the visitor to ask for its
   * background (privacy policy, "Carte des quartiers"). Empty for tiles served by the site itself.
   */
  readonly externalHosts: readonly string[];
};

/** The scheme and host part of a Leaflet URL template ("https://{s}.tile.openstreetmap.org"), null for a path on this site. */
export function tileOrigin(url: string): string | null {
  return /^(?:https?:)?\/\/[^/]+/i.exec(url)?.[0] ?? null;
}

/** The host a Leaflet URL template loads from ("{s}.tile.openstreetmap.org" → "tile.openstreetmap.org"), null for a path on this site. */
export function tileHost(url: string): string | null {
  return tileOrigin(url)?.replace(/^(?:https?:)?\/\//i, "").replace(/^\{s\}\./, "").toLowerCase() ?? null;
}
