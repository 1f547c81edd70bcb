import { concertDetail, concertList, ticketPricesInput, ticketRoundInput } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody } from "../test/app";
import { type DemoConcert, demoDataDir, loadDemoData } from "./demo-data";

let t: TestApp;
let concerts: DemoConcert[];
beforeAll(async () => {
  t = await createTestApp("demo");
  concerts = (await loadDemoData(demoDataDir)).concerts;
});
afterAll(() => t.close());

describe("demo ticket rounds and prices", () => {
  it("are what the admin forms would accept", () => {
    for (const c of concerts) {
      for (const round of c.ticketRounds) {
        expect(ticketRoundInput.safeParse(round).success, `${c.title} ${round.label}`).toBe(true);
      }
      expect(ticketPricesInput.safeParse(c.prices).success, c.title).toBe(true);
    }
  });

  it("show on each demo concert's page, presale first, in Korean time", async () => {
    const list = await expectBody(await t.request("/api/new-concerts"), concertList);
    const coldplay = list.find((c) => c.title === "2027 콜드플레이 내한공연");
    const detail = await expectBody(
      await t.request(`/api/new-concerts/${coldplay?.newConcertId}`),
      concertDetail,
    );
    expect(detail.ticketRounds.map((r) => [r.label, r.vendor, r.opensAt])).toEqual([
      ["팬클럽 선예매", "NOL 티켓", "2027-02-25T20:00:00+09:00"],
      ["일반예매", "NOL 티켓", "2027-03-02T20:00:00+09:00"],
    ]);
    expect(detail.prices[0]).toEqual({ grade: "VIP석", price: 198_000 });
  });
});
