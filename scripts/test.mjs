// npm test: every test. Unit and component tests (Vitest), server integration tests (Vitest, on
// the embedded database), then the browser journeys (Playwright) against the built app in the
// system Chromium. Prints one line per stage with its time, and the total.
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

// A worker per core: the server tests wait on the embedded database and on sockets as much as on
// the CPU, and the component tests share one jsdom per worker.
const workers = String(Math.max(2, availableParallelism()));
const started = performance.now();
const times = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function stage(name, command, args, options) {
  const begun = performance.now();
  const code = typeof command === "function" ? await command() : await run(command, args, options);
  const ms = performance.now() - begun;
  times.push([name, ms, code]);
  console.log(`\n== ${name}: ${code === 0 ? "passed" : "FAILED"} in ${seconds(ms)}\n`);
  if (code !== 0) finish(code);
}

function finish(code) {
  console.log("== npm test stages");
  for (const [name, ms, status] of times) {
    console.log(
      `   ${name.padEnd(34)} ${seconds(ms).padStart(8)}  ${status === 0 ? "ok" : "FAILED"}`,
    );
  }
  console.log(
    `== total ${seconds(performance.now() - started)}: ${code === 0 ? "all green" : "FAILED"}`,
  );
  process.exit(code);
}

await stage("build (when sources changed)", async () => (await buildIfStale(), 0));
await stage("unit and component tests", "npx", [
  "vitest",
  "run",
  "--project",
  "contract",
  "--project",
  "web",
  "--maxWorkers",
  workers,
]);
await stage("server tests (embedded database)", "npx", [
  "vitest",
  "run",
  "--project",
  "server",
  "--maxWorkers",
  workers,
]);
await stage("browser journeys", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
finish(0);
