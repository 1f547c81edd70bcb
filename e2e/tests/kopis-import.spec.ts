import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { apiSession, expect, newFan, storageStateFor, test } from "./fixtures";

test.use({ signedInAs: "admin" });

/** Where the journey's screenshots go when asked (E2E_SHOTS_DIR): pictures to look at, not asserts. */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false });
}

test("the admin imports KOPIS's listings and approves one in three taps: the concert is on home with its poster and prices, and the artist's fan is told", async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  if (!baseURL) throw new Error("no baseURL");
  // A fan of Bruno Mars (demo data), signed in on a phone of their own.
  const fanApi = await playwright.request.newContext({ baseURL });
  const fan = await apiSession(fanApi, newFan("브마팬"));
  const artists = (await (await fanApi.get("/api/artists")).json()) as {
    artistId: number;
    krName: string | null;
  }[];
  const bruno = artists.find((a) => a.krName === "브루노 마스");
  if (!bruno) throw new Error("demo data without Bruno Mars");
  const favourite = await fanApi.post(`/api/favorites/artist/${bruno.artistId}`, {
    headers: { authorization: `Bearer ${fan.accessToken}` },
  });
  expect(favourite.ok()).toBe(true);

  await page.goto("/admin");
  await page.getByRole("tab", { name: "새 공연 후보" }).click();
  await page.getByRole("button", { name: "지금 가져오기" }).click();
  await expect(page.getByText(/가져오기 #\d+ · 완료/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("읽음 13 · 새 후보 10 · 변경 0 · 건너뜀 3 · 실패 0")).toBeVisible();

  const card = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: "2027 BRUNO MARS LIVE IN KOREA" }),
  });
  await expect(card.getByText("VIP석 242,000원 · R석 198,000원 · S석 165,000원")).toBeVisible();
  await expect(card.getByRole("link", { name: "쿠팡플레이" })).toBeVisible();
  await expect(card.getByText("아티스트: Bruno Mars (브루노 마스)")).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(page, "1-queue");

  // Three taps: 승인, the genre, 이대로 등록 (the proposed artist is already chosen).
  await card.getByRole("button", { name: "승인" }).click();
  await card.getByRole("radio", { name: "POP", exact: true }).click();
  await shot(page, "2-approval");
  await card.getByRole("button", { name: "이대로 등록" }).click();
  await expect(page.getByText("‘2027 BRUNO MARS LIVE IN KOREA’ 공연을 등록했어요.")).toBeVisible();
  // Approved: out of the queue.
  await expect(card).toHaveCount(0);
  await shot(page, "3-approved");

  // On home, with its poster; on its page, its prices.
  await page.goto("/");
  const newest = page
    .getByRole("region", { name: "NEW" })
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: "2027 BRUNO MARS LIVE IN KOREA" }) });
  await expect(newest.locator("img").first()).toHaveAttribute("src", /\/media\/.+\.webp/);
  await newest.scrollIntoViewIfNeeded();
  await shot(page, "5-home");
  await card
    .page()
    .getByRole("link", { name: /2027 BRUNO MARS LIVE IN KOREA/ })
    .first()
    .click();
  await expect(page.getByText("242,000원").first()).toBeVisible();

  // The fan's inbox has the new-concert alert (the producer runs when the approval wakes it).
  const fanContext = await browser.newContext({ storageState: storageStateFor(baseURL, fan) });
  const fanPage = await fanContext.newPage();
  await expect(async () => {
    await fanPage.goto("/notifications");
    await expect(fanPage.getByText("2027 BRUNO MARS LIVE IN KOREA").first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });
  await fanContext.close();
  await fanApi.dispose();
});

test("a pasted notice fills the rounds form for the admin to correct and save", async ({
  page,
}) => {
  await page.goto("/admin");
  await page.getByRole("tab", { name: "공연 관리" }).click();
  await page
    .getByRole("button", { name: / 수정$/ })
    .first()
    .click();
  const panel = page.getByRole("region", { name: "티켓 오픈 일정" });
  const paste = panel.getByLabel("티켓 오픈 공지 붙여넣기");
  await paste.scrollIntoViewIfNeeded();
  await paste.fill(
    [
      "[티켓 오픈 안내]",
      "팬클럽 선예매 : 2027년 3월 5일(금) 오후 8시 ~ 3월 6일(토) 오후 11시 59분",
      "일반 예매 : 2027년 3월 9일(화) 오후 8시",
      "예매처 : 멜론티켓 단독",
      "",
      "[티켓 가격]",
      "VIP석 198,000원 / R석 165,000원 / S석 143,000원",
    ].join("\n"),
  );
  await panel.getByRole("button", { name: "공지 읽기" }).click();
  await expect(panel.getByText(/일정 2개, 가격 3개를 찾았어요/)).toBeVisible();
  // The first round fills the form (open and close in Korean time), the prices the price form.
  const form = panel.getByRole("form", { name: "예매 일정 추가" });
  await expect(form.getByLabel("오픈 일시 (한국 시간)")).toHaveValue("2027-03-05T20:00");
  await expect(form.getByLabel("마감 일시 (한국 시간, 선택)")).toHaveValue("2027-03-06T23:59");
  // The second round, chosen from the list, replaces it.
  await panel.getByRole("button", { name: "채우기" }).nth(1).click();
  await expect(form.getByLabel("오픈 일시 (한국 시간)")).toHaveValue("2027-03-09T20:00");
  await panel.getByText(/일정 2개, 가격 3개를 찾았어요/).scrollIntoViewIfNeeded();
  await shot(page, "4-rounds-after-paste");
  await form.getByLabel("예매처").first().scrollIntoViewIfNeeded();
  await shot(page, "6-rounds-form-filled");
});
