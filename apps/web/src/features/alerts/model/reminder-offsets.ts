/** The reminder times a fan picks from, minutes before a round opens. */
export const OFFSET_CHOICES: [number, string][] = [
  [4320, "3일 전"],
  [1440, "1일 전"],
  [180, "3시간 전"],
  [60, "1시간 전"],
  [30, "30분 전"],
  [10, "10분 전"],
  [0, "오픈 시각"],
];

/** `1일 전 · 1시간 전 · 10분 전 · 오픈`: when a fan's reminders of one round go out, earliest first. */
export function reminderScheduleText(offsets: readonly number[]): string {
  return [...offsets]
    .sort((a, b) => b - a)
    .map((minutes) =>
      minutes === 0
        ? "오픈"
        : (OFFSET_CHOICES.find(([m]) => m === minutes)?.[1] ?? `${minutes}분 전`),
    )
    .join(" · ");
}
