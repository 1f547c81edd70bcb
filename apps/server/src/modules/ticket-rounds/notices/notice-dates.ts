/**
 * The dates and times of a ticket notice, in the styles Korean vendors write them: `2027년 3월 5일
 * (금) 오후 8시 30분`, `2027.03.05(금) 20:00`, `2027. 3. 5`, `2027-03-05 20시`, `3/5(금) 20:00`,
 * `3월 5일 정오`, `8PM`. All in Korean time.
 */
export interface CalendarDay {
  year: number | null;
  month: number;
  day: number;
}

export interface DayTime {
  day: CalendarDay | null;
  hour: number | null;
  minute: number;
}

const DATE_PATTERNS: { re: RegExp; year: boolean }[] = [
  { re: /(\d{4})\s*년\s*(\d{1,2})\s*월\s*(\d{1,2})\s*일/, year: true },
  { re: /(\d{4})\s*[.\-/]\s*(\d{1,2})\s*[.\-/]\s*(\d{1,2})(?!\d)/, year: true },
  { re: /(\d{1,2})\s*월\s*(\d{1,2})\s*일/, year: false },
  { re: /(?<![\d:])(\d{1,2})\s*[./]\s*(\d{1,2})(?=\s*\(|\s|$)/, year: false },
];

function findDay(text: string): { day: CalendarDay; end: number } | null {
  for (const { re, year } of DATE_PATTERNS) {
    const m = re.exec(text);
    if (!m) continue;
    const nums = m.slice(1).map(Number);
    const day: CalendarDay = year
      ? { year: nums[0]!, month: nums[1]!, day: nums[2]! }
      : { year: null, month: nums[0]!, day: nums[1]! };
    if (day.month < 1 || day.month > 12 || day.day < 1 || day.day > 31) continue;
    return { day, end: m.index + m[0].length };
  }
  return null;
}

function findTime(text: string): { hour: number; minute: number } | null {
  let m = /(오전|오후)\s*(\d{1,2})\s*시(?:\s*(\d{1,2})\s*분)?/.exec(text);
  if (m) {
    let hour = Number(m[2]);
    if (m[1] === "오후" && hour < 12) hour += 12;
    if (m[1] === "오전" && hour === 12) hour = 0;
    return { hour, minute: Number(m[3] ?? 0) };
  }
  m = /(?<!\d)(\d{1,2})(?::(\d{2}))?\s*(AM|PM)\b/i.exec(text);
  if (m) {
    let hour = Number(m[1]);
    const pm = m[3]!.toUpperCase() === "PM";
    if (pm && hour < 12) hour += 12;
    if (!pm && hour === 12) hour = 0;
    return { hour, minute: Number(m[2] ?? 0) };
  }
  m = /(?<!\d)(\d{1,2}):(\d{2})(?!\d)/.exec(text);
  if (m) return { hour: Number(m[1]), minute: Number(m[2]) };
  m = /(?<!\d)(\d{1,2})\s*시(?:\s*(\d{1,2})\s*분)?/.exec(text);
  if (m) return { hour: Number(m[1]), minute: Number(m[2] ?? 0) };
  if (text.includes("정오")) return { hour: 12, minute: 0 };
  return null;
}

/** The first date of `text` and the time after it (or the time alone, for `~ 오후 11시 59분`). */
export function findDayTime(text: string): DayTime | null {
  const found = findDay(text);
  const rest = found ? text.slice(found.end) : text;
  const time = findTime(rest);
  if (!found && !time) return null;
  const hour = time?.hour ?? null;
  const minute = time?.minute ?? 0;
  if (hour !== null && (hour > 23 || minute > 59)) return null;
  return { day: found?.day ?? null, hour, minute };
}

const pad = (n: number) => String(n).padStart(2, "0");

const dayKey = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

function isRealDay(y: number, m: number, d: number): boolean {
  const check = new Date(Date.UTC(y, m - 1, d));
  return check.getUTCMonth() === m - 1 && check.getUTCDate() === d;
}

/**
 * The full date of a day written without a year: the first on or after `after` (`YYYY-MM-DD`).
 * Null for a day that does not exist.
 */
export function resolveDay(day: CalendarDay, after: string): string | null {
  if (day.year !== null) {
    return isRealDay(day.year, day.month, day.day) ? dayKey(day.year, day.month, day.day) : null;
  }
  const fromYear = Number(after.slice(0, 4));
  for (const year of [fromYear, fromYear + 1]) {
    const key = dayKey(year, day.month, day.day);
    if (isRealDay(year, day.month, day.day) && key >= after) return key;
  }
  return null;
}

/** `2027-03-05` and 20:00 as `2027-03-05T20:00:00+09:00`. */
export function kstIso(dayKeyText: string, hour: number, minute: number): string {
  return `${dayKeyText}T${pad(hour)}:${pad(minute)}:00+09:00`;
}
