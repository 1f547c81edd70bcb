import { describe, expect, it } from "vitest";
import { reminderScheduleText } from "./reminder-offsets";

describe("reminderScheduleText", () => {
  it("lists a fan's reminders earliest first, the opening itself as 오픈", () => {
    expect(reminderScheduleText([10, 1440, 0, 60])).toBe("1일 전 · 1시간 전 · 10분 전 · 오픈");
    expect(reminderScheduleText([4320])).toBe("3일 전");
    expect(reminderScheduleText([])).toBe("");
  });
});
