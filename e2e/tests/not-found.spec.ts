import { expect, test } from "./fixtures";

test("what does not exist answers 404 and one not-found screen with the way home", async ({
  page,
  request,
}) => {
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

  await page.goto("/concert/999999");
  await expect(page.getByRole("heading", { name: "공연을 찾을 수 없습니다." })).toBeVisible();
  await page.goto("/artist/999999");
  await expect(page.getByRole("heading", { name: "아티스트를 찾을 수 없습니다." })).toBeVisible();
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "페이지를 찾을 수 없습니다" })).toBeVisible();
  await page.getByRole("link", { name: "홈으로 가기" }).click();
  await expect(page).toHaveURL(/\/$/);
});
