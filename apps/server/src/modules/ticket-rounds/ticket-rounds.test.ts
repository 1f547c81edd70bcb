import {
  TICKET_ROUND_MESSAGES as M,
  concertDetail,
  ticketPriceList,
  ticketRound,
  ticketRoundList,
  upcomingTicketRoundList,
} from "@naehan/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticketPrices, ticketRounds } from "../../db/schema";
import { ResponseCache } from "../../lib/cache/response-cache";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { buildConcert, buildTicketRound } from "../../test/factories";
import { type TestUser, buildAdmin } from "../../test/users";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t);
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const YEAR = new Date().getFullYear() + 2;
const presale = {
  kind: "FANCLUB_PRESALE",
  vendor: "NOL 티켓",
  opensAt: `${YEAR}-03-05T20:00`,
  closesAt: `${YEAR}-03-06T23:59`,
  url: "https://tickets.interpark.com/goods/27000001",
  eligibility: ["공식 팬클럽 인증", "1인 2매"],
  note: "팬클럽 가입은 2월 28일까지",
};

const addRound = (concertId: number, json: unknown) =>
  t.request(`/api/admin/new-concerts/${concertId}/ticket-rounds`, { token: admin.token, json });

describe("admin ticket rounds", () => {
  it("adds a round in Korean time, labelled by its kind unless told, listed soonest first", async () => {
    const concert = await buildConcert(t.db.db);
    const general = await expectBody(
      await addRound(concert.id, {
        ...presale,
        kind: "GENERAL",
        opensAt: `${YEAR}-03-10T20:00`,
        closesAt: null,
      }),
      ticketRound,
      201,
    );
    const fanclub = await expectBody(await addRound(concert.id, presale), ticketRound, 201);
    expect(fanclub).toEqual({
      ticketRoundId: fanclub.ticketRoundId,
      newConcertId: concert.id,
      kind: "FANCLUB_PRESALE",
      label: "팬클럽 선예매",
      vendor: "NOL 티켓",
      opensAt: `${YEAR}-03-05T20:00:00+09:00`,
      closesAt: `${YEAR}-03-06T23:59:00+09:00`,
      url: "https://tickets.interpark.com/goods/27000001",
      eligibility: ["공식 팬클럽 인증", "1인 2매"],
      note: "팬클럽 가입은 2월 28일까지",
    });
    expect(general.label).toBe("일반예매");

    const list = await expectBody(
      await t.request(`/api/new-concerts/${concert.id}/ticket-rounds`),
      ticketRoundList,
    );
    expect(list.map((r) => r.ticketRoundId)).toEqual([
      fanclub.ticketRoundId,
      general.ticketRoundId,
    ]);
  });

  it("refuses a close before the open, a non-http(s) link and an unknown kind, writing nothing", async () => {
    const concert = await buildConcert(t.db.db);
    const cases: [unknown, Record<string, string>][] = [
      [{ ...presale, closesAt: `${YEAR}-03-05T19:00` }, { closesAt: M.closesBeforeOpens }],
      [{ ...presale, closesAt: presale.opensAt }, { closesAt: M.closesBeforeOpens }],
      [{ ...presale, url: "ftp://tickets.example/" }, { url: M.urlInvalid }],
      [{ ...presale, url: "javascript:alert(1)" }, { url: M.urlInvalid }],
      [{ ...presale, kind: "LOTTERY" }, { kind: M.kindRequired }],
      [{ ...presale, vendor: " " }, { vendor: M.vendorRequired }],
      [{ ...presale, opensAt: "다음 주 금요일" }, { opensAt: M.opensAtInvalid }],
    ];
    for (const [json, fields] of cases) {
      const body = await expectError(await addRound(concert.id, json), 422, "VALIDATION_FAILED");
      expect(body.fields, JSON.stringify(json)).toEqual(fields);
    }
    const rows = await t.db.db
      .select()
      .from(ticketRounds)
      .where(eq(ticketRounds.newConcertId, concert.id));
    expect(rows).toEqual([]);
  });

  it("refuses links to IP literals, localhost, single-label and private names, on create and on edit (review 2026-11-27, I5)", async () => {
    const concert = await buildConcert(t.db.db);
    const round = await buildTicketRound(t.db.db, { newConcertId: concert.id });
    const refused = [
      "http://127.0.0.1:5432/",
      "http://2130706433/",
      "http://0x7f000001/",
      "http://0177.0.0.1/",
      "http://127.1/",
      "https://8.8.8.8/tickets",
      "http://[::1]/",
      "http://[::ffff:10.0.0.1]/",
      "http://localhost:3000/",
      "http://localhost./",
      "http://intranet/admin",
      "http://printer.local/",
      "https://db.internal/",
      "http://app.localhost/",
      "https://tickets.test/",
      "https://shop.invalid/",
      "https://tickets.example/",
      "https://ticket.melon.com@10.0.0.5/",
    ];
    for (const url of refused) {
      const created = await expectError(
        await addRound(concert.id, { ...presale, url }),
        422,
        "VALIDATION_FAILED",
      );
      expect(created.fields, url).toEqual({ url: M.urlNotPublic });
      const edited = await t.request(`/api/admin/ticket-rounds/${round.id}`, {
        method: "PUT",
        token: admin.token,
        json: { ...presale, url },
      });
      expect((await expectError(edited, 422)).fields, url).toEqual({ url: M.urlNotPublic });
    }
    const rows = await t.db.db
      .select({ id: ticketRounds.id })
      .from(ticketRounds)
      .where(eq(ticketRounds.newConcertId, concert.id));
    expect(rows).toEqual([{ id: round.id }]);
    // Public sites still pass, as typed (a trailing dot and a Korean domain included).
    for (const url of ["https://tickets.interpark.com./goods/1", "https://티켓.한국/공연"]) {
      const body = await expectBody(
        await addRound(concert.id, { ...presale, url }),
        ticketRound,
        201,
      );
      expect(body.url).toBe(url);
    }
  });

  it("takes a vendor that is not on the list", async () => {
    const concert = await buildConcert(t.db.db);
    const round = await expectBody(
      await addRound(concert.id, { ...presale, vendor: "인터파크 글로벌" }),
      ticketRound,
      201,
    );
    expect(round.vendor).toBe("인터파크 글로벌");
  });

  it("answers 404 for a concert or a round that does not exist", async () => {
    await expectError(await addRound(9_999_999, presale), 404, "NOT_FOUND");
    const put = await t.request("/api/admin/ticket-rounds/9999999", {
      method: "PUT",
      token: admin.token,
      json: presale,
    });
    expect((await expectError(put, 404, "NOT_FOUND")).message).toBe(
      "예매 일정을 찾을 수 없습니다.",
    );
    await expectError(
      await t.request("/api/admin/ticket-rounds/9999999", { method: "DELETE", token: admin.token }),
      404,
    );
    await expectError(await t.request("/api/new-concerts/9999999/ticket-rounds"), 404);
  });

  it("moves a round and deletes one", async () => {
    const concert = await buildConcert(t.db.db);
    const round = await buildTicketRound(t.db.db, { newConcertId: concert.id });
    const moved = await expectBody(
      await t.request(`/api/admin/ticket-rounds/${round.id}`, {
        method: "PUT",
        token: admin.token,
        json: {
          ...presale,
          kind: "EXTRA",
          label: "2차 추가 오픈",
          opensAt: `${YEAR}-04-01T14:00:00+09:00`,
          closesAt: `${YEAR}-04-02T05:00:00Z`,
        },
      }),
      ticketRound,
    );
    expect(moved).toMatchObject({
      ticketRoundId: round.id,
      newConcertId: concert.id,
      kind: "EXTRA",
      label: "2차 추가 오픈",
      opensAt: `${YEAR}-04-01T14:00:00+09:00`,
      closesAt: `${YEAR}-04-02T14:00:00+09:00`,
    });
    const deleted = await t.request(`/api/admin/ticket-rounds/${round.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(deleted.status).toBe(204);
    expect(
      await expectBody(
        await t.request(`/api/new-concerts/${concert.id}/ticket-rounds`),
        ticketRoundList,
      ),
    ).toEqual([]);
  });
});

describe("seat prices", () => {
  const putPrices = (concertId: number, json: unknown) =>
    t.request(`/api/admin/new-concerts/${concertId}/prices`, {
      method: "PUT",
      token: admin.token,
      json,
    });

  it("replaces the whole list in the order given", async () => {
    const concert = await buildConcert(t.db.db);
    await expectBody(await putPrices(concert.id, [{ grade: "R", price: 1 }]), ticketPriceList);
    const prices = [
      { grade: "VIP", price: 198_000 },
      { grade: "R", price: 165_000 },
      { grade: "S", price: 143_000 },
    ];
    expect(await expectBody(await putPrices(concert.id, prices), ticketPriceList)).toEqual(prices);
    const detail = await expectBody(
      await t.request(`/api/new-concerts/${concert.id}`),
      concertDetail,
    );
    expect(detail.prices).toEqual(prices);
    expect(await expectBody(await putPrices(concert.id, []), ticketPriceList)).toEqual([]);
  });

  it("refuses a repeated grade and a bad price, keeping the list it had", async () => {
    const concert = await buildConcert(t.db.db);
    await putPrices(concert.id, [{ grade: "R", price: 165_000 }]);
    const repeated = await expectError(
      await putPrices(concert.id, [
        { grade: "R", price: 1 },
        { grade: "R", price: 2 },
      ]),
      422,
    );
    expect(repeated.message).toBe(M.gradeDuplicate);
    const negative = await expectError(
      await putPrices(concert.id, [{ grade: "S", price: -5 }]),
      422,
    );
    expect(negative.fields).toEqual({ "0.price": M.priceInvalid });
    await expectError(await putPrices(concert.id, { grade: "S", price: 5 }), 400, "BAD_REQUEST");
    await expectError(await putPrices(9_999_999, []), 404);
    const detail = await expectBody(
      await t.request(`/api/new-concerts/${concert.id}`),
      concertDetail,
    );
    expect(detail.prices).toEqual([{ grade: "R", price: 165_000 }]);
  });

  it("keeps one whole list when saves arrive at once", async () => {
    const concert = await buildConcert(t.db.db);
    const lists = Array.from({ length: 6 }, (_, i) => [
      { grade: `VIP ${i}`, price: 200_000 + i },
      { grade: `R ${i}`, price: 150_000 + i },
    ]);
    const answers = await Promise.all(lists.map((list) => putPrices(concert.id, list)));
    expect(answers.map((a) => a.status)).toEqual(lists.map(() => 200));
    const rows = await t.db.db
      .select({ grade: ticketPrices.grade, price: ticketPrices.price })
      .from(ticketPrices)
      .where(eq(ticketPrices.newConcertId, concert.id))
      .orderBy(ticketPrices.position);
    expect(lists).toContainEqual(rows);
  });
});

describe("the concert read", () => {
  it("carries the rounds soonest first and the prices, in the one query it always made", async () => {
    const concert = await buildConcert(t.db.db);
    const late = await buildTicketRound(t.db.db, {
      newConcertId: concert.id,
      opensAt: new Date(`${YEAR}-03-10T11:00:00Z`),
    });
    const early = await buildTicketRound(t.db.db, {
      newConcertId: concert.id,
      kind: "FANCLUB_PRESALE",
      label: "팬클럽 선예매",
      opensAt: new Date(`${YEAR}-03-05T11:00:00Z`),
      eligibility: ["본인인증"],
    });
    await t.db.db.insert(ticketPrices).values([
      { newConcertId: concert.id, position: 1, grade: "R", price: 165_000 },
      { newConcertId: concert.id, position: 0, grade: "VIP", price: 198_000 },
    ]);
    t.db.queries.length = 0;
    const detail = await expectBody(
      await t.request(`/api/new-concerts/${concert.id}`),
      concertDetail,
    );
    expect(t.db.queries).toHaveLength(1);
    expect(detail.ticketRounds.map((r) => r.ticketRoundId)).toEqual([early.id, late.id]);
    expect(detail.ticketRounds[0]).toMatchObject({
      label: "팬클럽 선예매",
      opensAt: `${YEAR}-03-05T20:00:00+09:00`,
      closesAt: null,
      eligibility: ["본인인증"],
    });
    expect(detail.prices).toEqual([
      { grade: "VIP", price: 198_000 },
      { grade: "R", price: 165_000 },
    ]);
  });

  it("answers empty lists for a concert without rounds or prices", async () => {
    const concert = await buildConcert(t.db.db);
    const detail = await expectBody(
      await t.request(`/api/new-concerts/${concert.id}`),
      concertDetail,
    );
    expect(detail).toMatchObject({ ticketRounds: [], prices: [] });
  });
});

describe("GET /api/ticket-rounds/upcoming", () => {
  it("lists rounds opening within the days asked, soonest first, with their concert", async () => {
    const fresh = await createTestApp();
    try {
      const concert = await buildConcert(fresh.db.db, { title: "곧 열리는 공연" });
      const now = Date.now();
      const at = (hours: number) =>
        buildTicketRound(fresh.db.db, {
          newConcertId: concert.id,
          opensAt: new Date(now + hours * HOUR),
        });
      const inTwoDays = await at(48);
      const inThreeHours = await at(3);
      const inSixDays = await at(6 * 24);
      await at(-1);
      const inTenDays = await at(10 * 24);

      const week = await expectBody(
        await fresh.request("/api/ticket-rounds/upcoming"),
        upcomingTicketRoundList,
      );
      expect(week.map((r) => r.ticketRoundId)).toEqual([
        inThreeHours.id,
        inTwoDays.id,
        inSixDays.id,
      ]);
      expect(week[0]!.concert).toMatchObject({ newConcertId: concert.id, title: "곧 열리는 공연" });

      const twoDays = await expectBody(
        await fresh.request("/api/ticket-rounds/upcoming?days=2"),
        upcomingTicketRoundList,
      );
      expect(twoDays.map((r) => r.ticketRoundId)).toEqual([inThreeHours.id, inTwoDays.id]);
      const month = await expectBody(
        await fresh.request("/api/ticket-rounds/upcoming?days=31"),
        upcomingTicketRoundList,
      );
      expect(month.map((r) => r.ticketRoundId)).toContain(inTenDays.id);
    } finally {
      await fresh.close();
    }
  });

  it.each(["0", "32", "-1", "1.5", "abc", "007"])("refuses days=%s with 422", async (days) => {
    const body = await expectError(
      await t.request(`/api/ticket-rounds/upcoming?days=${days}`),
      422,
    );
    expect(Object.keys(body.fields ?? {})).toEqual(["days"]);
  });
});

describe("admin round writes and the response cache", () => {
  it("show a new round on the concert page at once, though it was cached", async () => {
    const cached = await createTestApp("empty", { cache: new ResponseCache() });
    try {
      const cachedAdmin = await buildAdmin(cached);
      const concert = await buildConcert(cached.db.db);
      const read = () => cached.request(`/api/new-concerts/${concert.id}`);
      await read();
      expect((await read()).headers.get("x-cache")).toBe("hit");
      const added = await cached.request(`/api/admin/new-concerts/${concert.id}/ticket-rounds`, {
        token: cachedAdmin.token,
        json: presale,
      });
      expect(added.status).toBe(201);
      const fresh = await read();
      expect(fresh.headers.get("x-cache")).not.toBe("hit");
      expect((await expectBody(fresh, concertDetail)).ticketRounds).toHaveLength(1);
    } finally {
      await cached.close();
    }
  });
});
