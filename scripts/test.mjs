// npm test: every test. Unit, component and server integration tests (Vitest), then the browser
// journeys (Playwright) against the built app in the system Chromium.
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

if ((await run("npx", ["vitest", "run"])) !== 0) process.exit(1);
await buildIfStale();
const e2e = await run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(e2e);
