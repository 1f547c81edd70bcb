import { expect, test, toast } from "./fixtures";

// Looks as a visitor and writes nothing: shares the visitors' server.
test.use({ server: "visitors" });

test("home → see more → genre list → concert → back", async ({ page }) => {
  await page.goto("/");

  // Rows fill with real concerts (sample cards have no links).
  const newRow = page.getByRole("region", { name: "NEW" });
  await expect(newRow.getByRole("link").first()).toBeVisible();
  for (const genre of ["NEW", "POP", "JPOP", "ROCK", "HIPHOP", "R&B"]) {
    await expect(page.getByRole("heading", { name: genre, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "추천 배너" })).toBeVisible();

  await page.getByRole("link", { name: "R&B 더보기" }).click();
  await expect(page).toHaveURL(/\/rnb$/);
  await expect(page.getByRole("heading", { level: 1, name: "R&B" })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards.first().getByRole("link").first()).toBeVisible();
  const title = (await cards.first().getByRole("link").first().innerText()).trim();

  await cards.first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/concert\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("일정")).toBeVisible();
  await expect(page.getByRole("link", { name: "예매하기" })).toHaveAttribute("href", /^https:\/\//);
  await expect(page.getByRole("heading", { name: "예상 셋리스트" })).toBeVisible();
  // The demo catalogue comes with a prediction for every upcoming concert.
  const predicted = page.getByRole("list", { name: "본 공연" });
  await expect(predicted.getByRole("listitem").first()).toContainText(/연주 확률 \d+%/);
  await expect(predicted.getByRole("link", { name: /영상 보기$/ }).first()).toHaveAttribute(
    "href",
    /^https:\/\/www\.youtube\.com\/results\?search_query=/,
  );

  await page.getByRole("button", { name: "뒤로 가기" }).click();
  await expect(page).toHaveURL(/\/rnb$/);
  await expect(page.getByRole("heading", { level: 1, name: "R&B" })).toBeVisible();
});

test("the concert heart asks a logged-out fan to log in", async ({ page }) => {
  await page.goto("/all");
  await page.getByRole("article").first().getByRole("link").first().click();
  await page.getByRole("button", { name: "공연 즐겨찾기" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fconcert%2F\d+$/);
  await expect(page.getByRole("heading", { name: "로그인" })).toBeVisible();
  await expect(toast(page, "로그인이 필요합니다!")).toBeVisible();
});

test("an unknown concert and an unknown page say so", async ({ page }) => {
  await page.goto("/concert/999999");
  await expect(page.getByText("공연을 찾을 수 없습니다.")).toBeVisible();
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "페이지를 찾을 수 없습니다" })).toBeVisible();
});
