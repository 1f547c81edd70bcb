import { execFileSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { KOPIS_API_KEY, SETLISTFM_API_KEY } from "./lib/app-server";

// Decided once in the runner process; workers inherit it through the environment. A port free
// right now, for the setlist.fm stand-in the app servers are pointed at.
process.env.E2E_SETLISTFM_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
])
  .toString()
  .trim();
const setlistfmPort = Number(process.env.E2E_SETLISTFM_PORT);
// And one for KOPIS's stand-in.
process.env.E2E_KOPIS_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
])
  .toString()
  .trim();
const kopisPort = Number(process.env.E2E_KOPIS_PORT);

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./global-setup.ts",
  // Each spec file has a server of its own or its group's (tests/fixtures.ts); a file's journeys run
  // in order.
  // Two files at once only where there are cores to spare: on two, each journey would take twice
  // as long for little gain.
  fullyParallel: false,
  workers: availableParallelism() > 2 ? 2 : 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? "line" : [["list"]],
  outputDir: "../test-results",
  use: {
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    // Only the offline journey needs the service worker (it turns it back on); everywhere else its
    // precaching is work no journey looks at.
    serviceWorkers: "block",
    // Recording a trace of every journey costs a fifth of its time; E2E_TRACE=1 keeps failing ones.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
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
      // setlist.fm's stand-in, so the admin journeys can sync a new artist's setlists.
      command: "node --import tsx fake-setlistfm.ts",
      port: setlistfmPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { PORT: String(setlistfmPort), SETLISTFM_API_KEY },
    },
    {
      // KOPIS's stand-in with the fixture listings, so the admin can import candidates.
      command: "node --import tsx fake-kopis.ts",
      port: kopisPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { PORT: String(kopisPort), KOPIS_API_KEY },
    },
  ],
});
