import type { CDPSession, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Looks as a visitor and writes nothing: shares the visitors' server.
test.use({ server: "visitors" });

/** Waits until React has taken the server-rendered element over (its handlers are live). */
async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))))
    .toBe(true);
}

/** A finger dragged sideways across the middle of `target`, through the browser's touch input. */
async function swipe(cdp: CDPSession, target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (const step of [0.25, 0.5, 0.75, 1]) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: x + dx * step, y }],
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

const slideOf = async (page: Page) =>
  Number(
    (
      await page
        .getByRole("region", { name: "추천 배너" })
        .getByText(/^\d \/ 3$/)
        .innerText()
    )[0],
  );
const after = (slide: number, steps: number) => `${((slide - 1 + steps + 3) % 3) + 1} / 3`;

test("the banner swipes, goes on 5 s after the last touch, and holds out of view or for reduced motion", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  const banner = page.getByRole("region", { name: "추천 배너" });
  const counter = banner.getByText(/^\d \/ 3$/);
  await hydrated(banner);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const cdp = await page.context().newCDPSession(page);
  const start = await slideOf(page);

  await swipe(cdp, banner, -150);
  await expect(counter).toHaveText(after(start, 1));
  await swipe(cdp, banner, 150);
  await expect(counter).toHaveText(after(start, 0));
  // The 5 s start again from the last touch.
  await page.clock.runFor(4_900);
  await expect(counter).toHaveText(after(start, 0));
  await page.clock.runFor(200);
  await expect(counter).toHaveText(after(start, 1));

  // A tap on the slide does not stop it (it used to, until the fan tapped elsewhere).
  const box = (await banner.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.clock.runFor(5_000);
  await expect(counter).toHaveText(after(start, 2));

  // Scrolled out of view it holds, and says where it is; back in view it goes on.
  await page.evaluate(() => window.scrollTo(0, 1_500));
  await expect(counter).toHaveAttribute("aria-live", "polite");
  await page.clock.runFor(15_000);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(counter).toHaveAttribute("aria-live", "off");
  await expect(counter).toHaveText(after(start, 2));
  await page.clock.runFor(5_000);
  await expect(counter).toHaveText(after(start, 3));

  // A fan who prefers reduced motion starts it themselves.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(banner.getByRole("button", { name: "배너 자동 넘김 시작" })).toBeVisible();
  await page.clock.runFor(15_000);
  await expect(counter).toHaveText(after(start, 3));
});

test("a home row is where the fan left it when they come back", async ({ page }) => {
  await page.goto("/");
  const list = page.getByRole("region", { name: "NEW" }).getByRole("list");
  await expect(list.getByRole("link").first()).toBeVisible();
  await hydrated(list);
  await list.evaluate(
    (el) =>
      new Promise((resolve) => {
        el.addEventListener("scrollend", resolve, { once: true });
        el.scrollTo({ left: 450 });
      }),
  );
  const left = await list.evaluate((el) => el.scrollLeft);
  expect(left).toBeGreaterThan(300);

  await list.getByRole("article").nth(3).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/concert\/\d+$/);
  await page.goBack();
  await expect(list.getByRole("link").first()).toBeAttached();
  expect(await list.evaluate((el) => el.scrollLeft)).toBe(left);

  // The home page opened anew starts the row at its beginning.
  await page.getByRole("link", { name: "NEW 더보기" }).click();
  await expect(page).toHaveURL(/\/new$/);
  await page.getByRole("link", { name: "내한 홈" }).click();
  await expect(list.getByRole("link").first()).toBeAttached();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBe(0);
});
