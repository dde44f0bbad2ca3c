declare module "virtual:adpl/enhance-entry" {
  /** The URL of the built enhancement entry (scripts/vite-enhance.ts). */
  const url: string;
  export default url;
}
