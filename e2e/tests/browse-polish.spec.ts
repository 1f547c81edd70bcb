import { expect, test } from "./fixtures";

// Its fans change only their own things: shares the fans' server.
test.use({ server: "fans" });

test.describe("signed in", () => {
  test.use({ signedInAs: "fan" });

  test("계정 보안 on the my page keeps the page's side margins", async ({ page }) => {
    await page.goto("/mypage");
    const heading = page.getByRole("heading", { name: "계정 보안" });
    await expect(heading).toBeVisible();
    const box = await heading.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(16);
    const button = page.getByRole("button", { name: /비밀번호 변경/ }).first();
    const right = await button.boundingBox();
    expect((right?.x ?? 0) + (right?.width ?? 0)).toBeLessThanOrEqual(390 - 16);
  });
});

test("songs played at every show share the first rank, on a bar that reads as a bar", async ({
  page,
  request,
}) => {
  const artists = (await (await request.get("/api/artists")).json()) as {
    artistId: number;
    name: string;
  }[];
  const oasis = artists.find((a) => a.name === "Oasis");
  expect(oasis).toBeDefined();
  await page.goto(`/artist/${oasis?.artistId}`);
  const list = page.getByRole("list").filter({ hasText: "매 공연 연주" });
  const first = list.getByRole("listitem").first();
  await expect(first).toContainText("공동 1위");
  await expect(first).toContainText("매 공연 연주");
  // Every song of the first five was played at all 20 shows: all rank 1.
  await expect(list.getByRole("listitem").nth(4)).toContainText("공동 1위");
  const bar = await first.locator("[aria-hidden='true']").first().boundingBox();
  expect(bar?.height).toBeGreaterThanOrEqual(5);
  expect(bar?.width).toBeLessThan(300);
});

test("the menu leads to 예측 정확도, and each home banner somewhere real", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "메뉴 열기" }).click();
  await page
    .getByRole("dialog", { name: "메뉴" })
    .getByRole("link", { name: "예측 정확도" })
    .click();
  await expect(page).toHaveURL(/\/prediction-accuracy$/);
  await page.goto("/");
  await page.getByRole("button", { name: "배너 자동 넘김 멈춤" }).click();
  await page.getByRole("link", { name: "공연 일정 보기 ›" }).click();
  await expect(page).toHaveURL(/\/all\?sort=soon$/);
  await expect(page.getByRole("link", { name: "공연 임박순" })).toHaveAttribute(
    "aria-current",
    "true",
  );
});
