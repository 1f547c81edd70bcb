import { DateTime } from "luxon";

/** `2027.03.05 (금) 20:00`: how the app writes a moment in Korean time. */
export function koreanTime(instant: Date | string): string {
  // Every concert of a list names its next opening: the same few moments, each formatted once
  // (Luxon's zone, locale and format cost an uncached list a fifth of its CPU).
  const key = typeof instant === "string" ? instant : instant.getTime();
  let text = koreanTimes.get(key);
  if (text === undefined) {
    text = (typeof instant === "string" ? DateTime.fromISO(instant) : DateTime.fromJSDate(instant))
      .setZone("Asia/Seoul")
      .setLocale("ko")
      .toFormat("yyyy.MM.dd (ccc) HH:mm");
    if (koreanTimes.size >= 10_000) koreanTimes.clear();
    koreanTimes.set(key, text);
  }
  return text;
}

const koreanTimes = new Map<string | number, string>();

/** `1일`, `1일 2시간`, `1시간`, `10분`: a span of minutes as a fan reads it. */
export function spanText(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [days ? `${days}일` : "", hours ? `${hours}시간` : "", rest ? `${rest}분` : ""];
  return parts.filter(Boolean).join(" ") || "1분";
}

/** `1일 전`, `1시간 전`, `10분 전`, or `오픈` for an alarm at the opening itself. */
export const offsetText = (minutes: number) => (minutes === 0 ? "오픈" : `${spanText(minutes)} 전`);

export interface ReminderText {
  concertTitle: string;
  label: string;
  vendor: string;
  opensAt: Date;
  offsetMinutes: number;
}

/**
 * A round's reminder. It tells the time still left (a reminder sent late, when the concert was
 * favourited after its time, says so), or that the sale is open now.
 */
export function reminderText(r: ReminderText, now: Date) {
  const left = Math.round((r.opensAt.getTime() - now.getTime()) / 60_000);
  const body =
    r.offsetMinutes === 0 || left <= 0
      ? `${r.vendor} ${r.label} 예매가 열렸습니다.`
      : `${r.vendor} ${r.label} ${spanText(left)} 뒤 오픈 · ${koreanTime(r.opensAt)}`;
  return { title: `티켓 오픈 알림 · ${r.concertTitle}`, body };
}
