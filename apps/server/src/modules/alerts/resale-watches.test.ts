import { resaleWatchStatus } from "@naehan/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, resaleWatches } from "../../db/schema";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
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

const watch = (fan: TestUser, concertId: number, method: "GET" | "PUT" | "DELETE") =>
  t.request(`/api/alerts/resale-watches/${concertId}`, { method, token: fan.token });

const inboxOf = async (fan: TestUser) =>
  (
    await t.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, fan.id))
      .orderBy(notifications.id)
  ).map((n) => `${n.title} | ${n.body}`);

/** The admin adds a round; the producer runs then and after the change's two minutes. */
async function addRound(concertId: number, kind: string, opensAt: string) {
  const added = await t.request(`/api/admin/new-concerts/${concertId}/ticket-rounds`, {
    token: admin.token,
    json: { kind, vendor: "NOL 티켓", opensAt },
  });
  expect(added.status).toBe(201);
  await produceAlerts(t.db.db, clock.now());
  clock.advance(2 * MINUTE + 1_000);
  await Promise.all([produceAlerts(t.db.db, clock.now()), produceAlerts(t.db.db, clock.now())]);
}

describe("a 취소표 watch", () => {
  it("is set, read and ended by the fan, one row however many taps arrive at once", async () => {
    const fan = await buildUser(t);
    const concert = await buildConcert(t.db.db, { startDate: "2027-05-01", endDate: "2027-05-01" });
    expect(await expectBody(await watch(fan, concert.id, "GET"), resaleWatchStatus)).toEqual({
      watching: false,
    });
    const taps = await Promise.all(Array.from({ length: 6 }, () => watch(fan, concert.id, "PUT")));
    for (const tap of taps) {
      expect(await expectBody(tap, resaleWatchStatus)).toEqual({ watching: true });
    }
    const rows = await t.db.db
      .select()
      .from(resaleWatches)
      .where(and(eq(resaleWatches.userId, fan.id), eq(resaleWatches.newConcertId, concert.id)));
    expect(rows).toHaveLength(1);
    expect(await expectBody(await watch(fan, concert.id, "GET"), resaleWatchStatus)).toEqual({
      watching: true,
    });
    // Another fan's watch is their own.
    const other = await buildUser(t);
    expect(await expectBody(await watch(other, concert.id, "GET"), resaleWatchStatus)).toEqual({
      watching: false,
    });
    expect(await expectBody(await watch(fan, concert.id, "DELETE"), resaleWatchStatus)).toEqual({
      watching: false,
    });
    expect(await expectBody(await watch(fan, concert.id, "DELETE"), resaleWatchStatus)).toEqual({
      watching: false,
    });
  });

  it("says what is wrong: no such concert, a show that is over, no login", async () => {
    const fan = await buildUser(t);
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const error = await expectError(await watch(fan, 999_999, method), 404);
      expect(error.message).toBe("공연을 찾을 수 없습니다.");
    }
    const over = await buildConcert(t.db.db, { startDate: "2027-02-01", endDate: "2027-02-01" });
    const refused = await expectError(await watch(fan, over.id, "PUT"), 422);
    expect(refused.message).toBe("이미 끝난 공연이라 취소표 알림을 받을 수 없어요.");
    expect(
      await t.db.db.select().from(resaleWatches).where(eq(resaleWatches.userId, fan.id)),
    ).toEqual([]);
    const anonymous = await t.request(`/api/alerts/resale-watches/${over.id}`, { method: "PUT" });
    expect(anonymous.status).toBe(401);
  });

  it("tells the watching fan once of each 취소표 round, and nobody else", async () => {
    const concert = await buildConcert(t.db.db, {
      title: "취소표 공연",
      startDate: "2027-05-01",
      endDate: "2027-05-01",
    });
    const [watcher, bystander, quitter] = [
      await buildUser(t),
      await buildUser(t),
      await buildUser(t),
    ];
    await watch(watcher, concert.id, "PUT");
    await watch(quitter, concert.id, "PUT");
    await watch(quitter, concert.id, "DELETE");

    await addRound(concert.id, "GENERAL", "2027-04-01T20:00");
    expect(await inboxOf(watcher)).toEqual([]);

    await addRound(concert.id, "RESALE", "2027-04-20T14:00");
    await addRound(concert.id, "RESALE", "2027-04-27T14:00");
    expect(await inboxOf(watcher)).toEqual([
      "취소표 소식 · 취소표 공연 | NOL 티켓 취소표 · 2027.04.20 (화) 14:00 오픈",
      "취소표 소식 · 취소표 공연 | NOL 티켓 취소표 · 2027.04.27 (화) 14:00 오픈",
    ]);
    expect(await inboxOf(bystander)).toEqual([]);
    expect(await inboxOf(quitter)).toEqual([]);
  });
});
