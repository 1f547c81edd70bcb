// The app under test: the built server (apps/server/dist/main.js) as a real process. The journeys'
// global setup starts one once over an empty DATA_DIR, which migrates and loads the demo data; each
// spec file then gets a server over a copy of that folder, its own or its group's
// (tests/fixtures.ts), so no file sees another's writes or spends another's rate limits unless it
// cannot tell.
import { mkdtempSync, rmSync } from "node:fs";
import { cp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServerProcess, stopServerProcess } from "@naehan/server/testing";

export const ADMIN = { email: "admin@naehan.test", password: "e2e-admin-password-1" };
/**
 * The stand-in serves the same 30 setlists (`fixtureHistory` of `@naehan/server/testing`) under each
 * of these MBIDs, so two journeys can each sync an artist of their own.
 */
export const SETLISTFM_MBIDS = [
  "0e2d3a55-2d8a-4e59-8c51-2b8d2a3c6f10",
  "5b1c7a2e-8f3d-4c61-9e2a-7d4f0b6c1a93",
] as const;
export const SETLISTFM_API_KEY = "e2e-setlistfm-key";
export const KOPIS_API_KEY = "e2e-kopis-key";

export interface AppServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server over `dataDir` and resolves once /api/health answers; `env` adds to its
 * environment (the journeys' push service certificate).
 */
export async function startAppServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<AppServer> {
  const server = await startServerProcess(
    {
      ...env,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SETLISTFM_API_KEY,
      SETLISTFM_BASE_URL: `http://127.0.0.1:${process.env.E2E_SETLISTFM_PORT}/rest/1.0`,
      KOPIS_API_KEY,
      KOPIS_BASE_URL: `http://127.0.0.1:${process.env.E2E_KOPIS_PORT}/openApi/restful`,
    },
    120_000,
  );
  return { baseURL: server.base, stop: () => stopServerProcess(server.child) };
}

/** A server over a fresh copy of the template DATA_DIR the global setup prepared. */
export async function startServerFromTemplate(
  env: Record<string, string> = {},
): Promise<AppServer> {
  const template = process.env.E2E_TEMPLATE_DATA_DIR;
  if (!template)
    throw new Error("E2E_TEMPLATE_DATA_DIR is not set: run through playwright.config.ts");
  const dataDir = mkdtempSync(join(tmpdir(), "naehan-e2e-"));
  // Not cpSync: the copy (about 45 MB) is made while a journey runs in this process.
  await cp(template, dataDir, { recursive: true });
  const server = await startAppServer(dataDir, env);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
