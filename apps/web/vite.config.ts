import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { icons } from "./build/icons.ts";
import { precompress } from "./build/precompress.ts";
import { rasterArt } from "./build/raster-art.ts";
import { serviceWorker } from "./build/service-worker.ts";

const server = process.env.NAEHAN_API ?? "http://127.0.0.1:3000";

/**
 * React Router publishes its development build (dev-only warnings on) under every export
 * condition; the same code with the warnings off sits beside it in `dist/production`. Built pages
 * use that one: the warnings' checks are not run on a fan's phone, nor shipped to it.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias:
      command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [react(), rasterArt(), icons(), serviceWorker(), precompress()],
  // npm start asks for warnings only (NAEHAN_BUILD_LOG=warn), not the list of every file built.
  logLevel: process.env.NAEHAN_BUILD_LOG === "warn" ? "warn" : "info",
  // The server-rendering build (src/entry-server.tsx) bundles everything it uses, with React's
  // production build chosen at build time, so it runs the same wherever the server runs.
  ssr: { noExternal: true },
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  build: {
    target: "es2022",
    sourcemap: true,
    // The server reads it to link a rendered screen's stylesheets and scripts.
    manifest: true,
    // Posters and banners stay files: cached once, never inflating the JavaScript.
    assetsInlineLimit: 0,
    // Every browser the app supports preloads modules itself: no polyfill in the first load.
    modulePreload: { polyfill: false },
    // Everything the first screen needs in one file: five small chunks compressed apart cost
    // about 2 KB more than one (docs/decisions/020-first-load-without-validators.md).
    // Rolldown's timing report (PLUGIN_TIMINGS) says a build was slow when the machine is busy:
    // noise in `npm start` and CI, not a fault of the build.
    rolldownOptions: isSsrBuild
      ? {
          checks: { bundlerTimings: false },
          // The server bundle imports every screen's data (`<screen>.data.ts`) outright, so
          // the browser's lazy import of one is no split there: expected, not worth a warning.
          onwarn(warning, warn) {
            if (warning.code !== "INEFFECTIVE_DYNAMIC_IMPORT") warn(warning);
          },
        }
      : {
          checks: { bundlerTimings: false },
          output: { codeSplitting: { groups: [{ name: "first-load", tags: ["$initial"] }] } },
        },
  },
  server: {
    proxy: { "/api": server, "/auth": server, "/media": server },
  },
}));
