import { expect, test } from "./fixtures";

// Looks as a visitor and writes nothing: shares the visitors' server.
test.use({ server: "visitors", serviceWorkers: "allow" });

test("a concert page visited once opens without a network, marked as saved data", async ({
  page,
  context,
}) => {
  await page.goto("/all");
  await page.getByRole("article").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/concert\/\d+$/);
  const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  const concertUrl = page.url();

  // The first visit installs the service worker; once it controls the page, visit again so the
  // concert's data passes through it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "예상 셋리스트" })).toBeVisible();

  await context.setOffline(true);
  await page.goto(concertUrl);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "마지막으로 불러온 정보를 보여드리고 있어요." }),
  ).toBeVisible();
  await context.setOffline(false);
});

test("a concert read on a first visit stays readable after an offline reload; one never read says only that nothing was kept", async ({
  page,
  context,
  request,
}) => {
  const concerts = (await (await request.get("/api/new-concerts?limit=2")).json()) as {
    newConcertId: number;
    title: string;
  }[];
  const [read, unread] = concerts;
  // The fan's first visit: the page loads before the service worker controls it.
  await page.goto(`/concert/${read!.newConcertId}`);
  await expect(page.getByRole("heading", { level: 1, name: read!.title })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  // Once in control, the worker keeps the page being read.
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.match(location.href, { ignoreVary: true })) != null),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: read!.title })).toBeVisible();
  await expect(page.getByText("장소")).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "마지막으로 불러온 정보를 보여드리고 있어요." }),
  ).toBeVisible();
  await expect(page.getByText(/저장되지 않았어요/)).toHaveCount(0);

  // A concert never read: the page says nothing was kept, and the banner promises nothing.
  await page.goto(`/concert/${unread!.newConcertId}`);
  await expect(page.getByRole("alert").filter({ hasText: "저장되지 않았어요" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "오프라인 상태예요." })).toHaveText(
    "오프라인 상태예요.",
  );
  await expect(page.getByText(/마지막으로 불러온 정보/)).toHaveCount(0);
  await context.setOffline(false);
});

test("offline, a concert not seen before says so at once, keeps what its card knew, and loads when the network returns", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const row = page.getByRole("region", { name: "POP" });
  const card = row.getByRole("article").first().getByRole("link").first();
  await expect(card).toBeVisible();
  // The app's code is kept by the service worker; the concert's data is not.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  const title = (await card.innerText()).trim();
  const concertRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/new-concerts\/\d+$/.test(new URL(request.url()).pathname)) {
      concertRequests.push(request.url());
    }
  });

  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "오프라인 상태예요." })).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/concert\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const offline = page.getByRole("alert").filter({ hasText: "오프라인 상태예요" });
  await expect(offline).toBeVisible();
  await expect(page.getByText("불러오는 중…")).toHaveCount(0);

  // 다시 시도 asks again (and says so again while still offline).
  const asked = concertRequests.length;
  await offline.getByRole("button", { name: "다시 시도" }).click();
  await expect.poll(() => concertRequests.length).toBeGreaterThan(asked);
  await expect(offline).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("장소")).toBeVisible();
  await expect(offline).toBeHidden();
});

test("concert and artist links carry their own preview card in the HTML", async ({ request }) => {
  const concerts = (await (await request.get("/api/new-concerts?limit=1")).json()) as {
    newConcertId: number;
    title: string;
  }[];
  const concert = concerts[0]!;
  const html = await (await request.get(`/concert/${concert.newConcertId}`)).text();
  const meta = (property: string) =>
    new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1] ?? null;
  expect(meta("og:title")).toContain(concert.title.replace(/&/g, "&amp;"));
  expect(meta("og:description")).toMatch(/\d{4}\.\d{2}\.\d{2}/);
  expect(meta("og:url")).toMatch(new RegExp(`/concert/${concert.newConcertId}$`));
  expect(meta("twitter:card")).toBe("summary_large_image");
  const image = meta("og:image");
  expect(image).toMatch(
    new RegExp(
      `^http://127\\.0\\.0\\.1:\\d+/share/new-concerts/${concert.newConcertId}\\.jpg\\?v=[\\w-]+$`,
    ),
  );
  const picture = await request.get(new URL(image!).pathname + new URL(image!).search);
  expect(picture.headers()["content-type"]).toBe("image/jpeg");

  const artists = (await (await request.get("/api/artists")).json()) as {
    artistId: number;
    name: string;
  }[];
  const artist = artists[0]!;
  const artistHtml = await (await request.get(`/artist/${artist.artistId}`)).text();
  expect(artistHtml).toContain(`<meta property="og:title" content="`);
  expect(artistHtml).toContain(artist.name);
  expect(artistHtml).toMatch(/<meta property="og:type" content="profile"/);

  const home = await (await request.get("/")).text();
  expect(home).toMatch(
    /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/og-default\.png"/,
  );
});
