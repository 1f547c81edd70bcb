// Helpers shared by the root scripts (start, test, dev, benchmarks).
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));

/** Newest modification time (ms) of any file under the given paths. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== "node_modules" && entry !== "dist") visit(join(path, entry));
      }
    } else newest = Math.max(newest, stats.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return newest;
}

export function mtime(path) {
  const full = join(root, path);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", cwd: root, ...options });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const WEB_SOURCES = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/build",
  "packages/contract/src",
];
const SERVER_SOURCES = ["apps/server/src", "apps/server/build.mjs", "packages/contract/src"];

/** Builds the web app and the server when their sources are newer than their builds. */
export async function buildIfStale() {
  const webStale = newestMtime(WEB_SOURCES) > mtime("apps/web/dist/index.html");
  if (webStale) {
    console.log("Building the web app…");
    // Warnings and errors only: the list of every built file is for whoever runs the build.
    const quiet = { env: { ...process.env, NAEHAN_BUILD_LOG: "warn" } };
    const built = await run("npm", ["run", "build", "-w", "apps/web", "--silent"], quiet);
    if (built !== 0) process.exit(1);
  }
  if (!(await buildServerIfStale())) process.exit(1);
}

/**
 * Builds apps/server/dist/main.js when a server source is newer than it (the browser journeys and
 * the server tests that start real processes run this one build). Resolves false if it failed.
 */
export async function buildServerIfStale() {
  if (newestMtime(SERVER_SOURCES) <= mtime("apps/server/dist/main.js")) return true;
  console.log("Building the server…");
  return (await run("npm", ["run", "build", "-w", "apps/server", "--silent"])) === 0;
}

/** The Chromium the browser tests drive: CHROMIUM_PATH, Debian's, or Playwright's own download. */
export async function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const { chromium } = await import("playwright-core");
    const path = chromium.executablePath();
    if (path && existsSync(path)) return path;
  } catch {
    // playwright-core is not installed or knows no browser.
  }
  return null;
}
