import type { Page } from "@playwright/test";
import { type SessionUser, expect, newFan, test } from "./fixtures";

// Its fans change only their own things: shares the fans' server.
test.use({ server: "fans" });

/**
 * One phone, two fans, one tab (finding 4 of the security review): after A logs out, B logs in
 * and opens the my page without any reload, and never sees A's favourites or calendar URL.
 */
async function logInThroughTheForm(page: Page, user: SessionUser) {
  await page.getByLabel("이메일").fill(user.email);
  await page.getByLabel("비밀번호").fill(user.password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function openMyPageFromTheMenu(page: Page, user: SessionUser) {
  await page.getByRole("button", { name: "메뉴 열기" }).click();
  await page.getByRole("link", { name: user.nickname }).click();
  await expect(page).toHaveURL(/\/mypage$/);
}

test.use({ signedInAs: "fan" });

test("user B never sees A's favourites or calendar URL in the same tab", async ({
  page,
  request,
  user: alice,
}) => {
  const bob = newFan("밥");
  const signup = await request.post("/api/auth/signup", {
    data: { ...bob, confirmPassword: bob.password },
  });
  expect(signup.status()).toBe(201);

  await page.goto("/rock");
  const card = page.getByRole("article").first();
  await card.getByRole("link").first().click();
  await page.getByRole("link", { name: "아티스트 정보" }).click();
  await expect(page).toHaveURL(/\/artist\/\d+$/);
  const artistPath = new URL(page.url()).pathname;
  await page.getByRole("button", { name: "아티스트 즐겨찾기" }).click();
  await expect(page.getByRole("button", { name: "아티스트 즐겨찾기" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await openMyPageFromTheMenu(page, alice);
  const artists = page.getByRole("list", { name: "즐겨찾는 아티스트" });
  await expect(artists.locator(`a[href="${artistPath}"]`)).toBeVisible();
  const calendarUrl = page.getByLabel("캘린더 구독 주소");
  await expect(calendarUrl).toHaveValue(/calendar\.ics\?key=/);
  const aliceUrl = await calendarUrl.inputValue();

  // A marker that a reload would wipe: from here on everything happens in this one document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("button", { name: "로그아웃", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("button", { name: "메뉴 열기" }).click();
  await page.getByRole("link", { name: "로그인" }).click();
  await logInThroughTheForm(page, bob);
  await openMyPageFromTheMenu(page, bob);

  await expect(calendarUrl).toHaveValue(/calendar\.ics\?key=/);
  expect(await calendarUrl.inputValue()).not.toBe(aliceUrl);
  await expect(page.getByRole("main").locator(`a[href="${artistPath}"]`)).toHaveCount(0);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
