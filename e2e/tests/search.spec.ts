import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Looks as a visitor and writes nothing: shares the visitors' server.
test.use({ server: "visitors" });

const searchBox = (page: Page) => page.getByRole("combobox", { name: "검색어" });

test("search by Korean name: the artist block, its concert, and the query kept in the URL", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "검색", exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);

  await searchBox(page).fill("콜드플레이");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=%EC%BD%9C/);

  const block = page.getByRole("article", { name: "콜드플레이" });
  await expect(block).toBeVisible();
  await expect(block).toContainText("Coldplay");
  await expect(block.getByRole("link", { name: "콜드플레이 공식 SNS" })).toHaveAttribute(
    "href",
    /^https:\/\//,
  );
  await expect(page.getByRole("heading", { name: "내한 예정" })).toBeVisible();

  const concert = page.getByRole("link", { name: "2027 콜드플레이 내한공연" });
  await concert.click();
  await expect(page).toHaveURL(/\/concert\/\d+$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "2027 콜드플레이 내한공연" }),
  ).toBeVisible();

  // Back and reload both show the same search.
  await page.goBack();
  await expect(searchBox(page)).toHaveValue("콜드플레이");
  await expect(page.getByRole("article", { name: "콜드플레이" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("link", { name: "2027 콜드플레이 내한공연" })).toBeVisible();
});

test("search by initial consonants lists the concerts without an artist block, and offers the artist they name", async ({
  page,
}) => {
  await page.goto("/search");
  await searchBox(page).fill("ㅋㄷㅍㄹㅇ");
  await page.getByRole("button", { name: "검색", exact: true }).click();

  const concert = page.getByRole("link", { name: "2027 콜드플레이 내한공연" });
  await expect(concert).toBeVisible();
  await expect(concert).toHaveAttribute("href", /^\/concert\/\d+$/);
  await expect(page.getByRole("article")).toHaveCount(0);
  // Beside the list, the artist the consonants name is one tap away.
  await page
    .getByRole("navigation", { name: "찾는 아티스트" })
    .getByRole("link", { name: /콜드플레이/ })
    .click();
  await expect(page).toHaveURL(/\/artist\/\d+$/);
  await expect(page.getByRole("heading", { name: "콜드플레이", level: 1 })).toBeVisible();
});

test("a nonsense word says nothing was found for it", async ({ page }) => {
  await page.goto("/search");
  await searchBox(page).fill("qwxzvbk");
  await searchBox(page).press("Enter");
  await expect(page.getByText("‘qwxzvbk’에 해당하는 아티스트나 공연이 없습니다.")).toBeVisible();
});

test("suggestions while typing: 초성 offers the artist, and a tap opens its page", async ({
  page,
}) => {
  await page.goto("/search");
  await searchBox(page).pressSequentially("ㅋㄷ");
  const list = page.getByRole("listbox", { name: "추천 아티스트" });
  const coldplay = list.getByRole("option", { name: "콜드플레이 Coldplay" });
  await expect(coldplay).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute("aria-expanded", "true");
  await coldplay.click();
  await expect(page).toHaveURL(/\/artist\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /콜드플레이/ })).toBeVisible();
});
