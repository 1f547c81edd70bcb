import { ticketRound } from "@naehan/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { type TestApp, createTestApp, expectBody } from "../../test/app";
import { MINUTE, testClock } from "../../test/clock";
import { buildConcert } from "../../test/factories";
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
const OFFSETS = [1440, 180, 60, 10, 0];

/** `2027-03-01T12:21` in Korean time: how the admin form sends a round's opening. */
const seoulMinute = (at: Date) =>
  new Date(at.getTime() + 9 * 60 * MINUTE).toISOString().slice(0, 16);

async function fanOf(concertId: number) {
  const fan = await buildUser(t);
  const saved = await t.request("/api/alerts/settings", {
    method: "PUT",
    token: fan.token,
    json: { reminderOffsets: OFFSETS, newConcertOfFavoriteArtist: true, concertChanges: true },
  });
  expect(saved.status).toBe(200);
  const favoured = await t.request(`/api/favorites/concert/${concertId}`, {
    method: "POST",
    token: fan.token,
  });
  expect(favoured.status).toBe(201);
  return fan;
}

const inboxOf = async (fan: TestUser) =>
  (
    await t.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, fan.id))
      .orderBy(notifications.id)
  ).map((n) => `${n.title.split(" · ")[0]}: ${n.body}`);

describe("one event, one buzz", () => {
  // Minutes before its opening at which the admin adds the round: before every offset, then
  // inside each window between two offsets, and in the minute after the opening.
  const cases: [addedBefore: number, expected: string[]][] = [
    [
      1500,
      [
        "예매 일정 변경: 일반예매(NOL 티켓) 추가: 2027.03.02 (화) 13:00 오픈",
        "티켓 오픈 알림: NOL 티켓 일반예매 1일 뒤 오픈 · 2027.03.02 (화) 13:00",
        "티켓 오픈 알림: NOL 티켓 일반예매 3시간 뒤 오픈 · 2027.03.02 (화) 13:00",
        "티켓 오픈 알림: NOL 티켓 일반예매 1시간 뒤 오픈 · 2027.03.02 (화) 13:00",
        "티켓 오픈 알림: NOL 티켓 일반예매 10분 뒤 오픈 · 2027.03.02 (화) 13:00",
        "티켓 오픈 알림: NOL 티켓 일반예매 예매가 열렸습니다.",
      ],
    ],
    [
      1000,
      [
        "티켓 오픈 알림: NOL 티켓 일반예매 16시간 40분 뒤 오픈 · 2027.03.02 (화) 04:40",
        "티켓 오픈 알림: NOL 티켓 일반예매 3시간 뒤 오픈 · 2027.03.02 (화) 04:40",
        "티켓 오픈 알림: NOL 티켓 일반예매 1시간 뒤 오픈 · 2027.03.02 (화) 04:40",
        "티켓 오픈 알림: NOL 티켓 일반예매 10분 뒤 오픈 · 2027.03.02 (화) 04:40",
        "티켓 오픈 알림: NOL 티켓 일반예매 예매가 열렸습니다.",
      ],
    ],
    [
      120,
      [
        "티켓 오픈 알림: NOL 티켓 일반예매 2시간 뒤 오픈 · 2027.03.01 (월) 14:00",
        "티켓 오픈 알림: NOL 티켓 일반예매 1시간 뒤 오픈 · 2027.03.01 (월) 14:00",
        "티켓 오픈 알림: NOL 티켓 일반예매 10분 뒤 오픈 · 2027.03.01 (월) 14:00",
        "티켓 오픈 알림: NOL 티켓 일반예매 예매가 열렸습니다.",
      ],
    ],
    [
      21,
      [
        "티켓 오픈 알림: NOL 티켓 일반예매 21분 뒤 오픈 · 2027.03.01 (월) 12:21",
        "티켓 오픈 알림: NOL 티켓 일반예매 10분 뒤 오픈 · 2027.03.01 (월) 12:21",
        "티켓 오픈 알림: NOL 티켓 일반예매 예매가 열렸습니다.",
      ],
    ],
    [
      5,
      [
        "티켓 오픈 알림: NOL 티켓 일반예매 5분 뒤 오픈 · 2027.03.01 (월) 12:05",
        "티켓 오픈 알림: NOL 티켓 일반예매 예매가 열렸습니다.",
      ],
    ],
    [0, ["티켓 오픈 알림: NOL 티켓 일반예매 예매가 열렸습니다."]],
  ];

  it.each(cases)(
    "a round added %i minutes before its opening buzzes once now and once at each later offset",
    async (addedBefore, expected) => {
      clock.set("2027-03-01T12:00:00+09:00");
      const opensAt = new Date(clock.now().getTime() + addedBefore * MINUTE);
      const concert = await buildConcert(t.db.db);
      const [fan, other] = [await fanOf(concert.id), await fanOf(concert.id)];
      if (addedBefore === 0) clock.advance(30_000);
      const added = await t.request(`/api/admin/new-concerts/${concert.id}/ticket-rounds`, {
        token: admin.token,
        json: { kind: "GENERAL", vendor: "NOL 티켓", opensAt: seoulMinute(opensAt) },
      });
      expect(added.status).toBe(201);
      // The producer runs as the round is saved, again when the change's two minutes are up,
      // then at each offset, with runs in parallel as with several instances.
      const moments = [
        clock.now().getTime(),
        clock.now().getTime() + 2 * MINUTE,
        ...OFFSETS.map((o) => opensAt.getTime() - o * MINUTE).filter(
          (at) => at > clock.now().getTime() + 2 * MINUTE,
        ),
      ];
      for (const at of moments) {
        clock.set(new Date(at));
        await Promise.all([produce(), produce()]);
      }
      expect(await inboxOf(fan)).toEqual(expected);
      expect(await inboxOf(other)).toEqual(expected);
    },
  );

  it("a fan told of a round before it moved still hears that it moved", async () => {
    clock.set("2027-04-01T12:00:00+09:00");
    const concert = await buildConcert(t.db.db);
    const fan = await fanOf(concert.id);
    const opensAt = new Date(clock.now().getTime() + 120 * MINUTE);
    const added = await t.request(`/api/admin/new-concerts/${concert.id}/ticket-rounds`, {
      token: admin.token,
      json: { kind: "GENERAL", vendor: "NOL 티켓", opensAt: seoulMinute(opensAt) },
    });
    const { ticketRoundId } = await expectBody(added, ticketRound, 201);
    await produce();
    clock.advance(2 * MINUTE);
    await produce();
    clock.advance(10 * MINUTE);
    const moved = await t.request(`/api/admin/ticket-rounds/${ticketRoundId}`, {
      method: "PUT",
      token: admin.token,
      json: { kind: "GENERAL", vendor: "NOL 티켓", opensAt: "2027-04-01T14:30" },
    });
    expect(moved.status).toBe(200);
    await produce();
    clock.advance(2 * MINUTE);
    await produce();
    expect(await inboxOf(fan)).toEqual([
      "티켓 오픈 알림: NOL 티켓 일반예매 2시간 뒤 오픈 · 2027.04.01 (목) 14:00",
      "티켓 오픈 알림: NOL 티켓 일반예매 2시간 18분 뒤 오픈 · 2027.04.01 (목) 14:30",
      "예매 일정 변경: 일반예매(NOL 티켓) 변경: 2027.04.01 (목) 14:00 → 2027.04.01 (목) 14:30",
    ]);
  });
});
