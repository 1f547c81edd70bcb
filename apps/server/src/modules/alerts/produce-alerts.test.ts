import {
  ALERT_MESSAGES,
  UNREAD_COUNT_HEADER,
  alertSettings,
  notificationList,
} from "@naehan/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { DAY, HOUR, MINUTE, testClock } from "../../test/clock";
import { buildArtist, buildConcert, buildTicketRound } from "../../test/factories";
import { type TestUser, buildAdmin, buildUser } from "../../test/users";
import { produceAlerts } from "./produce-alerts";

const clock = testClock("2027-03-01T12:00:00+09:00");
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp("empty", { clock: clock.now });
  admin = await buildAdmin(t);
});
afterAll(() => t.close());

const produce = () => produceAlerts(t.db.db, clock.now());
const favourite = (user: TestUser, target: "artist" | "concert", id: number) =>
  t.request(`/api/favorites/${target}/${id}`, { method: "POST", token: user.token });
const inbox = async (user: TestUser) => {
  const response = await t.request("/api/notifications", { token: user.token });
  const unread = Number(response.headers.get(UNREAD_COUNT_HEADER));
  return { items: await expectBody(response, notificationList), unread };
};
const rowsOf = (user: TestUser) =>
  t.db.db.select().from(notifications).where(eq(notifications.userId, user.id));

describe("round reminders", () => {
  it("come at each offset once, the time left in the text, newest first in the inbox", async () => {
    clock.set("2027-03-01T12:00:00+09:00");
    const fan = await buildUser(t);
    const concert = await buildConcert(t.db.db, { title: "뮤즈 내한공연" });
    const opensAt = new Date("2027-03-05T20:00:00+09:00");
    await buildTicketRound(t.db.db, {
      newConcertId: concert.id,
      label: "팬클럽 선예매",
      vendor: "멜론티켓",
      opensAt,
    });
    await favourite(fan, "concert", concert.id);
    await produce();
    expect(await rowsOf(fan)).toEqual([]);

    for (const [at, body] of [
      [opensAt.getTime() - DAY, "멜론티켓 팬클럽 선예매 1일 뒤 오픈 · 2027.03.05 (금) 20:00"],
      [opensAt.getTime() - HOUR, "멜론티켓 팬클럽 선예매 1시간 뒤 오픈 · 2027.03.05 (금) 20:00"],
      [
        opensAt.getTime() - 10 * MINUTE,
        "멜론티켓 팬클럽 선예매 10분 뒤 오픈 · 2027.03.05 (금) 20:00",
      ],
    ] as const) {
      clock.set(new Date(at - MINUTE));
      expect((await produce()).created, "a minute early").toEqual([]);
      clock.set(new Date(at));
      const { created } = await produce();
      expect(created.map((a) => [a.userId, a.body])).toEqual([[fan.id, body]]);
      expect((await produce()).created, "once").toEqual([]);
    }
    const { items, unread } = await inbox(fan);
    expect(items.map((n) => n.body)).toEqual([
      "멜론티켓 팬클럽 선예매 10분 뒤 오픈 · 2027.03.05 (금) 20:00",
      "멜론티켓 팬클럽 선예매 1시간 뒤 오픈 · 2027.03.05 (금) 20:00",
      "멜론티켓 팬클럽 선예매 1일 뒤 오픈 · 2027.03.05 (금) 20:00",
    ]);
    expect(items[0]).toMatchObject({
      kind: "TICKET_REMINDER",
      title: "티켓 오픈 알림 · 뮤즈 내한공연",
      url: `/concert/${concert.id}`,
      readAt: null,
    });
    expect(unread).toBe(3);
  });

  it("already past when the concert is favourited go out at once before the opening, never after", async () => {
    clock.set("2027-04-01T12:00:00+09:00");
    const fan = await buildUser(t);
    const soon = await buildConcert(t.db.db);
    await buildTicketRound(t.db.db, {
      newConcertId: soon.id,
      opensAt: new Date(clock.now().getTime() + 30 * MINUTE),
    });
    const opened = await buildConcert(t.db.db);
    await buildTicketRound(t.db.db, {
      newConcertId: opened.id,
      opensAt: new Date(clock.now().getTime() - 5 * MINUTE),
    });
    await favourite(fan, "concert", soon.id);
    await favourite(fan, "concert", opened.id);
    const { created } = await produce();
    // 1 day and 1 hour are both past: one notice, the later offset's.
    expect(created.map((a) => a.body)).toEqual([
      "NOL 티켓 일반예매 30분 뒤 오픈 · 2027.04.01 (목) 12:30",
    ]);
    expect((await rowsOf(fan)).map((r) => r.offsetMinutes)).toEqual([60]);
    expect((await produce()).created).toEqual([]);
  });

  it("follow the fan's own offsets: at the opening only, or none", async () => {
    clock.set("2027-05-01T12:00:00+09:00");
    const opensAt = new Date("2027-05-02T20:00:00+09:00");
    const [atOpening, none] = [await buildUser(t), await buildUser(t)];
    const concert = await buildConcert(t.db.db);
    await buildTicketRound(t.db.db, { newConcertId: concert.id, opensAt });
    for (const [fan, reminderOffsets] of [
      [atOpening, [0]],
      [none, []],
    ] as const) {
      const saved = await t.request("/api/alerts/settings", {
        method: "PUT",
        token: fan.token,
        json: { reminderOffsets, newConcertOfFavoriteArtist: true, concertChanges: true },
      });
      expect(saved.status).toBe(200);
      await favourite(fan, "concert", concert.id);
    }
    clock.set(new Date(opensAt.getTime() - DAY));
    expect((await produce()).created).toEqual([]);
    clock.set(opensAt);
    const { created } = await produce();
    expect(created.map((a) => [a.userId, a.body])).toEqual([
      [atOpening.id, "NOL 티켓 일반예매 예매가 열렸습니다."],
    ]);
    clock.set(new Date(opensAt.getTime() + 2 * MINUTE));
    expect((await produce()).created).toEqual([]);
  });

  it("move with their round and stop with it", async () => {
    clock.set("2027-06-01T12:00:00+09:00");
    const fan = await buildUser(t);
    const concert = await buildConcert(t.db.db);
    const moved = await buildTicketRound(t.db.db, {
      newConcertId: concert.id,
      opensAt: new Date("2027-06-03T20:00:00+09:00"),
    });
    const gone = await buildTicketRound(t.db.db, {
      newConcertId: concert.id,
      opensAt: new Date("2027-06-03T21:00:00+09:00"),
    });
    await favourite(fan, "concert", concert.id);
    const put = await t.request(`/api/admin/ticket-rounds/${moved.id}`, {
      method: "PUT",
      token: admin.token,
      json: { kind: "GENERAL", vendor: "NOL 티켓", opensAt: "2027-06-04T20:00" },
    });
    expect(put.status).toBe(200);
    const del = await t.request(`/api/admin/ticket-rounds/${gone.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(del.status).toBe(204);

    clock.set("2027-06-02T20:00:00+09:00");
    const atOldTime = (await produce()).created.filter((a) => a.kind === "TICKET_REMINDER");
    expect(atOldTime).toEqual([]);
    clock.set("2027-06-03T20:00:00+09:00");
    const atNewTime = (await produce()).created.filter((a) => a.kind === "TICKET_REMINDER");
    expect(atNewTime.map((a) => a.body)).toEqual([
      "NOL 티켓 일반예매 1일 뒤 오픈 · 2027.06.04 (금) 20:00",
    ]);
  });

  it("are made once however many producers run at the same time", async () => {
    clock.set("2027-07-01T12:00:00+09:00");
    const fans = await Promise.all(Array.from({ length: 5 }, () => buildUser(t)));
    const concert = await buildConcert(t.db.db);
    await buildTicketRound(t.db.db, {
      newConcertId: concert.id,
      opensAt: new Date(clock.now().getTime() + 5 * MINUTE),
    });
    for (const fan of fans) await favourite(fan, "concert", concert.id);
    const runs = await Promise.all(Array.from({ length: 6 }, () => produce()));
    const made = runs.flatMap((r) => r.created);
    // 1 day, 1 hour and 10 minutes are all past: one each, once.
    expect(made).toHaveLength(5);
    expect(new Set(made.map((a) => a.id)).size).toBe(5);
    for (const fan of fans) expect(await rowsOf(fan)).toHaveLength(1);
  });

  it("are all made when more than a batch fall due at once, whatever the opening's fraction of a second", async () => {
    clock.set("2027-07-15T12:00:00+09:00");
    const concert = await buildConcert(t.db.db);
    // 700 ms past the second: a key rounded rather than truncated would never match its row.
    await buildTicketRound(t.db.db, {
      newConcertId: concert.id,
      opensAt: new Date(clock.now().getTime() + 5 * MINUTE + 700),
    });
    await t.db.db.execute(sql`insert into users (email, nickname, password_hash)
      select 'batch' || g || '@example.com', 'batch' || g, 'x' from generate_series(1, 400) g`);
    await t.db.db.execute(sql`insert into favorites (user_id, new_concert_id)
      select id, ${concert.id} from users where email like 'batch%'`);
    const { created } = await produce();
    expect(created).toHaveLength(400);
    expect((await produce()).created).toEqual([]);
  });

  it("tell the producer when the next one is due", async () => {
    clock.set("2027-08-01T12:00:00+09:00");
    const fan = await buildUser(t);
    const concert = await buildConcert(t.db.db);
    await buildTicketRound(t.db.db, {
      newConcertId: concert.id,
      opensAt: new Date("2027-08-01T15:00:00+09:00"),
    });
    await favourite(fan, "concert", concert.id);
    const { nextDueAt } = await produce();
    expect(nextDueAt?.toISOString()).toBe(new Date("2027-08-01T14:00:00+09:00").toISOString());
  });
});

describe("alert settings", () => {
  it("start at 1 day, 1 hour and 10 minutes with every alert on", async () => {
    const fan = await buildUser(t);
    const settings = await expectBody(
      await t.request("/api/alerts/settings", { token: fan.token }),
      alertSettings,
    );
    expect(settings).toEqual({
      reminderOffsets: [1440, 60, 10],
      newConcertOfFavoriteArtist: true,
      concertChanges: true,
    });
  });

  it("refuse offsets out of range, repeated or more than five", async () => {
    const fan = await buildUser(t);
    const put = (reminderOffsets: unknown) =>
      t.request("/api/alerts/settings", {
        method: "PUT",
        token: fan.token,
        json: { reminderOffsets, newConcertOfFavoriteArtist: true, concertChanges: false },
      });
    expect((await expectError(await put([10_081]), 422)).fields).toEqual({
      "reminderOffsets.0": ALERT_MESSAGES.offsetInvalid,
    });
    expect((await expectError(await put([-1]), 422)).fields).toEqual({
      "reminderOffsets.0": ALERT_MESSAGES.offsetInvalid,
    });
    expect((await expectError(await put([10, 10]), 422)).fields).toEqual({
      reminderOffsets: ALERT_MESSAGES.offsetsRepeated,
    });
    expect((await expectError(await put([1, 2, 3, 4, 5, 6]), 422)).fields).toEqual({
      reminderOffsets: ALERT_MESSAGES.offsetsTooMany,
    });
    expect((await put([10_080, 0])).status).toBe(200);
    const settings = await expectBody(
      await t.request("/api/alerts/settings", { token: fan.token }),
      alertSettings,
    );
    expect(settings).toEqual({
      reminderOffsets: [10_080, 0],
      newConcertOfFavoriteArtist: true,
      concertChanges: false,
    });
  });
});

describe("concert alerts", () => {
  const concertForm = (artistId: number, fields: Record<string, unknown> = {}) => {
    const form = new FormData();
    form.append(
      "newConcert",
      JSON.stringify({
        artistId,
        title: "새 내한공연",
        startDate: "2027-10-01",
        venueName: "KSPO DOME",
        cityName: "서울",
        genre: "POP",
        ...fields,
      }),
    );
    return form;
  };

  it("tell an artist's fans of a new concert at once, unless they turned it off", async () => {
    clock.set("2027-09-01T12:00:00+09:00");
    const artist = await buildArtist(t.db.db, { name: "Sam Smith" });
    const [fan, quiet] = [await buildUser(t), await buildUser(t)];
    await favourite(fan, "artist", artist.id);
    await favourite(quiet, "artist", artist.id);
    await t.request("/api/alerts/settings", {
      method: "PUT",
      token: quiet.token,
      json: { reminderOffsets: [10], newConcertOfFavoriteArtist: false, concertChanges: true },
    });
    const created = await t.request("/api/admin/new-concert", {
      token: admin.token,
      form: concertForm(artist.id),
    });
    expect(created.status).toBe(201);
    const { created: alerts } = await produce();
    expect(alerts.map((a) => [a.userId, a.kind, a.title, a.body])).toEqual([
      [fan.id, "NEW_CONCERT", "새 내한 소식 · Sam Smith", "새 내한공연 · 2027.10.01 · KSPO DOME"],
    ]);
  });

  it("merge a concert's changes within two minutes into one alert for its fans", async () => {
    clock.set("2027-09-10T12:00:00+09:00");
    const artist = await buildArtist(t.db.db);
    const concert = await buildConcert(t.db.db, {
      artistId: artist.id,
      title: "변경될 공연",
      startDate: "2027-10-01",
      endDate: "2027-10-01",
      venueName: "KSPO DOME",
      genre: "POP",
      cityName: "서울",
    });
    const fan = await buildUser(t);
    await favourite(fan, "concert", concert.id);
    const moved = await t.request(`/api/admin/new-concert/${concert.id}`, {
      method: "PUT",
      token: admin.token,
      form: concertForm(artist.id, {
        title: "변경될 공연",
        venueName: "고척스카이돔",
        startDate: "2027-10-02",
      }),
    });
    expect(moved.status).toBe(200);
    clock.advance(90_000);
    await t.request(`/api/admin/new-concerts/${concert.id}/ticket-rounds`, {
      token: admin.token,
      json: { kind: "GENERAL", vendor: "NOL 티켓", opensAt: "2027-09-20T20:00" },
    });
    expect((await produce()).created).toEqual([]);
    clock.advance(31_000);
    const { created } = await produce();
    expect(created.map((a) => [a.kind, a.title, a.body])).toEqual([
      [
        "CONCERT_CHANGED",
        "공연 정보 변경 · 변경될 공연",
        "일정: 2027.10.01 → 2027.10.02 / 장소: KSPO DOME → 고척스카이돔 / 일반예매(NOL 티켓) 추가: 2027.09.20 (월) 20:00 오픈",
      ],
    ]);
    clock.advance(5 * MINUTE);
    expect((await produce()).created.filter((a) => a.kind !== "TICKET_REMINDER")).toEqual([]);
  });

  it("say a cancelled round was cancelled", async () => {
    clock.set("2027-09-15T12:00:00+09:00");
    const concert = await buildConcert(t.db.db, { title: "취소 공연" });
    const round = await buildTicketRound(t.db.db, {
      newConcertId: concert.id,
      label: "추가 오픈",
      vendor: "티켓링크",
      opensAt: new Date("2027-09-30T20:00:00+09:00"),
    });
    const fan = await buildUser(t);
    await favourite(fan, "concert", concert.id);
    await t.request(`/api/admin/ticket-rounds/${round.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    clock.advance(2 * MINUTE);
    const { created } = await produce();
    expect(created.map((a) => [a.kind, a.title, a.body])).toEqual([
      ["ROUND_CANCELLED", "예매 일정 취소 · 취소 공연", "추가 오픈(티켓링크) 취소"],
    ]);
  });
});

describe("the inbox", () => {
  it("marks the user's own alerts read, by id or all, and keeps them 90 days", async () => {
    clock.set("2027-11-01T12:00:00+09:00");
    const [fan, other] = [await buildUser(t), await buildUser(t)];
    const at = clock.now();
    const [a, b, c] = await t.db.db
      .insert(notifications)
      .values(
        [fan, fan, fan, other].map((user, i) => ({
          userId: user.id,
          kind: "NEW_CONCERT" as const,
          eventKey: `test:${i}`,
          title: `알림 ${i}`,
          body: "본문",
          url: "/",
          createdAt: at,
        })),
      )
      .returning();
    const theirs = (await rowsOf(other))[0]!;
    const read = (json: unknown, user = fan) =>
      t.request("/api/notifications/read", { token: user.token, json });
    expect((await read({ ids: [a!.id, theirs.id] })).status).toBe(204);
    expect((await inbox(fan)).unread).toBe(2);
    expect((await inbox(other)).unread).toBe(1);
    expect((await read({ all: true })).status).toBe(204);
    const after = await inbox(fan);
    expect(after.unread).toBe(0);
    expect(after.items.map((n) => n.id)).toEqual([c!.id, b!.id, a!.id]);
    expect(after.items.every((n) => n.readAt !== null)).toBe(true);
    await expectError(await read({ ids: [] }), 422);
    await expectError(await read({ all: false }), 422);

    clock.advance(90 * DAY + MINUTE);
    expect((await inbox(fan)).items).toEqual([]);
  });

  it("is the user's own: 401 without a session", async () => {
    await expectError(await t.request("/api/notifications"), 401);
    await expectError(await t.request("/api/alerts/settings"), 401);
  });
});
