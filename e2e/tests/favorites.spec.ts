import { expect, test } from "./fixtures";

test.describe("signed in", () => {
  test.use({ signedInAs: "fan" });

  test("favourite an artist and a concert → both on my page → unfavourite from the concert page", async ({
    page,
  }) => {
    await page.goto("/rock");
    const card = page.getByRole("article").first();
    const concertTitle = (await card.getByRole("link").first().innerText()).trim();
    const artistName = (await card.getByRole("link").nth(1).innerText()).trim();
    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/concert\/\d+$/);
    const concertUrl = page.url();

    const concertHeart = page.getByRole("button", { name: "공연 즐겨찾기" });
    await expect(concertHeart).toHaveAttribute("aria-pressed", "false");
    await concertHeart.click();
    await expect(concertHeart).toHaveAttribute("aria-pressed", "true");
    await expect(concertHeart).toBeEnabled();

    await page.getByRole("link", { name: "아티스트 정보" }).click();
    await expect(page).toHaveURL(/\/artist\/\d+$/);
    const artistHeart = page.getByRole("button", { name: "아티스트 즐겨찾기" });
    await artistHeart.click();
    await expect(artistHeart).toHaveAttribute("aria-pressed", "true");

    await page.goto("/mypage");
    const artists = page.getByRole("list", { name: "즐겨찾는 아티스트" });
    const concerts = page.getByRole("list", { name: "즐겨찾는 공연" });
    await expect(artists.getByRole("link")).toHaveCount(1);
    // The Korean name first, then the card's (English) name below it.
    await expect(artists.getByRole("link").first()).toHaveText(
      new RegExp(`.+${escapeRegExp(artistName)}$`),
    );
    await expect(
      concerts.getByRole("link", { name: new RegExp(escapeRegExp(concertTitle)) }),
    ).toBeVisible();

    // The status survives a reload of the concert page, and the heart takes it back.
    await page.goto(concertUrl);
    await expect(concertHeart).toHaveAttribute("aria-pressed", "true");
    await concertHeart.click();
    await expect(concertHeart).toHaveAttribute("aria-pressed", "false");

    await page.goto("/mypage");
    await expect(artists.getByRole("link")).toHaveCount(1);
    await expect(page.getByText("즐겨찾기한 공연이 없습니다.")).toBeVisible();
  });
});

test("my page asks a logged-out visitor to log in", async ({ page }) => {
  await page.goto("/mypage");
  await expect(page.getByText("로그인이 필요합니다.")).toBeVisible();
  await expect(page.getByText("Login required")).toBeVisible();
  await page.getByRole("link", { name: "로그인하러 가기" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fmypage$/);
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
