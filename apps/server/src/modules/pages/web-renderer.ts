import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** The web app's server renderer (apps/web/src/entry-server.tsx, built to dist-ssr). */
export type RenderResult =
  | { kind: "page"; status: number; html: string; state: string; modules: string[] }
  | { kind: "redirect"; status: number; location: string };

export interface WebRenderer {
  render(request: Request, apiFetch: typeof fetch): Promise<RenderResult>;
}

/** Loads the renderer built next to the web app, or null when there is none (the page then renders in the browser). */
export async function loadWebRenderer(webDistDir: string): Promise<WebRenderer | null> {
  const entry = join(webDistDir, "..", "dist-ssr", "entry-server.js");
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as WebRenderer;
}
