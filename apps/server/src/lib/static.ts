import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppConfig, AppEnv } from "./context";
import { notFound } from "./errors";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The built web app and the media files: hashed assets cached for a year, precompressed variants
 * (.br, .gz) preferred, and every other path answered with index.html so the client router decides.
 */
export function staticRoutes(config: AppConfig) {
  const app = new Hono<AppEnv>();

  if (config.mediaDir) {
    app.use(
      "/media/*",
      serveStatic({
        root: config.mediaDir,
        rewriteRequestPath: (path) => path.replace(/^\/media/, ""),
        onFound: (_path, c) => {
          c.header("Cache-Control", IMMUTABLE);
          // Media is never a document: even an SVG opened directly runs no script.
          c.header(
            "Content-Security-Policy",
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          );
        },
      }),
    );
    app.get("/media/*", () => {
      throw notFound("file");
    });
  }

  const dist = config.webDistDir;
  if (!dist || !existsSync(join(dist, "index.html"))) return app;

  const indexHtml = readFileSync(join(dist, "index.html"), "utf8");

  app.use(
    "/assets/*",
    serveStatic({
      root: dist,
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", IMMUTABLE),
    }),
  );
  app.get("/assets/*", () => {
    throw notFound("file");
  });
  app.use(
    "*",
    serveStatic({
      root: dist,
      precompressed: true,
      onFound: (path, c) => {
        c.header("Cache-Control", path.endsWith(".html") ? "no-cache" : "public, max-age=86400");
      },
    }),
  );
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return app;
}
