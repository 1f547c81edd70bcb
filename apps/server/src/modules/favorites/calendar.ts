import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, {
  ICalAlarmType,
  ICalCalendarMethod,
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
    concert.ticketUrl
      ? `예매: ${[concert.ticketPlatforms, concert.ticketUrl].filter(Boolean).join(" ")}`
      : null,
    `공연 정보: ${page}`,
  ];
  calendar.createEvent({
    id: `concert-${concert.id}@${host}`,
    stamp: concert.updatedAt,
    lastModified: concert.updatedAt,
    allDay: true,
    start: concert.startDate,
    end: nextDay(concert.endDate),
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
 * A calendar of favourite concerts and their ticket rounds. A concert is an all-day event
 * (concert times are not known ahead) over all its days; a round is a timed event at its opening
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
