import { describe, expect, it } from "vitest";
import { formatWon, nextRound, roundCountdown } from "./ticket-time";

const at = (iso: string) => Date.parse(iso);
const round = { opensAt: "2027-03-05T20:00:00+09:00", closesAt: "2027-03-06T23:59:00+09:00" };

describe("roundCountdown", () => {
  it("counts Korean calendar days a day or more ahead", () => {
    expect(roundCountdown(round, at("2027-03-03T09:00:00+09:00"))).toBe("D-2");
    expect(roundCountdown(round, at("2027-03-03T23:30:00+09:00"))).toBe("D-2");
    expect(roundCountdown(round, at("2027-03-04T20:00:00+09:00"))).toBe("D-1");
  });

  it("counts hours and minutes within the last day, seconds in the last minute", () => {
    expect(roundCountdown(round, at("2027-03-05T16:48:00+09:00"))).toBe("3시간 12분 후");
    expect(roundCountdown(round, at("2027-03-04T20:00:01+09:00"))).toBe("24시간 후");
    expect(roundCountdown(round, at("2027-03-04T20:01:00+09:00"))).toBe("23시간 59분 후");
    expect(roundCountdown(round, at("2027-03-05T19:50:00+09:00"))).toBe("10분 후");
    expect(roundCountdown(round, at("2027-03-05T19:59:15+09:00"))).toBe("45초 후");
  });

  it("rounds minutes up, as the seconds are: 1:55 left is 2분 후", () => {
    expect(roundCountdown(round, at("2027-03-05T19:58:05+09:00"))).toBe("2분 후");
    expect(roundCountdown(round, at("2027-03-05T19:58:00+09:00"))).toBe("2분 후");
    expect(roundCountdown(round, at("2027-03-05T19:58:59+09:00"))).toBe("2분 후");
    expect(roundCountdown(round, at("2027-03-05T19:59:00+09:00"))).toBe("1분 후");
    expect(roundCountdown(round, at("2027-03-05T18:59:30+09:00"))).toBe("1시간 1분 후");
  });

  it("says 오픈 중 from the opening and 마감 from the close", () => {
    expect(roundCountdown(round, at("2027-03-05T20:00:00+09:00"))).toBe("오픈 중");
    expect(roundCountdown(round, at("2027-03-06T23:58:59+09:00"))).toBe("오픈 중");
    expect(roundCountdown(round, at("2027-03-06T23:59:00+09:00"))).toBe("마감");
    expect(roundCountdown({ ...round, closesAt: null }, at("2028-01-01T00:00:00Z"))).toBe(
      "오픈 중",
    );
  });
});

describe("nextRound", () => {
  const first = {
    id: 1,
    opensAt: "2027-03-05T20:00:00+09:00",
    closesAt: "2027-03-06T20:00:00+09:00",
  };
  const second = { id: 2, opensAt: "2027-03-10T20:00:00+09:00", closesAt: null };
  it("is the first round still to open, then the one open now, then none", () => {
    expect(nextRound([first, second], at("2027-03-01T00:00:00Z"))?.id).toBe(1);
    expect(nextRound([first, second], at("2027-03-05T12:00:00Z"))?.id).toBe(2);
    expect(nextRound([first, second], at("2027-03-11T00:00:00Z"))?.id).toBe(2);
    expect(nextRound([first], at("2027-03-07T00:00:00Z"))).toBeNull();
  });
});

describe("formatWon", () => {
  it("groups thousands and adds 원", () => {
    expect(formatWon(198_000)).toBe("198,000원");
    expect(formatWon(0)).toBe("0원");
    expect(formatWon(55_000)).toBe("55,000원");
    expect(formatWon(999)).toBe("999원");
    expect(formatWon(10_000_000)).toBe("10,000,000원");
    for (const price of [1_000, 12_345, 154_000, 2_500_000]) {
      expect(formatWon(price)).toBe(`${price.toLocaleString("ko-KR")}원`);
    }
  });
});
