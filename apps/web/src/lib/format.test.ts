import { describe, expect, it } from "vitest";
import { formatDate, formatDateRange, formatDateTime, formatDateWithWeekday } from "./format";

describe("concert dates", () => {
  it("shows one day as YYYY.MM.DD", () => {
    expect(formatDate([2027, 4, 6])).toBe("2027.04.06");
    expect(formatDateRange([2027, 4, 6], [2027, 4, 6])).toBe("2027.04.06");
  });

  it("shows several days as start~end", () => {
    expect(formatDateRange([2027, 4, 16], [2027, 4, 19])).toBe("2027.04.16~04.19");
    expect(formatDateRange([2027, 12, 31], [2028, 1, 1])).toBe("2027.12.31~2028.01.01");
  });

  it("adds the Korean weekday", () => {
    expect(formatDateWithWeekday([2027, 4, 16])).toBe("2027.04.16 (금)");
  });

  it("shows post times in Seoul", () => {
    expect(formatDateTime("2026-11-18T12:14:00Z")).toBe("2026.11.18 21:14");
    expect(formatDateTime("2026-11-18T23:59:00+09:00")).toBe("2026.11.18 23:59");
  });

  it("writes a ticket opening in Korean time with the weekday, whatever the offset it was given in", () => {
    const withWeekday = { weekday: true };
    expect(formatDateTime("2027-03-05T20:00:00+09:00", withWeekday)).toBe("2027.03.05 (금) 20:00");
    expect(formatDateTime("2027-12-31T15:30:00Z", withWeekday)).toBe("2028.01.01 (토) 00:30");
  });
});
