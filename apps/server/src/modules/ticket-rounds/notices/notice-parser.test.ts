import { describe, expect, it } from "vitest";
import { NOTICE_FIXTURES, type NoticeFixture } from "./notice-fixtures";
import { parseTicketNotice } from "./notice-parser";

/** "Exactly right": every round's kind, opening minute and vendor, every price's grade and amount. */
function exactlyRight(fixture: NoticeFixture): boolean {
  const parsed = parseTicketNotice(fixture.text, fixture.noticeDate);
  const key = (r: { kind: string; vendor: string; opensAt: string }) =>
    `${r.kind}|${r.vendor}|${r.opensAt.slice(0, 16)}`;
  const sameRounds =
    JSON.stringify(parsed.rounds.map(key).sort()) ===
    JSON.stringify(fixture.rounds.map(key).sort());
  const priceKey = (p: { grade: string; price: number }) => `${p.grade}|${p.price}`;
  const samePrices =
    JSON.stringify(parsed.prices.map(priceKey).sort()) ===
    JSON.stringify(fixture.prices.map(priceKey).sort());
  return sameRounds && samePrices;
}

describe("the ticket notice parser on the notices", () => {
  it("has at least 20 notices from at least 4 vendors", () => {
    expect(NOTICE_FIXTURES.length).toBeGreaterThanOrEqual(20);
    const vendors = new Set(NOTICE_FIXTURES.flatMap((f) => f.rounds.map((r) => r.vendor)));
    expect(vendors.size).toBeGreaterThanOrEqual(4);
  });

  for (const fixture of NOTICE_FIXTURES.filter((f) => f.split === "dev")) {
    it(`reads ${fixture.id} as checked by hand`, () => {
      const parsed = parseTicketNotice(fixture.text, fixture.noticeDate);
      expect(
        parsed.rounds.map(({ kind, vendor, opensAt, closesAt }) => ({
          kind,
          vendor,
          opensAt,
          closesAt,
        })),
      ).toEqual(fixture.rounds);
      expect(parsed.prices).toEqual(fixture.prices);
    });
  }

  it("gets every round of at least 18 notices exactly right, held-out ones included", () => {
    const right = NOTICE_FIXTURES.filter(exactlyRight);
    const heldOut = NOTICE_FIXTURES.filter((f) => f.split === "held-out");
    const heldOutRight = heldOut.filter(exactlyRight);
    console.info(
      `notice parser: ${right.length}/${NOTICE_FIXTURES.length} exactly right; held-out ${heldOutRight.length}/${heldOut.length}; wrong: ${NOTICE_FIXTURES.filter(
        (f) => !exactlyRight(f),
      )
        .map((f) => f.id)
        .join(", ")}`,
    );
    expect(right.length).toBeGreaterThanOrEqual(18);
  });
});

describe("what the parser proposes beside the rounds", () => {
  it("names the eligibility and the label from the notice's own words", () => {
    const parsed = parseTicketNotice(
      `▶ 현대카드 선예매 : 2027.09.07(화) 12:00 ~ 09.08(수) 11:59
▶ 팬클럽 선예매 : 2027.09.06(월) 20:00
※ 1인 2매 구매 가능
예매처 : YES24 티켓`,
      "2027-08-31",
    );
    expect(parsed.rounds.map((r) => [r.label, r.eligibility])).toEqual([
      ["현대카드 선예매", ["카드사 결제", "1인 2매"]],
      ["팬클럽 선예매", ["공식 팬클럽 인증", "1인 2매"]],
    ]);
    expect(parsed.rounds[0]!.closesAt).toBe("2027-09-08T11:59:00+09:00");
  });

  it("hands back the lines with figures it could not read", () => {
    const parsed = parseTicketNotice(
      `공연 일시: 2027년 5월 15일(토) 오후 6시
일반 예매: 날짜 추후 공지 (2차)
티켓 오픈 안내`,
      "2027-03-01",
    );
    expect(parsed.rounds).toEqual([]);
    expect(parsed.unparsed).toEqual([
      "공연 일시: 2027년 5월 15일(토) 오후 6시",
      "일반 예매: 날짜 추후 공지 (2차)",
    ]);
  });

  it("takes a date without a year as the next one, across the new year", () => {
    const parsed = parseTicketNotice("일반 예매 1/5(화) 20:00\n예매처 멜론티켓", "2027-12-20");
    expect(parsed.rounds[0]!.opensAt).toBe("2028-01-05T20:00:00+09:00");
  });
});
