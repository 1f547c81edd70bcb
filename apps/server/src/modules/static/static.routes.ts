import { IMAGE_COPY_WIDTHS } from "@naehan/contract";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { pageHandler } from "../pages/page-handler";
import {
  COPY_FORMATS,
  type CopyFormat,
  type Variant,
  compressedCopies,
  derivedImage,
  variantSource,
} from "../../lib/media/derived-images";
import type { AppConfig, AppEnv } from "../../lib/context";
import type { AppDeps } from "../module-deps";
import { notFound } from "../../lib/http/errors";
import { readParamsOnly } from "../../lib/cache/cache-rules";

const IMMUTABLE = "public, max-age=31536000, immutable";

type StaticOptions = Omit<Parameters<typeof serveStatic>[0], "onFound">;

/**
 * serveStatic, with headers chosen by the file found. Its own `onFound` runs after the response is
 * built, so headers set there are lost; they are put on the response it returns instead.
 */
function serveFiles(
  options: StaticOptions,
  headersFor: (path: string) => Record<string, string>,
): MiddlewareHandler<AppEnv> {
  const found = new WeakMap<Context, string>();
  const serve = serveStatic<AppEnv>({
    ...options,
    onFound: (path, c) => void found.set(c, path),
  });
  return async (c, next) => {
    const response = await serve(c, next);
    const path = found.get(c);
    if (response && path !== undefined) {
      for (const [name, value] of Object.entries(headersFor(path))) {
        response.headers.set(name, value);
      }
    }
    return response;
  };
}

/**
 * Media is never a document: even an SVG opened directly runs no script. Mounted ahead of the
 * app's secure headers, so this policy is the one sent for media. With PUBLIC_URL set, API answers
 * give absolute image URLs for clients on other origins, so images (and only they) may be loaded
 * cross-origin; pages and the API keep `Cross-Origin-Resource-Policy: same-origin`.
 */
export function sandboxMedia(config: Pick<AppConfig, "publicUrl">): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.set(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    if (config.publicUrl) c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
  };
}

/**
 * The built web app and the media files: hashed assets cached for a year, precompressed variants
 * (.br, .gz) preferred, and every other path answered by the page handler (rendered on the server,
 * with the page's own head).
 */
export function staticRoutes(
  { config, logger, cache }: Pick<AppDeps, "config" | "logger" | "cache">,
  selfFetch: (request: Request) => Promise<Response>,
) {
  const app = new Hono<AppEnv>();

  // A name that starts with a dot is never the site's: the build's module map
  // (`.vite/manifest.json`, with the source paths in it) and whatever else tools leave there.
  app.get("*", async (c, next) => {
    if (c.req.path.includes("/.")) throw notFound("file");
    await next();
  });

  if (config.mediaDir) {
    const mediaDir = config.mediaDir;
    // Narrow WebP copies of posters for phone-sized cards, and a tiny one of any poster for its
    // blurred backdrop, made on first request. Vector art whose letters are outlines (all the art
    // stored here: uploads are raster, generated art is outlined when it is made) gets them too,
    // since a phone draws each vector image as a document of its own on its main thread; vector
    // art with text elements gets only the backdrop: its text would be drawn with the server
    // host's fonts.
    const variants = IMAGE_COPY_WIDTHS.map((width) => `w${width}`).join("|");
    const formats = Object.keys(COPY_FORMATS).join("|");
    app.get(`/media/:variant{${variants}}/:file{[\\w-]+\\.(?:${formats})}`, async (c, next) => {
      const variant = c.req.param("variant") as Variant;
      const file = c.req.param("file");
      const format = file.slice(file.lastIndexOf(".") + 1) as CopyFormat;
      const source = variantSource(mediaDir, file);
      if (source) await derivedImage(mediaDir, source, variant, format);
      return next();
    });
    app.get("/media/:file{[\\w-]+\\.svg}", async (c, next) => {
      await compressedCopies(mediaDir, c.req.param("file"));
      return next();
    });
    app.use(
      "/media/*",
      serveFiles(
        {
          root: config.mediaDir,
          rewriteRequestPath: (path: string) => path.replace(/^\/media/, ""),
          precompressed: true,
        },
        () => ({ "Cache-Control": IMMUTABLE }),
      ),
    );
    app.get("/media/*", () => {
      throw notFound("file");
    });
  }

  const dist = config.webDistDir;
  if (!dist || !existsSync(join(dist, "index.html"))) return app;

  // Source maps stay on the build machine: they carry the whole source.
  app.get("/assets/*", async (c, next) => {
    if (c.req.path.endsWith(".map")) throw notFound("file");
    await next();
  });
  app.use(
    "/assets/*",
    serveFiles({ root: dist, precompressed: true }, () => ({ "Cache-Control": IMMUTABLE })),
  );
  app.get("/assets/*", () => {
    throw notFound("file");
  });
  const { page, shell } = pageHandler({ config, logger, cache }, dist, selfFetch);
  app.get("/app-shell", shell);
  // A rendered page is the same for every visitor: kept like an API answer, under the tags of the
  // answers it was rendered from.
  const cached: MiddlewareHandler<AppEnv> = cache ? cache.middleware() : readParamsOnly();
  app.get("/", cached, page);
  app.get("/index.html", cached, page);
  app.use(
    "*",
    serveFiles({ root: dist, precompressed: true }, (path) => ({
      // Pages, the service worker and the manifest must be revalidated, or updates never reach
      // phones.
      "Cache-Control": /(?:\.html|sw\.js|\.webmanifest)(?:\.br|\.gz)?$/.test(path)
        ? "no-cache"
        : "public, max-age=86400",
    })),
  );
  app.get("*", cached, page);
  return app;
}
