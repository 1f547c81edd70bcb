import type { Page } from "@playwright/test";
import { type SessionUser, expect, newFan, test, toast } from "./fixtures";

// Its fans change only their own things: shares the fans' server.
test.use({ server: "fans" });

/** An access token whose `exp` is in the past (the client checks expiry before using it). */
function expiredToken(): string {
  const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ sub: "1", id: 1, nickname: "x", roles: ["ROLE_USER"], iat: now - 3600, exp: now - 1800 })}.c2ln`;
}

async function menuShowsNickname(page: Page, user: SessionUser) {
  await page.getByRole("button", { name: "메뉴 열기" }).click();
  await expect(
    page.getByRole("dialog", { name: "메뉴" }).getByRole("link", { name: user.nickname }),
  ).toBeVisible();
  await page.getByRole("button", { name: "메뉴 닫기" }).click();
}

test("sign up → a wrong password is refused → log in", async ({ page }) => {
  const account = newFan();

  await page.goto("/join");
  await page.getByLabel("이메일").fill(account.email);
  await page.getByLabel("닉네임").fill(account.nickname);
  await page.getByLabel("비밀번호", { exact: true }).fill("abcd1234");
  const checklist = page.getByRole("list", { name: "비밀번호 조건" });
  await expect(checklist).toContainText("8~15자 (충족)");
  await expect(checklist).toContainText("특수문자 포함 (미충족)");
  await page.getByLabel("비밀번호", { exact: true }).fill(account.password);
  await page.getByLabel("비밀번호 확인").fill(account.password);
  // The terms and privacy consents are required; alerts are left to the fan.
  await page.getByRole("button", { name: "가입하기" }).click();
  await expect(page.getByText("이용약관에 동의해 주세요.")).toBeVisible();
  await page.getByRole("checkbox", { name: "[필수] 이용약관 동의" }).check();
  await page.getByRole("checkbox", { name: "[필수] 개인정보 수집·이용 동의" }).check();
  await page.getByRole("button", { name: "가입하기" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, "회원가입이 완료되었습니다!")).toBeVisible();

  await page.getByLabel("이메일").fill(account.email);
  await page.getByLabel("비밀번호").fill("wrong-password");
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(toast(page, "로그인 실패: 이메일 또는 비밀번호가 올바르지 않습니다.")).toBeVisible();

  await page.getByLabel("비밀번호").fill(account.password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL(/\/$/);
  await menuShowsNickname(page, account);
});

test.describe("signed in", () => {
  test.use({ signedInAs: "fan" });

  test("stay logged in → silent refresh → log out", async ({ page, request, user }) => {
    await page.goto("/");
    await menuShowsNickname(page, user);
    await page.reload();
    await menuShowsNickname(page, user);
    // Logged in, /login sends you home.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);

    // The access token expires while the tab is closed: the next visit renews it unnoticed.
    await page.evaluate((token) => localStorage.setItem("token", token), expiredToken());
    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith("/auth/refresh") && r.status() === 200,
    );
    await page.reload();
    await refreshed;
    await menuShowsNickname(page, user);
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const me = await request.get("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { nickname: string }).nickname).toBe(user.nickname);

    const refreshToken = await page.evaluate(() => localStorage.getItem("refreshToken"));
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    // The revoke goes out with the page's move home and is not waited for by the app.
    const revoked = page.waitForResponse((r) => r.url().endsWith("/api/auth/logout"));
    await page.getByRole("button", { name: "로그아웃" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await revoked).status()).toBe(204);
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await expect(
      page.getByRole("dialog", { name: "메뉴" }).getByRole("link", { name: "로그인" }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    const reuse = await request.post("/auth/refresh", { data: { refreshToken } });
    expect(reuse.status()).toBe(401);
  });
});
