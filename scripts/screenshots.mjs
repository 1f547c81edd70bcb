// Screenshots of running pages at phone size, for looking at what we built:
//   node scripts/screenshots.mjs http://localhost:3000 / /pop /concert/1 …
// Writes PNGs to ./screenshots. Optional env: FULL_PAGE=1, WAIT_MS, LOGIN=email:password (logs in
// through the API first and stores the session the way the app does).
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { findChromium } from "./lib.mjs";

const [base, ...routes] = process.argv.slice(2);
if (!base || routes.length === 0) {
  console.error("usage: node scripts/screenshots.mjs <base-url> <path> [<path> …]");
  process.exit(2);
}
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: (await findChromium()) ?? undefined,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: "ko-KR",
});
const page = await context.newPage();
if (process.env.LOGIN) {
  const [email, ...rest] = process.env.LOGIN.split(":");
  const response = await fetch(new URL("/api/auth/login", base), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: rest.join(":") }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const session = await response.json();
  await page.goto(base);
  await page.evaluate((s) => {
    localStorage.setItem("token", s.accessToken);
    localStorage.setItem("refreshToken", s.refreshToken);
    localStorage.setItem("nickname", s.nickname);
  }, session);
}
for (const route of routes) {
  await page.goto(new URL(route, base).toString(), { waitUntil: "networkidle" });
  await page.waitForTimeout(Number(process.env.WAIT_MS ?? 400));
  const name = route.replace(/[^\w]+/g, "_").replace(/^_|_$/g, "") || "home";
  await page.screenshot({
    path: `screenshots/${name}.png`,
    fullPage: process.env.FULL_PAGE === "1",
  });
  console.log(`screenshots/${name}.png`);
}
await browser.close();
