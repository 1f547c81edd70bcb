import * as z from "zod/mini";
import { bodyId, linkChecks } from "./common";
import { CONCERT_STATUSES, GENRES } from "./constants";

/** The admin forms' texts; the server answers with the same ones. */
export const ADMIN_MESSAGES = {
  artistNameRequired: "아티스트 이름을 입력하세요.",
  mbidInvalid: "MBID는 MusicBrainz ID 형식(예: cc197bad-dc9c-440d-a5b5-d52ba2e14234)이어야 합니다.",
  urlInvalid: "http:// 또는 https://로 시작하는 주소를 입력하세요.",
  urlNotPublic: "인터넷에 공개된 사이트 주소를 입력하세요. IP 주소나 내부망 주소는 쓸 수 없습니다.",
  tooLong: "입력이 너무 깁니다.",
  artistRequired: "아티스트를 선택하세요.",
  titleRequired: "공연 제목을 입력하세요.",
  venueRequired: "공연장을 입력하세요.",
  cityRequired: "도시를 입력하세요.",
  countryCodeInvalid: "국가 코드는 영문 두 글자(예: KR)입니다.",
  dateInvalid: "날짜를 선택하세요.",
  endBeforeStart: "종료일은 시작일과 같거나 그 이후여야 합니다.",
  genreRequired: "장르를 선택하세요.",
  statusRequired: "공연 상태를 선택하세요.",
} as const;

const MBID_PATTERN = /^$|^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Trimmed text; an empty answer is null (no value), so "" never reaches a unique column. Format
 * checks must accept "".
 */
const optionalText = (max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max, { error: ADMIN_MESSAGES.tooLong }), ...checks),
        z.transform((s: string) => (s === "" ? null : s)),
      ),
    ),
  );

const publicLink = linkChecks(ADMIN_MESSAGES);

const requiredText = (max: number, message: string) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.maxLength(max, { error: ADMIN_MESSAGES.tooLong }),
    );

/** JSON part `artist` of the artist create/update multipart. */
export const artistInput = z.object({
  mbid: optionalText(
    64,
    z.regex(MBID_PATTERN, { error: ADMIN_MESSAGES.mbidInvalid }),
    z.toLowerCase(),
  ),
  name: requiredText(200, ADMIN_MESSAGES.artistNameRequired),
  krName: optionalText(200),
  snsUrl: optionalText(2000, ...publicLink),
  mediaUrl: optionalText(2000, ...publicLink),
});
export type ArtistInput = z.infer<typeof artistInput>;

/** Whether `[y, m, d]` names a day of the calendar (no 31 April, no 30 February). */
export function isCalendarDate([year, month, day]: readonly number[]): boolean {
  if (year === undefined || month === undefined || day === undefined) return false;
  if (year < 1900 || year > 2200) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * A date as `[y, m, d]` or `"YYYY-MM-DD"` (what a date input gives); both become the tuple. Every
 * branch carries the message, since form resolvers report a branch's issue for a union.
 */
const dateError = { error: ADMIN_MESSAGES.dateInvalid };
export const dateInput = z
  .union(
    [
      z.tuple([z.int(dateError), z.int(dateError), z.int(dateError)], dateError),
      z.pipe(
        z.string(dateError).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, dateError)),
        z.transform((s) => s.split("-").map(Number) as [number, number, number]),
      ),
    ],
    dateError,
  )
  .check(z.refine(isCalendarDate, dateError));

const dayNumber = ([y = 0, m = 0, d = 0]: readonly number[]) => y * 10_000 + m * 100 + d;

/**
 * JSON part `newConcert` of the concert create/update multipart. Without an end date the concert
 * is one day long.
 */
export const concertInput = z
  .object({
    artistId: bodyId(ADMIN_MESSAGES.artistRequired),
    title: requiredText(200, ADMIN_MESSAGES.titleRequired),
    subTitle: optionalText(300),
    startDate: dateInput,
    endDate: z.optional(z.nullable(dateInput)),
    venueName: requiredText(200, ADMIN_MESSAGES.venueRequired),
    cityName: requiredText(100, ADMIN_MESSAGES.cityRequired),
    countryName: z._default(
      z.string().check(z.trim(), z.maxLength(100, { error: ADMIN_MESSAGES.tooLong })),
      "대한민국",
    ),
    countryCode: z._default(
      z
        .string()
        .check(
          z.trim(),
          z.regex(/^[A-Za-z]{2}$/, { error: ADMIN_MESSAGES.countryCodeInvalid }),
          z.toUpperCase(),
        ),
      "KR",
    ),
    ticketPlatforms: optionalText(200),
    ticketUrl: optionalText(2000, ...publicLink),
    genre: z.enum(GENRES, { error: ADMIN_MESSAGES.genreRequired }),
    concertStatus: z._default(
      z.enum(CONCERT_STATUSES, { error: ADMIN_MESSAGES.statusRequired }),
      "UPCOMING",
    ),
  })
  .check(
    z.refine((c) => !c.endDate || dayNumber(c.endDate) >= dayNumber(c.startDate), {
      error: ADMIN_MESSAGES.endBeforeStart,
      path: ["endDate"],
    }),
  );
export type ConcertInput = z.infer<typeof concertInput>;
/** What the concert form holds before parsing (dates as `YYYY-MM-DD` strings). */
export type ConcertFormValues = z.input<typeof concertInput>;

export const syncResult = z.object({
  imported: z.int(),
  updated: z.int(),
  skipped: z.int(),
  pages: z.int(),
  /** Concerts of the artist whose actual setlist was found among the synced shows. */
  linked: z.int(),
  /** Upcoming concerts of the artist whose predicted setlist was made afresh. */
  predicted: z.int(),
});
export type SyncResult = z.infer<typeof syncResult>;
