import type { APIRequestContext } from "@playwright/test";
import { ADMIN } from "../lib/app-server";
import { expect, test } from "./fixtures";

const MINUTE = 60_000;
test.use({ signedInAs: "fan", serviceWorkers: "allow" });

async function adminAuth(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  return {
    authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  };
}

test("a fan hears of a new concert and of its rounds, in the inbox, by push and in the calendar", async ({
  page,
  request,
  auth,
  pushService,
  context,
}) => {
  // The reminder falls due in real time (a server process keeps its own clock), moments after the
  // round is added: before the fan favourites the concert, so it goes out when they do. Only one reminder offset can fall due while the test runs, so a busy machine
  // cannot merge two into one notice (that rule is the server's one-buzz test).
  const admin = await adminAuth(request);
  const band = `Push Band ${Date.now().toString(36)}`;
  const artist = await request.post("/api/admin/artist", {
    headers: admin,
    multipart: { artist: JSON.stringify({ name: band, krName: "푸시 밴드" }) },
  });
  const { artistId } = (await artist.json()) as { artistId: number };

  // The fan follows the artist and picks reminders 30 and 10 minutes before a round opens.
  await page.goto(`/artist/${artistId}`);
  // Leaving the page before the favourite is stored would cancel it: wait for the answer.
  const favourited = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      response.url().endsWith(`/api/favorites/artist/${artistId}`),
  );
  await page.getByRole("button", { name: "아티스트 즐겨찾기" }).click();
  expect((await favourited).ok()).toBe(true);
  await page.goto("/mypage");
  const settings = page.getByRole("region", { name: "알림 설정" });
  await settings.getByRole("checkbox", { name: "1일 전" }).uncheck();
  await settings.getByRole("checkbox", { name: "1시간 전" }).uncheck();
  await settings.getByRole("checkbox", { name: "30분 전" }).check();
  await settings.getByRole("button", { name: "알림 설정 저장" }).click();
  await expect(settings.getByText("알림 설정을 저장했습니다.")).toBeVisible();

  // Headless Chromium cannot reach a push service: the phone's subscription is made in the test.
  const phone = `phone-${Date.now().toString(36)}`;
  const subscribed = await request.post("/api/push/subscriptions", {
    headers: auth,
    data: pushService.subscribe(phone),
  });
  expect(subscribed.status()).toBe(201);
  const pushes = () => pushService.received.filter((p) => p.device === phone);

  // The admin announces a concert with two rounds.
  const title = `푸시 밴드 내한공연 ${Date.now().toString(36)}`;
  const concert = await request.post("/api/admin/new-concert", {
    headers: admin,
    multipart: {
      newConcert: JSON.stringify({
        artistId,
        title,
        startDate: new Date(Date.now() + 60 * 24 * 60 * MINUTE).toISOString().slice(0, 10),
        venueName: "KSPO DOME",
        cityName: "서울",
        genre: "POP",
      }),
    },
  });
  const { newConcertId } = (await concert.json()) as { newConcertId: number };
  const soon = new Date(Date.now() + 30 * MINUTE + 2_000);
  for (const [kind, opensAt] of [
    ["FANCLUB_PRESALE", soon],
    ["GENERAL", new Date(Date.now() + 3 * 24 * 60 * MINUTE)],
  ] as const) {
    const round = await request.post(`/api/admin/new-concerts/${newConcertId}/ticket-rounds`, {
      headers: admin,
      data: { kind, vendor: "NOL 티켓", opensAt: opensAt.toISOString() },
    });
    expect(round.status()).toBe(201);
  }

  // At once: the new concert, on the push service (signed with the server's key) and in the inbox.
  await expect
    .poll(() => pushes().map((p) => p.payload.title), { timeout: 15_000 })
    .toEqual([`새 내한 소식 · ${band}`]);
  const { publicKey } = (await (await request.get("/api/push/public-key")).json()) as {
    publicKey: string;
  };
  expect(pushes()[0]).toMatchObject({ vapidKey: publicKey, ttl: 86_400, urgency: "normal" });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "알림함, 읽지 않은 알림 1개" })).toBeVisible();

  // The fan favourites the concert: the 30-minute reminder goes out at its time (or at once, if the
  // fan was slower than that); the 10-minute one is twenty minutes away.
  await page.goto(`/concert/${newConcertId}`);
  await page.getByRole("button", { name: "공연 즐겨찾기" }).click();
  const presale = page
    .getByRole("region", { name: "티켓 오픈" })
    .getByRole("listitem")
    .filter({ hasText: "팬클럽 선예매" })
    .first();
  await expect(presale.getByRole("timer")).toHaveText(/^(29|30|31)분 후$/);
  await expect
    .poll(() => pushes().map((p) => p.payload.body.replace(/ · .*$/, "")), { timeout: 20_000 })
    .toEqual([title, expect.stringMatching(/^NOL 티켓 팬클럽 선예매 (29|30|31)분 뒤 오픈$/)]);
  const reminder = pushes().at(-1)!;
  expect(reminder).toMatchObject({ urgency: "high", payload: { url: `/concert/${newConcertId}` } });
  // The push service may drop it once the round has opened.
  expect(reminder.ttl).toBeGreaterThan(25 * 60);
  expect(reminder.ttl).toBeLessThanOrEqual(31 * 60);

  // The inbox has both, newest first.
  await page.goto("/notifications");
  const items = page.getByRole("button", { name: /읽지 않음/ });
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText("분 뒤 오픈");

  // The phone's service worker shows the pushed alert (delivered through DevTools).
  await context.grantPermissions(["notifications"]);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: list }) => {
      const found = list.find((r) => !r.isDeleted);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: new URL(page.url()).origin,
    registrationId: await registrations,
    data: JSON.stringify(reminder.payload),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const shown = await (await navigator.serviceWorker.ready).getNotifications();
        return shown.map((n) => [n.title, n.body, (n.data as { url: string }).url]);
      }),
    )
    .toEqual([[reminder.payload.title, reminder.payload.body, `/concert/${newConcertId}`]]);

  // The calendar feed has both rounds, each with an alarm 30 and 10 minutes before.
  const feed = (await (await request.get("/api/favorites/calendar", { headers: auth })).json()) as {
    url: string;
  };
  const ics = await (
    await request.get(new URL(feed.url).pathname + new URL(feed.url).search)
  ).text();
  expect(ics.match(/BEGIN:VEVENT\r\nUID:ticket-round-/g)).toHaveLength(2);
  expect(ics.match(/TRIGGER:-PT30M/g)).toHaveLength(2);
  expect(ics.match(/TRIGGER:-PT10M/g)).toHaveLength(2);
  expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:Asia/Seoul");
});
