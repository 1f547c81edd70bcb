import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type ApiFetch,
  type PageHead,
  type RenderResult,
  SERVER_STATE_ID,
  type WebRenderer,
} from "@naehan/contract";
import type { Context } from "hono";
import { tagAnswer } from "../../lib/cache/cache-tags";
import type { AppEnv } from "../../lib/context";
import type { AppDeps } from "../module-deps";
import { collectedTags, pageCollector } from "../../lib/cache/page-collector";
import { publicOrigin } from "../../lib/http/origin";
import { readBuildManifest } from "./build-manifest";
import { renderPage } from "./render-page";
import { loadWebRenderer } from "./web-renderer";

const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;

type RenderedPage = Extract<RenderResult, { kind: "page" }>;

/**
 * Answers a page of the app: rendered on the server by the web app's renderer, with its data (the
 * browser then takes it over) and the head the web declared for it. Without a renderer the
 * browser renders the page from the same HTML shell; if rendering fails, so does the browser, and
 * the head still comes from the web (its data without React), or is the site's own.
 */
export function pageHandler(
  { config, logger, cache }: Pick<AppDeps, "config" | "logger" | "cache">,
  dist: string,
  selfFetch: (request: Request) => Promise<Response>,
) {
  const indexHtml = readFileSync(join(dist, "index.html"), "utf8");
  const manifest = readBuildManifest(dist);
  const stylesheets = new Map<string, string>();
  const stylesheet = (href: string) => {
    let css = stylesheets.get(href);
    if (css === undefined) {
      css = readFileSync(join(dist, href), "utf8").replace(/<\/style/gi, "<\\/style");
      stylesheets.set(href, css);
    }
    return css;
  };
  let renderer: Promise<WebRenderer | null> | null = null;

  /**
   * The shell with the rendered page in it. Its styles go inline: the HTML paints styled on
   * arrival, with no stylesheet to wait for (and never unstyled, which would make it jump). The
   * screen's scripts are fetched alongside the app's.
   */
  const withPage = (result: RenderedPage) => {
    const { styles, scripts } = manifest.filesOf(result.modules);
    const preloads = scripts
      .filter((href) => !indexHtml.includes(`"${href}"`))
      // Low priority: the screen's code is not needed for the page to paint (it is in the HTML),
      // so it waits behind what is, such as the poster.
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}" fetchpriority="low">`)
      .join("\n    ");
    const shellStyles = [...indexHtml.matchAll(STYLESHEET)].map((m) => m[1] ?? "");
    // Each screen stylesheet put inline is also named by a disabled link, which the browser does
    // not fetch: the script loader that brings a screen's code reads the links to see which of
    // its stylesheets a page has, and would otherwise fetch each one again and append it after
    // the rest (a second download, and an order that can change how the page looks).
    const inline = [...new Set([...shellStyles, ...styles])]
      .map(
        (href) =>
          `<style>${stylesheet(href)}</style>` +
          (shellStyles.includes(href) ? "" : `<link rel="stylesheet" href="${href}" disabled>`),
      )
      .join("");
    return indexHtml
      .replace(STYLESHEET, "")
      .replace("</head>", () => `  ${preloads}\n    ${inline}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${result.html}</div><script type="application/json" id="${SERVER_STATE_ID}">${result.state}</script>`,
      );
  };

  const page = async (c: Context<AppEnv>) => {
    const origin = publicOrigin(c, config);
    // Joined, never resolved: resolved against the origin, a path that starts with `//` would
    // name another host (and the page's canonical link and share tags with it).
    const address = origin + c.req.path;
    const url = new URL(address);
    url.search = new URL(c.req.url).search;
    // The page shows what the API answers it is built from show: it is cached under their tags.
    const collector = pageCollector();
    const apiFetch: ApiFetch = (path, init) => {
      const request = new Request(new URL(path, origin), init);
      request.headers.set("x-request-id", c.get("requestId"));
      cache?.collectFor(request, collector);
      return selfFetch(request);
    };

    renderer ??= loadWebRenderer(dist).catch((err: unknown) => {
      logger.error({ err }, "the server renderer failed to load");
      return null;
    });
    const web = await renderer;
    let body = indexHtml;
    let status = 200;
    let head: PageHead = {};
    if (web) {
      try {
        const result = await web.render(new Request(url), apiFetch);
        if (result.kind === "redirect") return c.redirect(result.location, result.status as 302);
        head = result.head;
        if (result.kind === "page") {
          body = withPage(result);
          status = result.status;
          // Its data travels in the page, and its images are in it for the browser's preload
          // scanner to pick the right size of (a hint naming the full-size file would fetch it
          // too): only a page the browser renders itself needs hints.
          head = { ...head, preloads: {} };
        }
      } catch (err) {
        logger.error(
          { err, requestId: c.get("requestId"), path: c.req.path },
          "server rendering failed",
        );
        head = await web.renderHead(new Request(url), apiFetch).catch((headErr: unknown) => {
          logger.error({ err: headErr, requestId: c.get("requestId") }, "page head failed");
          return {};
        });
      }
    }

    const tags = collectedTags(collector);
    if (tags) tagAnswer(c, ...tags);
    c.header("Cache-Control", "no-cache");
    return c.html(renderPage(body, head, { origin, url: address }), status as 200);
  };

  /** The bare shell the service worker keeps for offline visits: the browser renders any page in it. */
  const shell = (c: Context<AppEnv>) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  };

  return { page, shell };
}
