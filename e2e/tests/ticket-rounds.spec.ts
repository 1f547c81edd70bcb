import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const HOUR = 3_600_000;

/** What a datetime-local input holds for the Korean time `ms` from now, to the minute. */
const kstInput = (msFromNow: number) =>
  new Date(Date.now() + msFromNow + 9 * HOUR).toISOString().slice(0, 16);

async function concertThroughApi(
  request: APIRequestContext,
  auth: Record<string, string>,
  title: string,
) {
  const artist = await request.post("/api/admin/artist", {
    headers: auth,
    multipart: {
      artist: JSON.stringify({ name: `Round Band ${unique()}`, krName: "라운드 밴드" }),
    },
  });
  expect(artist.status(), await artist.text()).toBe(201);
  const { artistId } = (await artist.json()) as { artistId: number };
  const start = new Date(Date.now() + 60 * 24 * HOUR).toISOString().slice(0, 10);
  const concert = await request.post("/api/admin/new-concert", {
    headers: auth,
    multipart: {
      newConcert: JSON.stringify({
        artistId,
        title,
        startDate: start,
        venueName: "KSPO DOME",
        cityName: "서울",
        genre: "ROCK",
      }),
    },
  });
  expect(concert.status(), await concert.text()).toBe(201);
  return ((await concert.json()) as { newConcertId: number }).newConcertId;
}

test.describe("ticket rounds", () => {
  test.use({ signedInAs: "admin" });

  test("the admin adds two rounds and prices; the concert page counts down and the home page lists them", async ({
    page,
    request,
    auth,
  }) => {
    const title = `라운드 밴드 내한공연 ${unique()}`;
    const concertId = await concertThroughApi(request, auth, title);

    await page.goto("/admin");
    await page.getByRole("tab", { name: "공연 관리" }).click();
    await page.getByRole("button", { name: `${title} 수정` }).click();
    const panel = page.getByRole("region", { name: "티켓 오픈 일정" });
    await expect(panel.getByText("등록된 예매 일정이 없습니다.")).toBeVisible();

    const form = panel.getByRole("form", { name: "예매 일정 추가" });
    await form.getByLabel("예매 종류").selectOption({ label: "팬클럽 선예매" });
    await form.getByLabel("예매처", { exact: true }).selectOption("멜론티켓");
    await form.getByLabel("오픈 일시 (한국 시간)").fill(kstInput(3 * HOUR + 5 * 60_000));
    await form.getByLabel("마감 일시 (한국 시간, 선택)").fill(kstInput(2 * HOUR));
    await form.getByLabel("예매 링크").fill("https://ticket.melon.com/performance/index.htm");
    await form.getByRole("button", { name: "공식 팬클럽 인증" }).click();
    await form.getByRole("button", { name: "1인 2매" }).click();
    await form.getByRole("button", { name: "등록" }).click();
    await expect(form.getByText("마감 일시는 오픈 일시보다 뒤여야 합니다.")).toBeVisible();
    await form.getByLabel("마감 일시 (한국 시간, 선택)").fill(kstInput(27 * HOUR));
    await form.getByRole("button", { name: "등록" }).click();
    await expect(panel.getByText("'팬클럽 선예매' 일정을 추가했습니다.")).toBeVisible();

    await form.getByLabel("예매 종류").selectOption({ label: "일반예매" });
    await form.getByLabel("예매처", { exact: true }).selectOption("NOL 티켓");
    await form.getByLabel("오픈 일시 (한국 시간)").fill(kstInput(3 * 24 * HOUR));
    await form.getByLabel("예매 링크").fill("https://tickets.interpark.com/goods/1");
    await form.getByRole("button", { name: "등록" }).click();
    await expect(panel.getByText("'일반예매' 일정을 추가했습니다.")).toBeVisible();
    await expect(panel.getByRole("listitem")).toHaveCount(2);

    await panel.getByRole("button", { name: "가격 추가" }).click();
    await panel.getByLabel("1번째 등급").fill("VIP석");
    await panel.getByLabel("1번째 가격(원)").fill("198000");
    await panel.getByRole("button", { name: "가격 저장" }).click();
    await expect(panel.getByText("가격을 저장했습니다.")).toBeVisible();

    await page.goto(`/concert/${concertId}`);
    const section = page.getByRole("region", { name: "티켓 오픈" });
    const presale = section.getByRole("listitem").filter({ hasText: "팬클럽 선예매" }).first();
    await expect(presale.getByRole("timer")).toHaveText(/^(3시간 [0-5]분|2시간 5\d분) 후$/);
    await expect(presale).toContainText("멜론티켓");
    await expect(presale.getByRole("list", { name: "예매 조건" })).toContainText(
      "공식 팬클럽 인증",
    );
    await expect(
      presale.getByRole("link", { name: "멜론티켓 팬클럽 선예매 예매 페이지" }),
    ).toHaveAttribute("href", "https://ticket.melon.com/performance/index.htm");
    const general = section.getByRole("listitem").filter({ hasText: "일반예매" }).first();
    await expect(general.getByRole("timer")).toHaveText(/^D-[34]$/);
    await expect(section.getByRole("table", { name: "좌석 가격" })).toContainText("198,000원");

    await page.goto("/");
    const row = page.getByRole("region", { name: "예매 임박" });
    await expect(row.getByRole("link").filter({ hasText: title })).toHaveCount(2);
  });
});
