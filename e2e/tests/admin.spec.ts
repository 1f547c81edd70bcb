import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { ADMIN, SETLISTFM_ARTIST_MBID } from "../playwright.config";
import { acceptDialogs, signUpAndLogIn } from "./support";

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

/** `YYYY-MM-DD`, `days` from today: a concert that is still to come. */
function daysFromNow(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

test("admin: artist with an image → concert with a poster → setlist.fm sync → prediction on the concert page", async ({
  page,
}) => {
  const dialogs = acceptDialogs(page);
  const title = `픽스처 밴드 첫 내한공연 ${Date.now().toString(36)}`;

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  await page.getByLabel("이메일").fill(ADMIN.email);
  await page.getByLabel("비밀번호").fill(ADMIN.password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "관리자" })).toBeVisible();

  // 아티스트 관리 › CRUD: a new artist with its image.
  const artistForm = page.getByRole("form", { name: "새 아티스트 등록" });
  await artistForm.getByLabel("이름", { exact: true }).fill("The Fixture Band");
  await artistForm.getByLabel("한국어 이름").fill("픽스처 밴드");
  await artistForm.getByLabel("MBID").fill(SETLISTFM_ARTIST_MBID);
  await artistForm.getByLabel("아티스트 이미지").setInputFiles(fixture("artist.png"));
  await expect(artistForm.getByRole("img", { name: "아티스트 이미지 미리보기" })).toBeVisible();
  await artistForm.getByRole("button", { name: "등록" }).click();
  await expect(page.getByText("'The Fixture Band' 아티스트를 등록했습니다.")).toBeVisible();
  const artistRow = page.getByRole("row", { name: /The Fixture Band/ });
  await expect(artistRow.locator("img")).toHaveAttribute("src", /^\/media\/[\w-]+\.webp$/);

  // 데이터 동기화: the new artist has no setlists until setlist.fm is asked.
  await page.getByRole("tab", { name: "데이터 동기화" }).click();
  await page
    .getByLabel("아티스트", { exact: true })
    .selectOption({ label: "The Fixture Band (픽스처 밴드)" });
  await page.getByRole("button", { name: "동기화", exact: true }).click();
  const syncResult = page.getByRole("region", { name: "The Fixture Band 동기화 결과" });
  await expect(syncResult).toContainText("새로 가져옴30");
  expect(dialogs.at(-1)).toMatch(/^데이터 동기화가 완료되었습니다\./);

  // 공연 관리 › CRUD: a concert of the new artist with its poster.
  await page.getByRole("tab", { name: "공연 관리" }).click();
  const concertForm = page.getByRole("form", { name: "새 공연 등록" });
  await concertForm
    .getByLabel("아티스트")
    .selectOption({ label: "The Fixture Band (픽스처 밴드)" });
  await concertForm.getByLabel("공연 제목").fill(title);
  await concertForm.getByLabel("시작일").fill(daysFromNow(60));
  await concertForm.getByLabel("종료일").fill(daysFromNow(61));
  await concertForm.getByLabel("공연장").fill("KSPO DOME");
  await concertForm.getByLabel("도시").fill("서울");
  await concertForm.getByLabel("장르").selectOption("ROCK");
  await expect(concertForm.getByLabel("상태")).toHaveValue("UPCOMING");
  await concertForm.getByLabel("포스터").setInputFiles(fixture("poster.jpg"));
  await concertForm.getByRole("button", { name: "등록" }).click();
  await expect(page.getByText(`'${title}' 공연을 등록했습니다.`)).toBeVisible();
  const concertRow = page.getByRole("row", { name: new RegExp(title) });
  await expect(concertRow.locator("img")).toHaveAttribute("src", /^\/media\/[\w-]+\.webp$/);

  // 예상 셋리스트: predicted from the synced setlists.
  await page.getByRole("tab", { name: "예상 셋리스트" }).click();
  await page
    .getByLabel("아티스트", { exact: true })
    .selectOption({ label: "The Fixture Band (픽스처 밴드)" });
  const concertSelect = page.getByLabel("공연", { exact: true });
  const option = concertSelect.locator("option", { hasText: title });
  await expect(option).toHaveCount(1);
  await concertSelect.selectOption((await option.getAttribute("value")) ?? "");
  await page.getByRole("button", { name: "예상 셋리스트 생성" }).click();
  const predicted = page.getByRole("list", { name: "예상 셋리스트" });
  await expect(predicted.getByRole("listitem").first()).toContainText("Opener");
  await expect(predicted).toContainText("Closer");
  expect(dialogs.at(-1)).toMatch(/^예상 셋리스트가 생성되었습니다\. \(\d+곡\)$/);

  // The concert page shows the new prediction.
  await page.getByRole("link", { name: "공연 페이지에서 보기" }).click();
  await expect(page).toHaveURL(/\/concert\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const main = page.getByRole("list", { name: "본 공연" });
  await expect(main.getByRole("listitem").first()).toContainText("Opener");
  await expect(page.getByRole("list", { name: "앙코르" })).toContainText("Closer");
});

test("a fan who opens /admin is told there is no access and sent home", async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await signUpAndLogIn(page);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  expect(dialogs).toEqual(["No access permission"]);
});
