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

test("every control on the pages a visitor sees is at least 44 px each way", async ({
  page,
  request,
}) => {
  const { concertId, artistId, pastConcertId } = await someIds(request);
  const findings: string[] = [];
  const visit = async (path: string, ready: () => Promise<void>) => {
    await page.goto(path);
    await ready();
    await measure(page, path, findings);
  };

  await visit("/", () =>
    expect(page.getByRole("region", { name: "R&B" }).getByRole("link").first()).toBeVisible(),
  );
  await page.getByRole("button", { name: "메뉴 열기" }).click();
  await menuOpen(page);
  await measure(page, "menu", findings);

  await visit("/all", () =>
    expect(page.getByRole("article").first().getByRole("link").first()).toBeVisible(),
  );
  await visit(`/concert/${concertId}`, () =>
    expect(page.getByRole("list", { name: "본 공연" })).toBeVisible(),
  );
  await visit(`/artist/${artistId}`, () =>
    expect(
      page.getByRole("region", { name: "곡 랭킹" }).getByRole("listitem").first(),
    ).toBeVisible(),
  );
  await visit(`/past-concerts/${artistId}`, () =>
    expect(page.getByRole("main").getByRole("link").first()).toBeVisible(),
  );
  await visit(`/artist/${artistId}/setlist/${pastConcertId}`, () =>
    expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
  );
  await visit(`/board/${artistId}`, () =>
    expect(page.getByRole("list", { name: "게시글 목록" })).toBeVisible(),
  );
  await visit("/search?q=콜드플레이", () =>
    expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /콜드플레이/ })
        .first(),
    ).toBeVisible(),
  );
  await visit("/login", () => expect(page.getByRole("button", { name: "로그인" })).toBeVisible());
  await visit("/join", () => expect(page.getByRole("button", { name: "가입하기" })).toBeVisible());

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
