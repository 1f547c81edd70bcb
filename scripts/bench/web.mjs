// npm run bench:web — Lighthouse 12 (mobile) on the home page, a genre list, a concert page and an
// artist page served by the built app, and the gzip size of the JavaScript the home page loads.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildIfStale, findChromium, root } from "../lib.mjs";
import { startServer } from "./servers.mjs";

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const BUDGET_KB = 130;

await buildIfStale();
const chromePath = await findChromium();
if (!chromePath)
  throw new Error("No Chromium found: install one (apt-get install chromium) or set CHROMIUM_PATH");

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
try {
  const concerts = await (await fetch(`${server.base}/api/new-concerts?limit=1`)).json();
  const pages = [
    ["home", "/"],
    ["genre list", "/pop"],
    ["concert page", `/concert/${concerts[0].newConcertId}`],
    ["artist page", `/artist/${concerts[0].artistId}`],
  ];
  console.log(
    `${"page".padEnd(14)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"best".padStart(5)} ${"seo".padStart(5)}   FCP     LCP     SI      TBT     CLS`,
  );
  let homeScripts = [];
  for (const [name, path] of pages) {
    const result = await lighthouse(`${server.base}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const { categories, audits } = result.lhr;
    const score = (id) => String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(5);
    console.log(
      `${name.padEnd(14)} ${score("performance")} ${score("accessibility")} ${score("best-practices")} ${score("seo")}   ` +
        [
          "first-contentful-paint",
          "largest-contentful-paint",
          "speed-index",
          "total-blocking-time",
          "cumulative-layout-shift",
        ]
          .map((id) => audits[id].displayValue.padEnd(7))
          .join(" "),
    );
    for (const [id, category] of Object.entries(categories)) {
      if (category.score !== null && category.score < 1) {
        const failing = category.auditRefs
          .map((ref) => audits[ref.id])
          .filter(
            (audit) =>
              audit &&
              audit.score !== null &&
              audit.score < 0.9 &&
              audit.scoreDisplayMode !== "informative" &&
              audit.scoreDisplayMode !== "notApplicable",
          )
          .map((audit) => audit.id);
        if (failing.length > 0) console.log(`${"".padEnd(16)}${id}: ${failing.join(", ")}`);
      }
    }
    if (name === "home") {
      homeScripts = (audits["network-requests"].details?.items ?? [])
        .filter((item) => item.resourceType === "Script" && item.url.startsWith(server.base))
        .map((item) => new URL(item.url).pathname);
    }
  }

  const dist = join(root, "apps/web/dist");
  const sizes = homeScripts.map((path) => [
    path,
    gzipSync(readFileSync(join(dist, path)), { level: 9 }).length,
  ]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  console.log(`\nJavaScript the home page loads (gzip):`);
  for (const [path, size] of sizes)
    console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${path}`);
  console.log(`  ${(total / 1024).toFixed(1).padStart(6)} KB  total (budget ${BUDGET_KB} KB)`);
  console.log(
    "\nGoal: performance ≥ 95, accessibility 100, best practices 100, SEO ≥ 95 on each page.",
  );
} finally {
  await chrome.kill();
  await server.stop();
}
