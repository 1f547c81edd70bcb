import { type Browser, type Page, expect, test } from "@playwright/test";
import { acceptDialogs } from "./support";

const unique = Date.now().toString(36);
const writer = {
  email: `writer-${unique}@example.com`,
  nickname: `글쓴이${unique}`.slice(0, 20),
  password: "secret-pass1!",
};
const reader = {
  email: `reader-${unique}@example.com`,
  nickname: `읽는이${unique}`.slice(0, 20),
  password: "secret-pass2!",
};
type Account = typeof writer;

/** A phone of its own for a second fan, set up like the configured one. */
async function newPhone(browser: Browser): Promise<Page> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    locale: use.locale,
    timezoneId: use.timezoneId,
  });
  return context.newPage();
}

async function signUpAndLogIn(page: Page, account: Account) {
  const signup = await page.request.post("/api/auth/signup", {
    data: { ...account, confirmPassword: account.password },
  });
  expect(signup.status()).toBe(201);
  await page.goto("/login");
  await page.getByLabel("이메일").fill(account.email);
  await page.getByLabel("비밀번호").fill(account.password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("two fans: A posts on the concert board, B can only comment, A sees it and deletes", async ({
  page,
  browser,
}) => {
  const artists = (await (await page.request.get("/api/artists")).json()) as {
    artistId: number;
    name: string;
  }[];
  const artistId = artists.find((a) => a.name === "Coldplay")?.artistId;
  const [concert] = (await (
    await page.request.get(`/api/artists/${artistId}/concerts`)
  ).json()) as {
    newConcertId: number;
    title: string;
  }[];
  expect(concert).toBeDefined();
  const title = `같이 갈 사람 구해요 ${unique}`;

  // A writes a post on the concert board, naming the concert.
  const aAlerts = acceptDialogs(page);
  await signUpAndLogIn(page, writer);
  await page.goto(`/board/${artistId}`);
  await page.getByRole("button", { name: "글쓰기" }).click();
  await expect(page.getByRole("heading", { name: "글쓰기" })).toBeVisible();
  await expect(page.getByLabel("아티스트")).toHaveValue("콜드플레이");
  await page.getByLabel("게시판").selectOption({ label: "콘서트 게시판" });
  await page.getByLabel(/공연/).selectOption(String(concert?.newConcertId));
  await page.getByLabel("제목").fill(title);
  await page.getByLabel("내용").fill("스탠딩 A구역이에요.\n<b>같이</b> 떼창해요!");
  await page.getByRole("button", { name: "등록" }).click();
  await expect.poll(() => aAlerts).toEqual(["Post created"]);
  await expect(page).toHaveURL(new RegExp(`/board/${artistId}$`));

  const list = page.getByRole("list", { name: "게시글 목록" });
  await list.getByRole("link", { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(/\?post=\d+$/);
  const postId = Number(new URL(page.url()).searchParams.get("post"));
  const popup = page.getByRole("dialog", { name: "게시글" });
  await expect(popup.getByRole("heading", { name: title })).toBeVisible();
  await expect(popup.getByRole("link", { name: concert?.title })).toBeVisible();
  await expect(popup.getByText("<b>같이</b> 떼창해요!")).toBeVisible();
  await expect(popup.getByRole("button", { name: "수정" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();

  // B opens the same post: no edit or delete, and the API refuses B's attempts.
  const other = await newPhone(browser);
  const bAlerts = acceptDialogs(other);
  await signUpAndLogIn(other, reader);
  await other.goto(`/board/${artistId}?post=${postId}`);
  const bPopup = other.getByRole("dialog", { name: "게시글" });
  await expect(bPopup.getByRole("heading", { name: title })).toBeVisible();
  await expect(bPopup.getByRole("button", { name: "수정" })).toHaveCount(0);
  await expect(bPopup.getByRole("button", { name: "삭제" })).toHaveCount(0);
  const bToken = await other.evaluate(() => localStorage.getItem("token"));
  const headers = { authorization: `Bearer ${bToken}` };
  const edit = await other.request.put(`/api/articles/${postId}`, {
    headers,
    data: { title: "가로채기", content: "x", categoryType: "FREE_BOARD", newConcertId: 0 },
  });
  expect(edit.status()).toBe(403);
  expect((await other.request.delete(`/api/articles/${postId}`, { headers })).status()).toBe(403);
  const unchanged = await (await other.request.get(`/api/articles/${postId}`)).json();
  expect(unchanged).toMatchObject({ title, userName: writer.nickname });

  // B comments.
  const comment = `저도 스탠딩이에요! ${unique}`;
  await bPopup.getByRole("textbox", { name: "댓글 입력" }).fill(comment);
  await bPopup.getByRole("button", { name: "등록" }).click();
  const bComment = bPopup.getByRole("list", { name: "댓글 목록" }).getByRole("listitem");
  await expect(bComment).toHaveCount(1);
  await expect(bComment).toContainText(reader.nickname);
  await expect(bComment).toContainText(comment);
  await expect(bComment.getByRole("button", { name: "수정" })).toBeVisible();
  expect(bAlerts).toEqual([]);
  await other.context().close();

  // A sees the comment from the artist page's board preview, where the post is read-only.
  await page.goto(`/artist/${artistId}`);
  await page
    .getByRole("navigation", { name: "아티스트 정보 바로가기" })
    .getByRole("link", { name: "게시판" })
    .click();
  const preview = page.getByRole("list", { name: "게시판 미리보기" });
  const row = preview.getByRole("button", { name: new RegExp(title) });
  await expect(row).toContainText("댓글 1");
  await row.click();
  const modal = page.getByRole("dialog", { name: "게시글" });
  await expect(modal.getByText(comment)).toBeVisible();
  await expect(modal.getByRole("button", { name: "수정" })).toHaveCount(0);
  await expect(modal.getByRole("button", { name: "삭제" })).toHaveCount(0);
  await modal.getByRole("button", { name: "닫기" }).click();
  await expect(modal).toBeHidden();

  // A deletes the post from the board; its comment goes with it.
  await page.goto(`/board/${artistId}?post=${postId}`);
  await popup.getByRole("button", { name: "삭제" }).click();
  await expect
    .poll(() => aAlerts.slice(1))
    .toEqual(["Are you sure you want to delete?", "Post deleted"]);
  await expect(popup).toBeHidden();
  await expect(list.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
  expect((await page.request.get(`/api/articles/${postId}`)).status()).toBe(404);
  expect((await page.request.get(`/api/comments/article/${postId}`)).status()).toBe(404);
});

test("a logged-out fan is sent to log in to write, and told so to comment", async ({ page }) => {
  const alerts = acceptDialogs(page);
  await page.goto("/board/1");
  await page.getByRole("button", { name: "글쓰기" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fboard%2F1$/);
  expect(alerts).toEqual(["로그인이 필요합니다!"]);

  await page.goto("/board/1");
  await page.getByRole("list", { name: "게시글 목록" }).getByRole("link").first().click();
  const popup = page.getByRole("dialog", { name: "게시글" });
  await expect(popup.getByText("댓글을 작성하려면 로그인해야 합니다.")).toBeVisible();
  await popup.getByRole("textbox", { name: "댓글 입력" }).fill("안녕하세요");
  await popup.getByRole("button", { name: "등록" }).click();
  await expect.poll(() => alerts.at(-1)).toBe("로그인된 사용자가 없습니다.");
  // Back closes the popup.
  await page.goBack();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/board\/1$/);
});
