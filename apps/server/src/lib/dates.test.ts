import { describe, expect, it } from "vitest";
import { koreanTime } from "../modules/alerts/alert-texts";
import { todayInSeoul } from "./dates";

describe("dates in Korean time", () => {
  it("turns the day at midnight in Seoul, 15:00 UTC, call after call", () => {
    for (let i = 0; i < 3; i++) {
      expect(todayInSeoul(new Date("2031-03-10T14:59:59Z"))).toBe("2031-03-10");
      expect(todayInSeoul(new Date("2031-03-10T15:00:00Z"))).toBe("2031-03-11");
    }
  });

  it("writes the same moment the same way from a string or a Date, again and again", () => {
    for (let i = 0; i < 3; i++) {
      expect(koreanTime("2031-03-07T11:00:00.000Z")).toBe("2031.03.07 (금) 20:00");
      expect(koreanTime(new Date("2031-03-07T11:00:00Z"))).toBe("2031.03.07 (금) 20:00");
      expect(koreanTime(new Date("2031-03-07T15:30:00Z"))).toBe("2031.03.08 (토) 00:30");
    }
  });
});
