// npm test: every test. Unit, component and server integration tests (Vitest), then the browser
// journeys (Playwright) against the built app in the system Chromium.
import { availableParallelism } from "node:os";
import { buildIfStale, findChromium, run } from "./lib.mjs";

const chromium = await findChromium();
if (!chromium) {
  console.error(
    "\nNo Chromium found for the browser tests.\n" +
      "Install one with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH\n" +
      "to a Chrome or Chromium binary, then run `npm test` again.\n",
  );
  process.exit(1);
}

// The server tests wait on the embedded database and on sockets as much as on the CPU, so they get a
// worker per core; the component tests keep Vitest's default (their timing-based waits need room).
const serverWorkers = String(Math.max(2, availableParallelism()));
if ((await run("npx", ["vitest", "run", "--project", "contract", "--project", "web"])) !== 0) {
  process.exit(1);
}
if (
  (await run("npx", ["vitest", "run", "--project", "server", "--maxWorkers", serverWorkers])) !== 0
) {
  process.exit(1);
}
await buildIfStale();
const e2e = await run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(e2e);
