import { expect, test, toast } from "./fixtures";

// Looks as a visitor and writes nothing: shares the visitors' server.
test.use({ server: "visitors" });

test("home → concert → artist → expand ranking → past concert → setlist → back", async ({
  page,
}) => {
  await page.goto("/");
  // An artist with a long history (Laufey, newest on the row, has played two shows).
  const newRow = page.getByRole("region", { name: "NEW" });
  await newRow
    .getByRole("article")
    .filter({ hasText: "아리아나 그란데 내한공연" })
    .getByRole("link")
    .first()
    .click();
  await expect(page).toHaveURL(/\/concert\/\d+$/);

  await page.getByRole("link", { name: "아티스트 정보" }).click();
  await expect(page).toHaveURL(/\/artist\/\d+$/);
  const artistUrl = page.url();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "내한 예정" })).toBeVisible();
  // The concert we came from is among the artist's upcoming concerts.
  await expect(page.getByRole("link", { name: /D-\d+|D-DAY|공연 중/ }).first()).toBeVisible();

  const ranking = page.getByRole("region", { name: "곡 랭킹" });
  await expect(ranking.getByText(/최근 \d+회 공연 기준/)).toBeVisible();
  const songs = ranking.getByRole("listitem");
  await expect(songs).toHaveCount(5);
  await ranking.getByRole("button", { name: "곡 랭킹 더보기" }).click();
  expect(await songs.count()).toBeGreaterThan(5);
  expect(await songs.count()).toBeLessThanOrEqual(30);
  await expect(ranking.getByRole("button", { name: "곡 랭킹 접기" })).toBeVisible();

  const tabs = page.getByRole("navigation", { name: "아티스트 정보 바로가기" });
  await tabs.getByRole("link", { name: "지난 공연" }).click();
  await expect(tabs.getByRole("link", { name: "지난 공연" })).toHaveAttribute(
    "aria-current",
    "location",
  );
  const past = page.getByRole("region", { name: "지난 공연" });
  await expect(past.getByRole("link")).toHaveCount(4);
  await past.getByRole("button", { name: "지난 공연 더보기" }).click();
  expect(await past.getByRole("link").count()).toBeGreaterThan(4);

  const first = past.getByRole("link").first();
  const summary = await first.innerText();
  await first.click();
  await expect(page).toHaveURL(/\/artist\/\d+\/setlist\/\d+$/);
  // The setlist is headed by the venue the list showed for it.
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  expect(summary).toContain((await heading.innerText()).trim());
  await expect(page.getByRole("listitem").first()).toBeVisible();

  await page.getByRole("button", { name: "뒤로 가기" }).click();
  await expect(page).toHaveURL(artistUrl);
  // Back where the fan left: the lists are still expanded.
  await expect(page.getByRole("button", { name: "지난 공연 접기" })).toBeVisible();
  expect(await past.getByRole("link").count()).toBeGreaterThan(4);
  await expect(songs).not.toHaveCount(5);
  await expect(first).toBeInViewport();
});

test("concert → past concerts list → a setlist not updated yet", async ({ page }) => {
  const artists = (await (await page.request.get("/api/artists")).json()) as {
    artistId: number;
    name: string;
  }[];
  const muse = artists.find((a) => a.name === "Muse");
  expect(muse).toBeDefined();
  const concerts = (await (
    await page.request.get(`/api/artists/${muse?.artistId}/concerts`)
  ).json()) as { newConcertId: number }[];

  await page.goto(`/concert/${concerts[0]?.newConcertId}`);
  await page.getByRole("link", { name: "지난 공연 셋리스트" }).click();
  await expect(page).toHaveURL(new RegExp(`/past-concerts/${muse?.artistId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "지난 공연" })).toBeVisible();
  await expect(page.getByRole("link", { name: /뮤즈/ })).toHaveAttribute(
    "href",
    `/artist/${muse?.artistId}`,
  );
  const pending = page.getByRole("link", { name: /셋리스트 준비 중/ });
  await expect(pending).toHaveCount(1);
  await pending.click();
  await expect(page.getByText("아직 업데이트되지 않았어요")).toBeVisible();
  await expect(page.getByRole("link", { name: "setlist.fm에서 찾아보기" })).toHaveAttribute(
    "href",
    "https://www.setlist.fm/search?query=Muse",
  );
});

test("the artist heart asks a logged-out fan to log in; unknown artists say so", async ({
  page,
}) => {
  await page.goto("/artist/1");
  await page.getByRole("button", { name: "아티스트 즐겨찾기" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fartist%2F1$/);
  await expect(toast(page, "로그인이 필요합니다!")).toBeVisible();

  // The same tap while the page's code is still on its way (held back here) is not lost.
  await page.route(/\/assets\/artist-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  // Once the app's own script has run (it runs before DOMContentLoaded), not the screen's code.
  await page.goto("/artist/1", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "아티스트 즐겨찾기" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fartist%2F1$/);
  await page.unrouteAll();

  await page.goto("/artist/999999");
  await expect(page.getByText("아티스트를 찾을 수 없습니다.")).toBeVisible();
  await page.goto("/artist/1/setlist/999999");
  await expect(page.getByText("No setlist available.")).toBeVisible();
});
