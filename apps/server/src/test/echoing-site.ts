import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../lib/context";

/**
 * A site whose pages and API answers show what their handler saw of the query, and count renders:
 * an answer kept under a key it did not depend on would show another request's parameters. Its
 * pages and API go through `middleware` (the response cache's, or the one for an app without it).
 */
export function echoingSite(middleware: MiddlewareHandler<AppEnv>) {
  const seen = { renders: 0 };
  const app = new Hono<AppEnv>();
  const echo = (c: Context) => {
    seen.renders++;
    return { url: c.req.url, query: c.req.query() };
  };
  app.use("/api/*", middleware);
  app.get("/api/*", (c) => c.json(echo(c)));
  app.get("*", middleware, (c) => c.html(`<pre>${JSON.stringify(echo(c))}</pre>`));
  const get = async (path: string) => {
    const response = await app.request(path);
    const text = await response.text();
    const json = text.startsWith("<pre>") ? text.slice(5, -6) : text;
    return {
      hit: response.headers.get("x-cache") === "hit",
      status: response.status,
      seen: JSON.parse(json) as { url: string; query: Record<string, string> },
    };
  };
  return { get, seen };
}
