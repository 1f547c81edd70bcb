/// <reference types="vite/client" />

/** Vector art drawn into a WebP file at build time (build/raster-art.ts): the file's URL. */
declare module "*.svg?webp" {
  const src: string;
  export default src;
}
