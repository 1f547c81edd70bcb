// npm run bench:web — Lighthouse 12 (mobile) on the home page, a genre list, a concert page and an
// artist page served by the built app: the four scores, blocking time, bytes and where the main
// thread went; the gzip size of the JavaScript the home page loads; and "tap to screen" (a tap on a
// card in /all until the concert's title shows) with one core kept busy, as on a phone.
// Budgets (docs/decisions/011-pages-fast-on-a-phone.md): performance ≥ 95, accessibility 100,
// best practices 100, SEO ≥ 95, TBT ≤ 150 ms, ≤ 200 KiB on first load, home JS ≤ 120 KB gzip,
// tap to screen ≤ 300 ms (median of 5).
/* global window, document, addEventListener, requestAnimationFrame -- used in code run in the page */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
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
const BUDGET_KB = 120;
const TAPS = 5;

await buildIfStale();
const chromePath = await findChromium();
if (!chromePath)
  throw new Error("No Chromium found: install one (apt-get install chromium) or set CHROMIUM_PATH");

const server = await startServer();
const ms = (value) => `${Math.round(value).toLocaleString("en-US")} ms`;

/** One visit of each page first, as a live server has had: poster thumbnails are made on first request. */
async function warmUp(paths) {
  const browser = await chromium.launch({ executablePath: chromePath, args: FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    for (const path of paths) {
      await page.goto(`${server.base}${path}`, { waitUntil: "networkidle" });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
    }
  } finally {
    await browser.close();
  }
}

async function lighthouseRuns(pages) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
  let homeScripts = [];
  try {
    console.log(
      `${"page".padEnd(14)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"best".padStart(5)} ${"seo".padStart(5)}   FCP     LCP     SI      TBT       CLS    KiB   main thread: style&layout / script eval / other (total)`,
    );
    for (const [name, path] of pages) {
      const result = await lighthouse(`${server.base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const { categories, audits } = result.lhr;
      const score = (id) => String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(5);
      const groups = Object.fromEntries(
        (audits["mainthread-work-breakdown"].details?.items ?? []).map((item) => [
          item.group,
          item.duration,
        ]),
      );
      const total = Object.values(groups).reduce((sum, value) => sum + value, 0);
      const kib = (audits["total-byte-weight"].numericValue / 1024).toFixed(0);
      console.log(
        `${name.padEnd(14)} ${score("performance")} ${score("accessibility")} ${score("best-practices")} ${score("seo")}   ` +
          ["first-contentful-paint", "largest-contentful-paint", "speed-index"]
            .map((id) => audits[id].displayValue.padEnd(7))
            .join(" ") +
          ` ${ms(audits["total-blocking-time"].numericValue).padEnd(9)} ${audits["cumulative-layout-shift"].displayValue.padEnd(6)} ${kib.padStart(4)}   ` +
          `${ms(groups.styleLayout ?? 0)} / ${ms(groups.scriptEvaluation ?? 0)} / ${ms(total - (groups.styleLayout ?? 0) - (groups.scriptEvaluation ?? 0))} (${ms(total)})`,
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
  } finally {
    await chrome.kill();
  }
  return homeScripts;
}

/**
 * Milliseconds from a tap on the n-th concert card in /all to its concert's title on screen
 * (`frame`), and to the page's full content, the venue row (`full`), while another process keeps
 * one core busy. Each tap starts from a fresh browser context: nothing cached but what /all loaded.
 */
async function tapToScreen() {
  const busy = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
  const browser = await chromium.launch({ executablePath: chromePath, args: FLAGS.slice(1) });
  const frames = [];
  const fulls = [];
  try {
    for (let run = 0; run < TAPS; run++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: "ko-KR",
      });
      const page = await context.newPage();
      await page.goto(`${server.base}/all`, { waitUntil: "networkidle" });
      const card = page.locator("main article a[href^='/concert/']").nth(run);
      const title = await card.evaluate((link) => link.lastElementChild?.textContent?.trim() ?? "");
      await card.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      const timing = page.evaluate((expected) => {
        return new Promise((resolve) => {
          let start = 0;
          let frame = 0;
          addEventListener("pointerdown", (event) => (start = event.timeStamp), {
            capture: true,
            once: true,
          });
          const check = (now) => {
            const heading = document.querySelector("main h1");
            if (start && !frame && heading?.textContent?.trim() === expected) frame = now - start;
            const full = [...document.querySelectorAll("main dt")].some((dt) =>
              dt.textContent?.includes("장소"),
            );
            if (frame && full) resolve({ frame, full: now - start });
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        });
      }, title);
      await card.tap();
      const { frame, full } = await timing;
      frames.push(frame);
      fulls.push(full);
      await context.close();
    }
  } finally {
    await browser.close();
    busy.kill();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    `\nTap to screen (card in /all → concert title; one core busy), median of ${TAPS}: ${ms(median(frames))}` +
      `  [${frames.map((v) => Math.round(v)).join(", ")}]  (budget 300 ms)`,
  );
  console.log(
    `  … to the full concert page (venue shown): ${ms(median(fulls))}  [${fulls.map((v) => Math.round(v)).join(", ")}]`,
  );
}

try {
  const concerts = await (await fetch(`${server.base}/api/new-concerts?limit=1`)).json();
  const pages = [
    ["home", "/"],
    ["genre list", "/pop"],
    ["concert page", `/concert/${concerts[0].newConcertId}`],
    ["artist page", `/artist/${concerts[0].artistId}`],
  ];
  await warmUp([...pages.map(([, path]) => path), "/all"]);
  const homeScripts = await lighthouseRuns(pages);

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

  await tapToScreen();
  console.log(
    "\nGoal: performance ≥ 95, accessibility 100, best practices 100, SEO ≥ 95, TBT ≤ 150 ms and ≤ 200 KiB on each page.",
  );
} finally {
  await server.stop();
}
