import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, {
  ICalAlarmType,
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalEventTransparency,
  type ICalCalendar,
} from "ical-generator";
import { DateTime } from "luxon";
import { koreanTime, offsetText } from "../alerts/alert-texts";
import type { RoundJson } from "../ticket-rounds/ticket-rounds.queries";
import type { CalendarConcert } from "./favorites.queries";

const ZONE = "Asia/Seoul";
/** How long a round's event lasts in a calendar: the opening is the moment that matters. */
const ROUND_EVENT_MINUTES = 30;
/** A calendar event needs an end; a show's is not announced, and most run about two and a half hours. */
const SHOW_EVENT_MINUTES = 150;

/** Days from the first to the last, both counted. */
const dayCount = (startDate: string, endDate: string) =>
  Math.round(
    DateTime.fromISO(endDate, { zone: "utc" }).diff(
      DateTime.fromISO(startDate, { zone: "utc" }),
      "days",
    ).days,
  ) + 1;

/** The day after `YYYY-MM-DD`: all-day events end on the exclusive next day. */
function nextDay(isoDate: string): string {
  return DateTime.fromISO(isoDate, { zone: "utc" }).plus({ days: 1 }).toISODate() ?? isoDate;
}

const inSeoul = (value: string | Date) =>
  (typeof value === "string" ? DateTime.fromISO(value) : DateTime.fromJSDate(value)).setZone(ZONE);

function artistText(concert: CalendarConcert) {
  return concert.artistKrName
    ? `${concert.artistKrName} (${concert.artistName})`
    : concert.artistName;
}

function addConcert(calendar: ICalCalendar, concert: CalendarConcert, page: string, host: string) {
  const description = [
    artistText(concert),
    concert.doorsTime ? `입장 시작: ${concert.doorsTime.slice(0, 5)}` : null,
    concert.ticketUrl
      ? `예매: ${[concert.ticketPlatforms, concert.ticketUrl].filter(Boolean).join(" ")}`
      : null,
    `공연 정보: ${page}`,
  ];
  const days = dayCount(concert.startDate, concert.endDate);
  const start = concert.startTime
    ? DateTime.fromISO(`${concert.startDate}T${concert.startTime}`, { zone: ZONE })
    : null;
  // A known start time makes a timed event, repeated on each day of a several-day run; without
  // one the concert is an all-day event over its days.
  const when = start
    ? {
        timezone: ZONE,
        start,
        end: start.plus({ minutes: SHOW_EVENT_MINUTES }),
        ...(days > 1 ? { repeating: { freq: ICalEventRepeatingFreq.DAILY, count: days } } : {}),
      }
    : { allDay: true, start: concert.startDate, end: nextDay(concert.endDate) };
  calendar.createEvent({
    id: `concert-${concert.id}@${host}`,
    stamp: concert.updatedAt,
    lastModified: concert.updatedAt,
    ...when,
    summary: concert.title,
    location: [concert.venueName, concert.cityName, concert.countryName].filter(Boolean).join(", "),
    description: description.filter(Boolean).join("\n"),
    url: page,
    transparency: ICalEventTransparency.TRANSPARENT,
  });
}

function addRound(
  calendar: ICalCalendar,
  concert: CalendarConcert,
  round: RoundJson,
  page: string,
  host: string,
  reminderOffsets: readonly number[],
) {
  const opens = inSeoul(round.opensAt);
  const summary = `[${round.label}] ${concert.title} 티켓 오픈`;
  const description = [
    `${round.vendor} ${round.label}`,
    `오픈: ${koreanTime(round.opensAt)}`,
    round.closesAt ? `마감: ${koreanTime(round.closesAt)}` : null,
    round.eligibility.length > 0 ? `조건: ${round.eligibility.join(", ")}` : null,
    round.note,
    round.url ? `예매: ${round.url}` : null,
    `공연 정보: ${page}`,
  ];
  const event = calendar.createEvent({
    id: `ticket-round-${round.id}@${host}`,
    stamp: new Date(round.updatedAt),
    lastModified: new Date(round.updatedAt),
    timezone: ZONE,
    start: opens,
    end: opens.plus({ minutes: ROUND_EVENT_MINUTES }),
    summary,
    description: description.filter(Boolean).join("\n"),
    url: round.url ?? page,
  });
  for (const minutes of reminderOffsets) {
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: minutes * 60,
      description: `${summary} (${offsetText(minutes)})`,
    });
  }
}

/**
 * A calendar of favourite concerts and their ticket rounds. A concert is a timed event from its
 * start time on each of its days, or an all-day event over its days while no time is announced; a round is a timed event at its opening
 * in Asia/Seoul (with the zone's VTIMEZONE), with one alarm per reminder offset.
 */
export function buildCalendar(
  concerts: CalendarConcert[],
  origin: string,
  host: string,
  reminderOffsets: readonly number[],
): string {
  const calendar = ical({
    prodId: { company: "naehan", product: "favorite concerts", language: "KO" },
    name: "내한 — 즐겨찾기 공연",
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: that would write DTSTAMP in local time. Round events carry the zone,
    // and the generator writes its VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 6 * 60 * 60,
    scale: "GREGORIAN",
    x: [{ key: "X-WR-TIMEZONE", value: ZONE }],
  });
  for (const concert of concerts) {
    const page = `${origin}/concert/${concert.id}`;
    addConcert(calendar, concert, page, host);
    for (const round of concert.ticketRounds) {
      addRound(calendar, concert, round, page, host, reminderOffsets);
    }
  }
  return calendar.toString();
}
