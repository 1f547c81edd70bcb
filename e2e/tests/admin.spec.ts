import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { SETLISTFM_MBIDS } from "../lib/app-server";
import { expect, test, toast } from "./fixtures";

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
interface Band {
  name: string;
  krName: string;
  mbid?: string;
}
/** How the admin's artist pickers name an artist. */
const optionOf = (band: Band) => ({ label: `${band.name} (${band.krName})` });

/** `YYYY-MM-DD`, `days` from today: a concert that is still to come. */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today in Seoul, where the app's concerts take place: a show that is on tonight. */
const seoulToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(new Date());

/** An artist made through the admin API (for journeys that are not about the artist form). */
async function bandThroughApi(
  request: APIRequestContext,
  auth: Record<string, string>,
  band: Band,
) {
  const response = await request.post("/api/admin/artist", {
    headers: auth,
    multipart: { artist: JSON.stringify(band) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { artistId: number }).artistId;
}

async function syncThroughApi(
  request: APIRequestContext,
  auth: Record<string, string>,
  mbid: string,
) {
  const response = await request.post(`/api/admin/artists/${mbid}/sync`, { headers: auth });
  expect(response.ok(), await response.text()).toBe(true);
}

async function concertThroughApi(
  request: APIRequestContext,
  auth: Record<string, string>,
  artistId: number,
  title: string,
  date: string,
) {
  const newConcert = {
    artistId,
    title,
    startDate: date,
    endDate: date,
    venueName: "KSPO DOME",
    cityName: "서울",
    genre: "ROCK",
  };
  const response = await request.post("/api/admin/new-concert", {
    headers: auth,
    multipart: { newConcert: JSON.stringify(newConcert) },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function openAdmin(page: Page) {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "관리자" })).toBeVisible();
}

test("the admin page asks a visitor to log in first", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
});

test.describe("as the admin", () => {
  test.use({ signedInAs: "admin" });

  test("a new artist with its image, through the artist form", async ({ page }) => {
    const name = `Image Band ${unique()}`;
    await openAdmin(page);
    const artistForm = page.getByRole("form", { name: "새 아티스트 등록" });
    await artistForm.getByLabel("이름", { exact: true }).fill(name);
    await artistForm.getByLabel("한국어 이름").fill("이미지 밴드");
    await artistForm.getByLabel("아티스트 이미지").setInputFiles(fixture("artist.png"));
    await expect(artistForm.getByRole("img", { name: "아티스트 이미지 미리보기" })).toBeVisible();
    await artistForm.getByRole("button", { name: "등록" }).click();
    await expect(page.getByText(`'${name}' 아티스트를 등록했습니다.`)).toBeVisible();
    const artistRow = page.getByRole("row", { name: new RegExp(name) });
    await expect(artistRow.locator("img")).toHaveAttribute("src", /^\/media\/[\w-]+\.webp$/);
  });

  test("setlist.fm sync of a new artist, from the 데이터 동기화 tab", async ({
    page,
    request,
    auth,
  }) => {
    const band = { name: "The Fixture Band", krName: "픽스처 밴드", mbid: SETLISTFM_MBIDS[0] };
    await bandThroughApi(request, auth, band);
    await openAdmin(page);
    await page.getByRole("tab", { name: "데이터 동기화" }).click();
    await page.getByLabel("아티스트", { exact: true }).selectOption(optionOf(band));
    await page.getByRole("button", { name: "동기화", exact: true }).click();
    const syncResult = page.getByRole("region", { name: `${band.name} 동기화 결과` });
    await expect(syncResult).toContainText("새로 가져옴30");
    await expect(toast(page, /^데이터 동기화가 완료되었습니다\./)).toBeVisible();
  });

  test("a concert with its poster, through the concert form", async ({ page, request, auth }) => {
    const band = { name: `Poster Band ${unique()}`, krName: "포스터 밴드" };
    await bandThroughApi(request, auth, band);
    const title = `포스터 밴드 첫 내한공연 ${unique()}`;
    await openAdmin(page);
    await page.getByRole("tab", { name: "공연 관리" }).click();
    const concertForm = page.getByRole("form", { name: "새 공연 등록" });
    await concertForm.getByLabel("아티스트").selectOption(optionOf(band));
    await concertForm.getByLabel("공연 제목").fill(title);
    await concertForm.getByLabel("시작일").fill(daysFromNow(60));
    await concertForm.getByLabel("종료일").fill(daysFromNow(61));
    await concertForm.getByLabel("공연장").fill("KSPO DOME");
    await concertForm.getByLabel("도시").fill("서울");
    await concertForm.getByLabel("장르").selectOption("ROCK");
    await expect(concertForm.getByLabel("상태")).toHaveValue("UPCOMING");
    await concertForm.getByLabel("포스터").setInputFiles(fixture("poster.jpg"));
    await concertForm.getByRole("button", { name: "등록" }).click();
    await expect(page.getByText(`'${title}' 공연을 등록했습니다.`)).toBeVisible();
    const concertRow = page.getByRole("row", { name: new RegExp(title) });
    await expect(concertRow.locator("img")).toHaveAttribute("src", /^\/media\/[\w-]+\.webp$/);
  });

  test("a predicted setlist from the synced setlists, shown on the concert page, kept but not scored when made on the show's day", async ({
    page,
    request,
    auth,
  }) => {
    const band = { name: "The Second Band", krName: "세컨드 밴드", mbid: SETLISTFM_MBIDS[1] };
    const artistId = await bandThroughApi(request, auth, band);
    await syncThroughApi(request, auth, band.mbid);
    const title = `세컨드 밴드 내한공연 ${unique()}`;
    // Tonight's show: its first prediction can still be made, and its setlist typed in after.
    await concertThroughApi(request, auth, artistId, title, seoulToday());

    await openAdmin(page);
    await page.getByRole("tab", { name: "공연 관리" }).click();
    await page.getByRole("tab", { name: "예상 셋리스트" }).click();
    await page.getByLabel("아티스트", { exact: true }).selectOption(optionOf(band));
    const concertSelect = page.getByLabel("공연", { exact: true });
    const option = concertSelect.locator("option", { hasText: title });
    await expect(option).toHaveCount(1);
    await concertSelect.selectOption((await option.getAttribute("value")) ?? "");
    await page.getByRole("button", { name: "예상 셋리스트 생성" }).click();
    const predicted = page.getByRole("list", { name: "예상 셋리스트" });
    await expect(predicted.getByRole("listitem").first()).toContainText("Opener");
    await expect(predicted).toContainText("Closer");
    await expect(toast(page, /^예상 셋리스트가 생성되었습니다\. \(\d+곡\)$/)).toBeVisible();

    await page.getByRole("link", { name: "공연 페이지에서 보기" }).click();
    await expect(page).toHaveURL(/\/concert\/\d+$/);
    const concertUrl = page.url();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const main = page.getByRole("list", { name: "본 공연" });
    await expect(main.getByRole("listitem").first()).toContainText("Opener");
    await expect(main.getByRole("listitem").first()).toContainText(/연주 확률 \d+%/);
    await expect(page.getByRole("list", { name: "앙코르" })).toContainText("Closer");
    await expect(page.getByText("예측 신뢰도")).toContainText(/높음|보통|낮음/);
    await expect(page.getByText("퍼센트는 그 곡이 이번 공연에서 연주될 확률이에요.")).toBeVisible();

    // After the show: the admin types in what was played, under the concert's edit form.
    await openAdmin(page);
    await page.getByRole("tab", { name: "공연 관리" }).click();
    await page.getByRole("button", { name: `${title} 수정` }).click();
    const actual = page.getByRole("region", { name: "실제 셋리스트" });
    await actual
      .getByLabel("본 공연 (한 줄에 한 곡)")
      .fill("Opener\nSecond\nThird\nBrand New Song");
    await actual.getByLabel("앙코르 (한 줄에 한 곡)").fill("Closer");
    await actual.getByRole("button", { name: "실제 셋리스트 저장" }).click();
    await expect(actual.getByText("실제 셋리스트를 저장했어요.")).toBeVisible();
    // Tonight's prediction was made after the show's start as far as the app knows (no start time:
    // midnight), so it is kept but not scored (decision 014); the server tests score one made before.
    await expect(
      actual.getByText("공연이 시작된 뒤에 만든 예측이라 적중률을 매기지 않아요."),
    ).toBeVisible();

    await actual.getByRole("link", { name: "공연 페이지에서 보기" }).click();
    await expect(page).toHaveURL(concertUrl);
    await expect(main.getByRole("listitem").first()).toContainText("Opener");
    await expect(page.getByRole("region", { name: "예측 vs 실제" })).toHaveCount(0);
  });
});

test.describe("as a fan", () => {
  test.use({ signedInAs: "fan" });

  test("a fan who opens /admin is told there is no access and sent home", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, "No access permission")).toBeVisible();
  });
});
