// Leaflet's own ES module build, which the map module imports: the same API as the package's
// main (UMD) file, which @types/leaflet describes, without the CommonJS wrapper and the bundler's
// runtime that the UMD file needs.
declare module "leaflet/dist/leaflet-src.esm.js" {
  export * from "leaflet";
}
