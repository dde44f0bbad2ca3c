// Shape of the map's tile configuration, shared by the server (env) and the browser (Leaflet).
export type MapTileLayer = {
  /** Leaflet URL template, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png */
  readonly url: string;
  /** HTML attribution shown in the map corner (static text and links only). */
  readonly attribution: string;
  readonly maxZoom: number;
};

export type MapTiles = { readonly street: MapTileLayer; readonly satellite: MapTileLayer };
