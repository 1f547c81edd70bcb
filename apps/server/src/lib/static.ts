import { existsSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { pageHandler } from "../modules/pages/page-handler";
import type { AppDeps, AppEnv } from "./context";
import { notFound } from "./errors";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The built web app and the media files: hashed assets cached for a year, precompressed variants
 * (.br, .gz) preferred, and every other path answered with index.html so the client router decides
 * — with the page's own link-preview tags for concerts and artists.
 */
export function staticRoutes(
  { config, db, logger }: Pick<AppDeps, "config" | "db" | "logger">,
  selfFetch: (request: Request) => Promise<Response>,
) {
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
  const { page, shell } = pageHandler({ config, db, logger }, dist, selfFetch);
  app.get("/app-shell", shell);
  app.get("/", page);
  app.get("/index.html", page);
  app.use(
    "*",
    serveStatic({
      root: dist,
      precompressed: true,
      onFound: (path, c) => {
        // The service worker and the manifest must be revalidated, or updates never reach phones.
        const revalidate = /(?:sw\.js|\.webmanifest)$/.test(path);
        c.header("Cache-Control", revalidate ? "no-cache" : "public, max-age=86400");
      },
    }),
  );
  app.get("*", page);
  return app;
}
