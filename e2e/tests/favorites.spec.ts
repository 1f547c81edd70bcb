import { ADMIN } from "../lib/app-server";
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

  test("a fan asks for 취소표 알림 on an upcoming concert, finds it on after a reload, and turns it off", async ({
    page,
  }) => {
    await page.goto("/all?sort=soon");
    await page.getByRole("article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/concert\/\d+$/);
    const watch = page.getByRole("region", { name: "취소표 알림" });
    const toggle = watch.getByRole("button", { name: "알림 받기" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(page.getByText("취소표가 열리면 알려 드릴게요.")).toBeVisible();
    await expect(watch.getByRole("button", { name: "알림 받는 중" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await page.reload();
    const on = page.getByRole("region", { name: "취소표 알림" }).getByRole("button");
    await expect(on).toHaveText("알림 받는 중");
    await on.click();
    await expect(page.getByText("취소표 알림을 껐어요.")).toBeVisible();
    await expect(on).toHaveText("알림 받기");
  });

  test("알림 받기 on a round card turns the concert's reminders on and says when they go out", async ({
    page,
    request,
  }) => {
    const login = await request.post("/api/auth/login", {
      data: { email: ADMIN.email, password: ADMIN.password },
    });
    const admin = {
      authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
    };
    const artists = (await (await request.get("/api/artists")).json()) as { artistId: number }[];
    const created = await request.post("/api/admin/new-concert", {
      headers: admin,
      multipart: {
        newConcert: JSON.stringify({
          artistId: artists[0]!.artistId,
          title: `알림 시험 공연 ${Date.now().toString(36)}`,
          startDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
          venueName: "KSPO DOME",
          cityName: "서울",
          genre: "POP",
        }),
      },
    });
    const { newConcertId } = (await created.json()) as { newConcertId: number };
    const round = await request.post(`/api/admin/new-concerts/${newConcertId}/ticket-rounds`, {
      headers: admin,
      data: {
        kind: "GENERAL",
        vendor: "NOL 티켓",
        opensAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      },
    });
    expect(round.status()).toBe(201);

    await page.goto(`/concert/${newConcertId}`);
    const card = page.getByRole("region", { name: "티켓 오픈" }).getByRole("listitem").first();
    const alarm = card.getByRole("button", { name: "일반예매 알림 받기" });
    await expect(alarm).toHaveAttribute("aria-pressed", "false");
    await alarm.click();
    await expect(
      page.getByText("공연을 즐겨찾기했어요. 티켓 오픈 알림을 보내 드릴게요."),
    ).toBeVisible();
    await expect(alarm).toHaveAttribute("aria-pressed", "true");
    // The fan's default reminders, with the round's own opening.
    await expect(
      card.getByText(/^\d{4}\.\d\d\.\d\d \d\d:\d\d 오픈 · 1일 전 · 1시간 전 · 10분 전$/),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "공연 즐겨찾기" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
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
