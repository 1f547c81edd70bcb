import type { APIRequestContext } from "@playwright/test";
import { expect, test, toast } from "./fixtures";

// Looks as a visitor and writes nothing: shares the visitors' server.
test.use({ server: "visitors" });

async function coldplay(request: APIRequestContext) {
  const artists = (await (await request.get("/api/artists")).json()) as {
    artistId: number;
    name: string;
  }[];
  const artistId = artists.find((a) => a.name === "Coldplay")!.artistId;
  const [concert] = (await (await request.get(`/api/artists/${artistId}/concerts`)).json()) as {
    newConcertId: number;
  }[];
  const [post] = (await (await request.get(`/api/articles/artist/${artistId}?limit=1`)).json()) as {
    id: number;
  }[];
  const [past] = (await (await request.get(`/api/artists/${artistId}/past-concerts`)).json()) as {
    pastConcertId: number;
  }[];
  return {
    artistId,
    concertId: concert!.newConcertId,
    postId: post!.id,
    pastId: past!.pastConcertId,
  };
}

test("without a share sheet, share copies the page's full address and says so", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { artistId, concertId, postId, pastId } = await coldplay(request);
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  await page.goto(`/concert/${concertId}`);
  await page.getByRole("button", { name: "공연 공유하기" }).click();
  await expect(toast(page, "링크를 복사했어요.")).toBeVisible();
  expect(await clipboard()).toBe(`${baseURL}/concert/${concertId}`);
  // The toast covers neither the button just tapped nor the 예매 row below it.
  const toastBox = (await toast(page, "링크를 복사했어요.").boundingBox())!;
  for (const used of [
    page.getByRole("button", { name: "공연 공유하기" }),
    page.getByRole("term").filter({ hasText: "예매" }).locator(".."),
  ]) {
    const box = (await used.boundingBox())!;
    const overlaps =
      toastBox.x < box.x + box.width &&
      box.x < toastBox.x + toastBox.width &&
      toastBox.y < box.y + box.height &&
      box.y < toastBox.y + toastBox.height;
    expect(overlaps, `toast ${JSON.stringify(toastBox)} over ${JSON.stringify(box)}`).toBe(false);
  }

  await page.goto(`/artist/${artistId}`);
  await page.getByRole("button", { name: "아티스트 공유하기" }).click();
  await expect.poll(clipboard).toBe(`${baseURL}/artist/${artistId}`);

  await page.goto(`/artist/${artistId}/setlist/${pastId}`);
  await page.getByRole("button", { name: "셋리스트 공유하기" }).click();
  await expect.poll(clipboard).toBe(`${baseURL}/artist/${artistId}/setlist/${pastId}`);

  // A post is shared as the board with it open; the toast shows over the post's pop-up.
  await page.goto(`/board/${artistId}?post=${postId}`);
  const popup = page.getByRole("dialog", { name: "게시글" });
  await popup.getByRole("button", { name: "공유하기" }).click();
  await expect(popup.getByRole("status", { name: "알림" })).toHaveText("링크를 복사했어요.");
  expect(await clipboard()).toBe(`${baseURL}/board/${artistId}?post=${postId}`);
});

test("where the clipboard is not allowed (plain http), the link is shown selected to copy by hand", async ({
  playwright,
  request,
  baseURL,
}) => {
  const { concertId } = await coldplay(request);
  // A name that is not localhost: plain http there is not a secure context, so the browser
  // offers neither a share sheet nor the clipboard, as on a phone opening the app over a LAN.
  const use = test.info().project.use;
  const browser = await playwright.chromium.launch({
    ...use.launchOptions,
    args: [...(use.launchOptions?.args ?? []), "--host-resolver-rules=MAP naehan.test 127.0.0.1"],
  });
  try {
    const origin = baseURL!.replace("127.0.0.1", "naehan.test");
    const context = await browser.newContext({
      viewport: use.viewport,
      deviceScaleFactor: use.deviceScaleFactor,
      isMobile: use.isMobile,
      hasTouch: use.hasTouch,
      locale: use.locale,
    });
    const page = await context.newPage();
    await page.goto(`${origin}/concert/${concertId}`);
    expect(await page.evaluate(() => [window.isSecureContext, "clipboard" in navigator])).toEqual([
      false,
      false,
    ]);
    await page.getByRole("button", { name: "공연 공유하기" }).click();
    const dialog = page.getByRole("dialog", { name: "링크 공유" });
    const link = dialog.getByRole("textbox", { name: "링크 주소" });
    await expect(link).toHaveValue(`${origin}/concert/${concertId}`);
    await expect(link).toBeFocused();
    expect(
      await link.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!),
    ).toBe(`${origin}/concert/${concertId}`.length);
    await dialog.getByRole("button", { name: "닫기" }).click();
    await expect(dialog).toBeHidden();
  } finally {
    await browser.close();
  }
});
