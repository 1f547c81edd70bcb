import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { apiSession, expect, newFan, question, storageStateFor, test, toast } from "./fixtures";

const unique = Date.now().toString(36);

/** Coldplay's id and its first upcoming concert, read through the API. */
async function coldplayConcert(request: APIRequestContext) {
  const artists = (await (await request.get("/api/artists")).json()) as {
    artistId: number;
    name: string;
  }[];
  const artistId = artists.find((a) => a.name === "Coldplay")?.artistId;
  const [concert] = (await (await request.get(`/api/artists/${artistId}/concerts`)).json()) as {
    newConcertId: number;
    title: string;
  }[];
  expect(concert).toBeDefined();
  return { artistId: artistId!, concert: concert! };
}

/** A post on Coldplay's concert board, written through the API by `token`'s user. */
async function postThroughApi(request: APIRequestContext, token: string, title: string) {
  const { artistId, concert } = await coldplayConcert(request);
  const response = await request.post("/api/articles", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      content: "스탠딩 A구역이에요.",
      categoryType: "NEW_CONCERT",
      artistId,
      newConcertId: concert.newConcertId,
    },
  });
  expect(response.status()).toBe(201);
  const post = (await response.json()) as { id: number };
  return { artistId, concert, postId: post.id };
}

/** A phone of its own for a second fan, set up like the configured one and signed in. */
async function newPhone(browser: Browser, baseURL: string, request: APIRequestContext) {
  const session = await apiSession(request, newFan("읽는이"));
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    locale: use.locale,
    timezoneId: use.timezoneId,
    storageState: storageStateFor(baseURL, session),
  });
  return { page: await context.newPage(), session };
}

const postDialog = (page: Page) => page.getByRole("dialog", { name: "게시글" });

test.describe("signed in", () => {
  test.use({ signedInAs: "fan" });

  test("a fan posts on the concert board, naming the concert, and reads it back", async ({
    page,
    request,
  }) => {
    const { artistId, concert } = await coldplayConcert(request);
    const title = `같이 갈 사람 구해요 ${unique}`;
    await page.goto(`/board/${artistId}`);
    await page.getByRole("button", { name: "글쓰기" }).click();
    await expect(page.getByRole("heading", { name: "글쓰기" })).toBeVisible();
    await expect(page.getByLabel("아티스트")).toHaveValue("콜드플레이");
    await page.getByLabel("게시판").selectOption({ label: "콘서트 게시판" });
    await page.getByLabel(/공연/).selectOption(String(concert.newConcertId));
    await page.getByLabel("제목").fill(title);
    await page.getByLabel("내용").fill("스탠딩 A구역이에요.\n<b>같이</b> 떼창해요!");
    await page.getByRole("button", { name: "등록" }).click();
    await expect(toast(page, "Post created")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/board/${artistId}$`));

    const list = page.getByRole("list", { name: "게시글 목록" });
    await list.getByRole("link", { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(/\?post=\d+$/);
    const popup = postDialog(page);
    await expect(popup.getByRole("heading", { name: title })).toBeVisible();
    await expect(popup.getByRole("link", { name: concert.title })).toBeVisible();
    await expect(popup.getByText("<b>같이</b> 떼창해요!")).toBeVisible();
    await expect(popup.getByRole("button", { name: "수정" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
  });

  test("another fan opens the post: no edit or delete, the API refuses, and they comment", async ({
    page,
    request,
    auth,
    user,
  }) => {
    // The page belongs to B; A's post is made through the API.
    const writer = await apiSession(request, newFan("글쓴이"));
    const title = `후기 나눠요 ${unique}`;
    const { artistId, postId } = await postThroughApi(request, writer.accessToken, title);
    await page.goto(`/board/${artistId}?post=${postId}`);
    const popup = postDialog(page);
    await expect(popup.getByRole("heading", { name: title })).toBeVisible();
    await expect(popup.getByRole("button", { name: "수정" })).toHaveCount(0);
    await expect(popup.getByRole("button", { name: "삭제" })).toHaveCount(0);
    const edit = await request.put(`/api/articles/${postId}`, {
      headers: auth,
      data: { title: "가로채기", content: "x", categoryType: "FREE_BOARD", newConcertId: 0 },
    });
    expect(edit.status()).toBe(403);
    expect((await request.delete(`/api/articles/${postId}`, { headers: auth })).status()).toBe(403);
    const unchanged = await (await request.get(`/api/articles/${postId}`)).json();
    expect(unchanged).toMatchObject({ title, userName: writer.nickname });

    const comment = `저도 스탠딩이에요! ${unique}`;
    await popup.getByRole("textbox", { name: "댓글 입력" }).fill(comment);
    await popup.getByRole("button", { name: "등록" }).click();
    const mine = popup.getByRole("list", { name: "댓글 목록" }).getByRole("listitem");
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(user.nickname);
    await expect(mine).toContainText(comment);
    await expect(mine.getByRole("button", { name: "수정" })).toBeVisible();
    await expect(page.getByRole("status", { name: "알림" }).filter({ hasText: /\S/ })).toHaveCount(
      0,
    );
  });

  test("the writer sees a comment in the artist page's read-only preview, then deletes the post with it", async ({
    page,
    request,
    browser,
    baseURL,
    session,
  }) => {
    const title = `티켓 양도 ${unique}`;
    const { artistId, postId } = await postThroughApi(request, session!.accessToken, title);
    // A second fan comments from a phone of their own.
    const other = await newPhone(browser, baseURL!, request);
    const comment = `저 관심 있어요 ${unique}`;
    const commented = await request.post("/api/comments", {
      headers: { authorization: `Bearer ${other.session.accessToken}` },
      data: { articleId: postId, content: comment },
    });
    expect(commented.status()).toBe(201);
    await other.page.context().close();

    await page.goto(`/artist/${artistId}`);
    await page
      .getByRole("navigation", { name: "아티스트 정보 바로가기" })
      .getByRole("link", { name: "게시판" })
      .click();
    const preview = page.getByRole("list", { name: "게시판 미리보기" });
    const row = preview.getByRole("link", { name: new RegExp(title) });
    await expect(row).toContainText("댓글 1");
    await row.click();
    const modal = postDialog(page);
    await expect(modal.getByText(comment)).toBeVisible();
    await expect(modal.getByRole("button", { name: "수정" })).toHaveCount(0);
    await expect(modal.getByRole("button", { name: "삭제" })).toHaveCount(0);
    await modal.getByRole("button", { name: "닫기" }).click();
    await expect(modal).toBeHidden();

    await page.goto(`/board/${artistId}?post=${postId}`);
    const popup = postDialog(page);
    await popup.getByRole("button", { name: "삭제" }).click();
    await question(page, "Are you sure you want to delete?")
      .getByRole("button", { name: "삭제" })
      .click();
    await expect(toast(page, "Post deleted")).toBeVisible();
    await expect(popup).toBeHidden();
    const list = page.getByRole("list", { name: "게시글 목록" });
    await expect(list.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
    expect((await request.get(`/api/articles/${postId}`)).status()).toBe(404);
    expect((await request.get(`/api/comments/article/${postId}`)).status()).toBe(404);
  });
});

test("a logged-out fan is sent to log in to write, and told so to comment", async ({ page }) => {
  await page.goto("/board/1");
  await page.getByRole("button", { name: "글쓰기" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fboard%2F1$/);
  await expect(toast(page, "로그인이 필요합니다!")).toBeVisible();

  await page.goto("/board/1");
  await page.getByRole("list", { name: "게시글 목록" }).getByRole("link").first().click();
  const popup = postDialog(page);
  await expect(popup.getByText("댓글을 작성하려면 로그인해야 합니다.")).toBeVisible();
  await popup.getByRole("textbox", { name: "댓글 입력" }).fill("안녕하세요");
  await popup.getByRole("button", { name: "등록" }).click();
  await expect(toast(page, "로그인된 사용자가 없습니다.")).toBeVisible();
  // Back closes the popup.
  await page.goBack();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/board\/1$/);
});
