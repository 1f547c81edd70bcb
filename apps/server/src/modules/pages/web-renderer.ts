import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { WebRenderer } from "@naehan/contract";

/**
 * Loads the web app's server renderer, built next to the web app (apps/web/src/entry-server.tsx,
 * built to dist-ssr), or null when there is none (the browser then renders every page).
 */
export async function loadWebRenderer(webDistDir: string): Promise<WebRenderer | null> {
  const entry = join(webDistDir, "..", "dist-ssr", "entry-server.js");
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as WebRenderer;
}
