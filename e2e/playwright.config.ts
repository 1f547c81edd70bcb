import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Decided once in the runner process; workers inherit these through the environment.
process.env.E2E_PORT ??= String(3100 + (process.pid % 700));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "naehan-e2e-"));
// A port free right now, for the setlist.fm stand-in the app is pointed at.
process.env.E2E_SETLISTFM_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
])
  .toString()
  .trim();
export const ADMIN = { email: "admin@naehan.test", password: "e2e-admin-password-1" };
/** The stand-in serves this artist's setlists (apps/server/src/test/setlistfm-fixtures.ts). */
export const SETLISTFM_ARTIST_MBID = "0e2d3a55-2d8a-4e59-8c51-2b8d2a3c6f10";
const SETLISTFM_API_KEY = "e2e-setlistfm-key";

const port = Number(process.env.E2E_PORT);
const setlistfmPort = Number(process.env.E2E_SETLISTFM_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? "line" : [["list"]],
  outputDir: "../test-results",
  use: {
    ...devices["Pixel 7"],
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: [
    {
      // setlist.fm's stand-in, so the admin journey can sync a new artist's setlists.
      command: "node --import tsx fake-setlistfm.ts",
      port: setlistfmPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { PORT: String(setlistfmPort), SETLISTFM_API_KEY },
    },
    {
      command: "node ../apps/server/dist/main.js",
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: "warn",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SETLISTFM_API_KEY,
        SETLISTFM_BASE_URL: `http://127.0.0.1:${setlistfmPort}/rest/1.0`,
      },
    },
  ],
});
