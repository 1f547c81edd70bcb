// 카카오 로그인 and 네이버 로그인 against local stand-ins of the providers: a new fan signs in,
// picks a nickname, favourites a concert, logs out, and signs in again as the same fan.
import { type FakeProvider, startFakeProvider } from "@naehan/server/testing";
import type { Page } from "@playwright/test";
import { type AppServer, startServerFromTemplate } from "../lib/app-server";
import { test as base, expect } from "./fixtures";

const SHOTS = process.env.E2E_SHOTS_DIR;

type OAuthProvider = "kakao" | "naver";

const test = base.extend<
  object,
  { providers: Record<OAuthProvider, FakeProvider>; providerServer: AppServer }
>({
  providers: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const kakao = await startFakeProvider("kakao");
      const naver = await startFakeProvider("naver");
      kakao.rememberConsent = true;
      naver.rememberConsent = true;
      await use({ kakao, naver });
      await Promise.all([kakao.close(), naver.close()]);
    },
    { scope: "worker" },
  ],
  providerServer: [
    async ({ providers: { kakao, naver } }, use) => {
      const server = await startServerFromTemplate({
        KAKAO_CLIENT_ID: kakao.settings.clientId,
        KAKAO_CLIENT_SECRET: kakao.settings.clientSecret,
        KAKAO_AUTH_URL: kakao.settings.authUrl,
        KAKAO_API_URL: kakao.settings.apiUrl,
        NAVER_CLIENT_ID: naver.settings.clientId,
        NAVER_CLIENT_SECRET: naver.settings.clientSecret,
        NAVER_AUTH_URL: naver.settings.authUrl,
        NAVER_API_URL: naver.settings.apiUrl,
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: [
    async ({ providerServer }, use) => use(providerServer.baseURL),
    { scope: "test", timeout: 120_000 },
  ],
});

const BUTTON: Record<OAuthProvider, string> = { kakao: "카카오 로그인", naver: "네이버 로그인" };
let people = 0;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

for (const provider of ["kakao", "naver"] as const) {
  test(`a new fan taps ${BUTTON[provider]}, picks a nickname, favourites a concert, and is the same fan on the next sign-in`, async ({
    page,
    providers,
  }) => {
    const id = `${Date.now().toString(36)}${(people++).toString(36)}`;
    providers[provider].user = {
      id: provider === "kakao" ? String(Date.now()) : `e2e${id}`,
      nickname: provider === "kakao" ? "카카오팬" : "네이버팬",
      email: null,
    };

    await page.goto("/login");
    const button = page.getByRole("link", { name: BUTTON[provider] });
    await expect(button).toBeVisible();
    await expect(
      page.getByRole("link", { name: BUTTON[provider === "kakao" ? "naver" : "kakao"] }),
    ).toBeVisible();
    if (provider === "kakao") await shot(page, "login-providers");
    await button.click();

    // At the provider: its consent page.
    await page.getByRole("button", { name: "동의하고 계속하기" }).click();

    // Back with us: the nickname step, the provider's nickname offered.
    await expect(page.getByRole("heading", { name: "닉네임을 정해 주세요" })).toBeVisible();
    const nickname = page.getByRole("textbox", { name: "닉네임" });
    await expect(nickname).toHaveValue(providers[provider].user.nickname);
    if (provider === "kakao") await shot(page, "nickname-step");
    // Taken by the demo data's fans? Pick one of our own either way.
    await nickname.fill(`${provider}${id}`.slice(0, 20));
    await page.getByRole("button", { name: "동의하고 시작하기" }).click();
    await expect(page.getByText("이용약관에 동의해 주세요.")).toBeVisible();
    await page.getByRole("checkbox", { name: "[필수] 이용약관 동의" }).check();
    await page.getByRole("checkbox", { name: "[필수] 개인정보 수집·이용 동의" }).check();
    await page.getByRole("button", { name: "동의하고 시작하기" }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/rock");
    const card = page.getByRole("article").first();
    const concertTitle = (await card.getByRole("link").first().innerText()).trim();
    await card.getByRole("link").first().click();
    const heart = page.getByRole("button", { name: "공연 즐겨찾기" });
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    await page.goto("/mypage");
    const linked = page.getByRole("region", { name: "연결된 계정" });
    await expect(linked.getByText(/연결됨$/)).toHaveCount(1);
    await expect(linked.getByRole("button", { name: "연결 해제" })).toHaveCount(1);
    if (provider === "kakao") {
      await linked.scrollIntoViewIfNeeded();
      await shot(page, "linked-accounts");
    }

    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await page.getByRole("button", { name: "로그아웃", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    // Two taps: the login link, then the provider's button; the provider remembers the consent.
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await page.getByRole("dialog", { name: "메뉴" }).getByRole("link", { name: "로그인" }).click();
    await page.getByRole("link", { name: BUTTON[provider] }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/mypage");
    await expect(
      page
        .getByRole("list", { name: "즐겨찾는 공연" })
        .getByRole("link", { name: new RegExp(escapeRegExp(concertTitle)) }),
    ).toBeVisible();
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
