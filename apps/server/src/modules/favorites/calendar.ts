import type { CalendarConcert } from "./favorites.queries";

/** iCalendar text escaping (RFC 5545 §3.3.11). */
function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      // Every line break, a lone CR included: it would end the content line (RFC 5545 §3.1).
      .replace(/\r\n|\r|\n/g, "\\n")
  );
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const basicDate = (isoDate: string) => isoDate.replaceAll("-", "");

/** The day after `YYYY-MM-DD`: all-day events end on the exclusive next day. */
function nextDay(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1));
  return date.toISOString().slice(0, 10);
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * A calendar of favourite concerts: every concert an all-day event (concert times are not known
 * ahead), spanning all its days, at its venue, with the ticket link, in Asia/Seoul.
 */
export function buildCalendar(concerts: CalendarConcert[], origin: string, host: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//naehan//favorite concerts//KO",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-CALNAME:내한 — 즐겨찾기 공연",
    "X-WR-TIMEZONE:Asia/Seoul",
    "X-PUBLISHED-TTL:PT6H",
    "REFRESH-INTERVAL;VALUE=DURATION:PT6H",
  ];
  for (const concert of concerts) {
    const page = `${origin}/concert/${concert.id}`;
    const artist = concert.artistKrName
      ? `${concert.artistKrName} (${concert.artistName})`
      : concert.artistName;
    const description = [
      artist,
      concert.ticketUrl
        ? `예매: ${[concert.ticketPlatforms, concert.ticketUrl].filter(Boolean).join(" ")}`
        : null,
      `공연 정보: ${page}`,
    ]
      .filter(Boolean)
      .join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:concert-${concert.id}@${host}`,
      `DTSTAMP:${utcStamp(concert.updatedAt)}`,
      `LAST-MODIFIED:${utcStamp(concert.updatedAt)}`,
      `DTSTART;VALUE=DATE:${basicDate(concert.startDate)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(concert.endDate))}`,
      `SUMMARY:${escapeText(concert.title)}`,
      `LOCATION:${escapeText([concert.venueName, concert.cityName, concert.countryName].filter(Boolean).join(", "))}`,
      `DESCRIPTION:${escapeText(description)}`,
      `URL:${page}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
