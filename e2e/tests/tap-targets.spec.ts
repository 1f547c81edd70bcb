import type { APIRequestContext, Page } from "@playwright/test";
import { smallTapTargets } from "../lib/tap-targets";
import { expect, test } from "./fixtures";

// Every control outside running text is at least 44×44 px at 390×844 (Lighthouse only asks for
// 24 px). Each page is measured once its data is on screen.

interface Ids {
  concertId: number;
  artistId: number;
  pastConcertId: number;
}

/** Coldplay (who has posts on the board), a concert of theirs and a past concert with a setlist. */
async function someIds(request: APIRequestContext): Promise<Ids> {
  const artists = (await (await request.get("/api/artists")).json()) as {
    artistId: number;
    name: string;
  }[];
  const artistId = artists.find((a) => a.name === "Coldplay")!.artistId;
  const [concert] = (await (await request.get(`/api/artists/${artistId}/concerts`)).json()) as {
    newConcertId: number;
  }[];
  const [past] = (await (await request.get(`/api/artists/${artistId}/past-concerts`)).json()) as {
    pastConcertId: number;
  }[];
  return { concertId: concert!.newConcertId, artistId, pastConcertId: past!.pastConcertId };
}

/** Waits for the side menu to finish sliding in: mid-way, its controls are drawn smaller. */
async function menuOpen(page: Page) {
  const menu = page.getByRole("dialog", { name: "메뉴" });
  await expect(menu).toBeVisible();
  await menu.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/** Measures the page as it is now, naming it in each finding. */
async function measure(page: Page, where: string, findings: string[]) {
  findings.push(...(await smallTapTargets(page)).map((found) => `${where}: ${found}`));
}

/** Opens `path`, waits until `ready`, and measures the page. */
async function visit(page: Page, path: string, ready: () => Promise<void>, findings: string[]) {
  await page.goto(path);
  await ready();
  await measure(page, path, findings);
}

// The pages a visitor sees, in two journeys of a few pages each.
test("every control on home, the menu, the concert list and a concert is at least 44 px each way", async ({
  page,
  request,
}) => {
  const { concertId } = await someIds(request);
  const findings: string[] = [];

  await visit(
    page,
    "/",
    () => expect(page.getByRole("region", { name: "R&B" }).getByRole("link").first()).toBeVisible(),
    findings,
  );
  await page.getByRole("button", { name: "메뉴 열기" }).click();
  await menuOpen(page);
  await measure(page, "menu", findings);

  await visit(
    page,
    "/all",
    () => expect(page.getByRole("article").first().getByRole("link").first()).toBeVisible(),
    findings,
  );
  await visit(
    page,
    `/concert/${concertId}`,
    () => expect(page.getByRole("list", { name: "본 공연" })).toBeVisible(),
    findings,
  );

  expect(findings).toEqual([]);
});

test("every control on an artist's pages, the board, search and the sign-in forms is at least 44 px each way", async ({
  page,
  request,
}) => {
  const { artistId, pastConcertId } = await someIds(request);
  const findings: string[] = [];

  await visit(
    page,
    `/artist/${artistId}`,
    () =>
      expect(
        page.getByRole("region", { name: "곡 랭킹" }).getByRole("listitem").first(),
      ).toBeVisible(),
    findings,
  );
  await visit(
    page,
    `/past-concerts/${artistId}`,
    () => expect(page.getByRole("main").getByRole("link").first()).toBeVisible(),
    findings,
  );
  await visit(
    page,
    `/artist/${artistId}/setlist/${pastConcertId}`,
    () => expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
    findings,
  );
  await visit(
    page,
    `/board/${artistId}`,
    () => expect(page.getByRole("list", { name: "게시글 목록" })).toBeVisible(),
    findings,
  );
  await visit(
    page,
    "/search?q=콜드플레이",
    () =>
      expect(
        page
          .getByRole("main")
          .getByRole("link", { name: /콜드플레이/ })
          .first(),
      ).toBeVisible(),
    findings,
  );
  await visit(
    page,
    "/login",
    () => expect(page.getByRole("button", { name: "로그인" })).toBeVisible(),
    findings,
  );
  await visit(
    page,
    "/join",
    () => expect(page.getByRole("button", { name: "가입하기" })).toBeVisible(),
    findings,
  );

  expect(findings).toEqual([]);
});

test.describe("signed in", () => {
  test.use({ signedInAs: "fan" });

  test("every control of a fan's own post, dialogs, forms and my page is at least 44 px each way", async ({
    page,
    request,
    auth,
  }) => {
    const { concertId, artistId } = await someIds(request);
    const posted = await request.post("/api/articles", {
      headers: auth,
      data: {
        title: "44px",
        content: "본문",
        categoryType: "FREE_BOARD",
        artistId,
        newConcertId: 0,
      },
    });
    const { id: postId } = (await posted.json()) as { id: number };
    await request.post("/api/comments", {
      headers: auth,
      data: { articleId: postId, content: "댓글" },
    });
    await request.post(`/api/favorites/artist/${artistId}`, { headers: auth });
    await request.post(`/api/favorites/concert/${concertId}`, { headers: auth });
    const findings: string[] = [];

    await page.goto(`/board/${artistId}?post=${postId}`);
    const popup = page.getByRole("dialog", { name: "게시글" });
    await expect(popup.getByRole("list", { name: "댓글 목록" })).toBeVisible();
    await expect(popup.getByRole("button", { name: "삭제" }).first()).toBeVisible();
    await measure(page, "own post", findings);
    await popup.getByRole("button", { name: "삭제" }).first().click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await measure(page, "confirm dialog", findings);
    await page.getByRole("alertdialog").getByRole("button", { name: "취소" }).click();
    await expect(page.getByRole("alertdialog")).toBeHidden();

    await page.goto(`/board/${artistId}?write=1`);
    await expect(page.getByRole("button", { name: "등록" })).toBeVisible();
    await measure(page, "write form", findings);

    await page.goto("/mypage");
    await expect(page.getByRole("list", { name: "즐겨찾는 공연" })).toBeVisible();
    await expect(page.getByRole("button", { name: "알림 설정 저장" })).toBeVisible();
    await measure(page, "my page", findings);
    await page.getByRole("tab", { name: "게시물" }).click();
    await expect(page.getByRole("link", { name: /44px/ }).first()).toBeVisible();
    await measure(page, "my posts", findings);

    await page.goto("/notifications");
    await expect(page.getByText("받은 알림이 없습니다.")).toBeVisible();
    await measure(page, "inbox", findings);

    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await menuOpen(page);
    await measure(page, "menu, signed in", findings);

    expect(findings).toEqual([]);
  });
});
