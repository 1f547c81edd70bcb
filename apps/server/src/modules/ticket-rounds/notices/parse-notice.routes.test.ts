import { parsedTicketNotice } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticketRounds } from "../../../db/schema";
import { type TestApp, createTestApp, expectBody, expectError } from "../../../test/app";
import { type TestUser, buildAdmin } from "../../../test/users";

let t: TestApp;
let admin: TestUser;
// A notice read in late December: "1/5" is next year's.
beforeAll(async () => {
  t = await createTestApp("empty", { clock: () => new Date("2027-12-20T03:00:00Z") });
  admin = await buildAdmin(t);
});
afterAll(() => t.close());

const parse = (json: unknown) =>
  t.request("/api/admin/ticket-rounds/parse", { token: admin.token, json });

describe("POST /api/admin/ticket-rounds/parse", () => {
  it("proposes rounds in Korean time and prices, and stores nothing", async () => {
    const body = await expectBody(
      await parse({
        text: `■ 팬클럽 선예매: 1/5(수) 20:00 ~ 1/6(목) 23:59
■ 일반 예매: 1/7(금) 20:00
■ 예매처: 멜론티켓 단독
■ 가격: R석 154,000원 / S석 132,000원
■ 공연 일시: 2028년 3월 4일 오후 6시`,
      }),
      parsedTicketNotice,
    );
    expect(body.rounds).toEqual([
      {
        kind: "FANCLUB_PRESALE",
        label: "팬클럽 선예매",
        vendor: "멜론티켓",
        opensAt: "2028-01-05T20:00:00+09:00",
        closesAt: "2028-01-06T23:59:00+09:00",
        eligibility: ["공식 팬클럽 인증"],
      },
      {
        kind: "GENERAL",
        label: "일반 예매",
        vendor: "멜론티켓",
        opensAt: "2028-01-07T20:00:00+09:00",
        closesAt: null,
        eligibility: [],
      },
    ]);
    expect(body.prices).toEqual([
      { grade: "R석", price: 154000 },
      { grade: "S석", price: 132000 },
    ]);
    expect(body.unparsed).toEqual(["공연 일시: 2028년 3월 4일 오후 6시"]);
    expect(await t.db.db.select().from(ticketRounds)).toEqual([]);
  });

  it("refuses an empty or oversized notice with a Korean message", async () => {
    const empty = await expectError(await parse({ text: "   " }), 422, "VALIDATION_FAILED");
    expect(empty.message).toMatch(/붙여 넣으세요/);
    await expectError(await parse({ text: "가".repeat(10_001) }), 422, "VALIDATION_FAILED");
    await expectError(await parse({}), 422, "VALIDATION_FAILED");
  });

  it("is for admins only", async () => {
    const response = await t.request("/api/admin/ticket-rounds/parse", {
      json: { text: "일반 예매 1/7 20:00" },
    });
    expect(response.status).toBe(401);
  });
});
