import { expect, test } from "./fixtures";

// Looks as a visitor and writes nothing: shares the visitors' server.
test.use({ server: "visitors" });

test("what does not exist answers 404 and one not-found screen with the way home", async ({
  page,
  request,
}) => {
  // The page's own HTML already says so, with no spinner.
  const html = await (await request.get("/concert/999999")).text();
  expect(html).toContain("공연을 찾을 수 없습니다.");
  expect(html).not.toContain("불러오는 중");

  for (const path of [
    "/concert/999999",
    "/concert/abc",
    "/artist/999999",
    "/artist/1/setlist/999999",
    "/board/999999",
    "/no/such/page",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }

  // The browser takes the rendered screen over as it is: no error, no second request for it.
  const asked: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => r.url().includes("/api/new-concerts/999999") && asked.push(r.url()));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/concert/999999");
  await expect(page.getByRole("heading", { name: "공연을 찾을 수 없습니다." })).toBeVisible();
  const home = page.getByRole("link", { name: "홈으로 가기" });
  await expect
    .poll(() => home.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))))
    .toBe(true);
  await expect(page.getByRole("heading", { name: "공연을 찾을 수 없습니다." })).toBeVisible();
  expect(asked).toEqual([]);
  expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
  await page.goto("/artist/999999");
  await expect(page.getByRole("heading", { name: "아티스트를 찾을 수 없습니다." })).toBeVisible();
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "페이지를 찾을 수 없습니다" })).toBeVisible();
  await page.getByRole("link", { name: "홈으로 가기" }).click();
  await expect(page).toHaveURL(/\/$/);
});
