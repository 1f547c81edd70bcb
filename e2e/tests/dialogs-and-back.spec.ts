import type { APIRequestContext } from "@playwright/test";
import { expect, question, test, toast } from "./fixtures";

/** An artist with posts on the board (Coldplay). */
async function coldplay(request: APIRequestContext) {
  const artists = (await (await request.get("/api/artists")).json()) as {
    artistId: number;
    name: string;
  }[];
  return artists.find((a) => a.name === "Coldplay")!.artistId;
}

test("the phone's back button closes the side menu and the artist page's post pop-up, not the page", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "POP 더보기", exact: true }).click();
  await expect(page).toHaveURL(/\/pop$/);
  const menu = page.getByRole("dialog", { name: "메뉴" });

  await page.getByRole("button", { name: "메뉴 열기" }).click();
  await expect(menu).toBeVisible();
  await page.goBack();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/pop$/);
  await expect(page.getByRole("heading", { level: 1, name: "POP" })).toBeVisible();

  // Escape closes it too; a link in it replaces the menu: back from there is the page before.
  await page.getByRole("button", { name: "메뉴 열기" }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "메뉴 열기" }).click();
  await menu.getByRole("link", { name: "ROCK", exact: true }).click();
  await expect(page).toHaveURL(/\/rock$/);
  await expect(menu).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/pop$/);
  await expect(menu).toBeHidden();

  const artistId = await coldplay(request);
  await page.goto(`/artist/${artistId}`);
  const preview = page.getByRole("list", { name: "게시판 미리보기" });
  await preview.getByRole("link").first().click();
  const popup = page.getByRole("dialog", { name: "게시글" });
  await expect(popup.getByRole("article")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/artist/${artistId}\\?post=\\d+$`));
  await page.goBack();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/artist/${artistId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("signed in", () => {
  test.use({ signedInAs: "fan" });

  test("deleting a post asks in an accessible dialog: focus kept inside, Escape and back say no, the answer is announced", async ({
    page,
    request,
    auth,
  }) => {
    const artistId = await coldplay(request);
    const posted = await request.post("/api/articles", {
      headers: auth,
      data: {
        title: "지울 글",
        content: "곧 지워요",
        categoryType: "FREE_BOARD",
        artistId,
        newConcertId: 0,
      },
    });
    const { id: postId } = (await posted.json()) as { id: number };
    await page.goto(`/board/${artistId}?post=${postId}`);
    const popup = page.getByRole("dialog", { name: "게시글" });
    const remove = popup.getByRole("button", { name: "삭제" });
    const ask = question(page, "Are you sure you want to delete?");

    await remove.click();
    await expect(ask).toBeVisible();
    const cancel = ask.getByRole("button", { name: "취소" });
    const confirm = ask.getByRole("button", { name: "삭제" });
    await expect(cancel).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(confirm).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(cancel).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(confirm).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(ask).toBeHidden();
    await expect(popup).toBeVisible();
    await expect(remove).toBeFocused();

    // The phone's back button answers no as well, and leaves the post open.
    await remove.click();
    await expect(ask).toBeVisible();
    await page.goBack();
    await expect(ask).toBeHidden();
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?post=${postId}$`));
    expect((await request.get(`/api/articles/${postId}`)).status()).toBe(200);

    await remove.click();
    await confirm.click();
    const deleted = toast(page, "Post deleted");
    await expect(deleted).toBeVisible();
    await expect(
      page.getByRole("status", { name: "알림" }).filter({ hasText: "Post deleted" }),
    ).toHaveAttribute("aria-live", "polite");
    await expect(popup).toBeHidden();
    expect((await request.get(`/api/articles/${postId}`)).status()).toBe(404);
  });
});
