import { readFileSync } from "node:fs";
import { readBuildManifest } from "./build-manifest";
import { join } from "node:path";
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../../lib/context";
import { publicOrigin } from "../../lib/origin";
import { shareImagePath } from "./og-image";
import { pageHead } from "./previews";
import { renderPage } from "./render-page";
import { type WebRenderer, loadWebRenderer } from "./web-renderer";

const SERVER_STATE_ID = "naehan-state";
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * Pages about the signed-in fan (my page, inbox, admin): their content depends on the session the browser
 * holds, so the browser renders them — the server's anonymous version would flash "log in" first.
 */
const BROWSER_ONLY = /^\/(?:mypage|admin|notifications)(?:\/|$)/;

/**
 * Answers a page of the app: rendered on the server with its data (the browser then takes it
 * over), with the page's own title and link-preview tags. Without a server renderer, or if
 * rendering fails, the browser renders the page from the same HTML shell.
 */
export function pageHandler(
  { db, config, logger }: Pick<AppDeps, "db" | "config" | "logger">,
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
  const homeImage = manifest.asset("src/assets/banners/banner-1.svg");
  let renderer: Promise<WebRenderer | null> | null = null;

  const page = async (c: Context<AppEnv>) => {
    const origin = publicOrigin(c, config);
    const url = new URL(c.req.path, origin);
    const requestUrl = new URL(c.req.url);
    url.search = requestUrl.search;

    renderer ??= loadWebRenderer(dist).catch((err: unknown) => {
      logger.error({ err }, "the server renderer failed to load");
      return null;
    });
    let body = indexHtml;
    let status = 200;
    let serverRendered = false;
    const web = BROWSER_ONLY.test(c.req.path) ? null : await renderer;
    if (web) {
      try {
        const apiFetch: typeof fetch = (input, init) => {
          const request = new Request(new URL(String(input), origin), init);
          request.headers.set("x-request-id", c.get("requestId"));
          return selfFetch(request);
        };
        const result = await web.render(new Request(url), apiFetch);
        if (result.kind === "redirect") return c.redirect(result.location, result.status as 302);
        status = result.status;
        serverRendered = true;
        // The page's styles go inline: the HTML paints styled on arrival, with no stylesheet to
        // wait for (and never unstyled, which would make it jump). The screen's scripts are
        // fetched alongside the app's.
        const { styles, scripts } = manifest.filesOf(result.modules);
        const preloads = scripts
          .filter((href) => !indexHtml.includes(`"${href}"`))
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
          .join("\n    ");
        const shellStyles = [...indexHtml.matchAll(STYLESHEET)].map((m) => m[1] ?? "");
        const inline = [...new Set([...shellStyles, ...styles])]
          .map((href) => `<style>${stylesheet(href)}</style>`)
          .join("");
        body = indexHtml
          .replace(STYLESHEET, "")
          .replace("</head>", `  ${preloads}\n    ${inline}\n  </head>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root">${result.html}</div><script type="application/json" id="${SERVER_STATE_ID}">${result.state}</script>`,
          );
      } catch (err) {
        logger.error(
          { err, requestId: c.get("requestId"), path: c.req.path },
          "server rendering failed",
        );
      }
    }

    const head = await pageHead(db, c.req.path, homeImage);
    // Data the server rendered with travels in the page, and its images are in it for the
    // browser's preload scanner to pick the right size of (a hint naming the full-size file would
    // fetch it too); only a page the browser renders itself needs hints.
    if (serverRendered) {
      head.fetches = [];
      head.images = [];
    }
    const shareImage = await shareImagePath(config.mediaDir, head.preview?.image ?? null);
    c.header("Cache-Control", "no-cache");
    return c.html(
      renderPage(body, head, {
        origin,
        url: new URL(c.req.path, origin).toString(),
        defaultImage: "/og-default.png",
        shareImage,
      }),
      status as 200,
    );
  };

  /** The bare shell the service worker keeps for offline visits: the browser renders any page in it. */
  const shell = (c: Context<AppEnv>) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  };

  return { page, shell };
}
