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
  timeInvalid: "시각은 19:30처럼 24시간제로 입력하세요.",
  aliasesInvalid: "별칭은 50자 이하로 20개까지, 쉼표로 나눠 입력하세요.",
  doorsAfterStart: "입장 시각은 공연 시작 시각보다 빨라야 합니다.",
  readingInvalid: "한글 독음·번역은 100자까지의 글자로 입력하세요. 지우려면 빈 값을 보내세요.",
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
  /**
   * Other names fans search by (콜플), as a list or as one text split at commas (what a text field
   * gives): absent keeps the stored ones (older clients), a value replaces them. Trimmed; empty
   * ones and repeats are dropped.
   */
  aliases: z.optional(
    z.pipe(
      z.union(
        [
          z.array(z.string({ error: ADMIN_MESSAGES.aliasesInvalid })),
          z.pipe(
            z.string({ error: ADMIN_MESSAGES.aliasesInvalid }),
            z.transform((text: string) => text.split(/[,，、]/)),
          ),
        ],
        { error: ADMIN_MESSAGES.aliasesInvalid },
      ),
      z.pipe(
        z.transform((list: string[]) => [
          ...new Set(list.map((a) => a.trim()).filter((a) => a !== "")),
        ]),
        z.array(z.string()).check(
          z.refine((list) => list.length <= 20 && list.every((a) => [...a].length <= 50), {
            error: ADMIN_MESSAGES.aliasesInvalid,
          }),
        ),
      ),
    ),
  ),
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

/**
 * A time of day in Korean time as `HH:MM` (what a time input gives; seconds are dropped): absent
 * keeps what is stored, "" or null clears it.
 */
const timeInput = z.optional(
  z.nullable(
    z.pipe(
      z
        .string({ error: ADMIN_MESSAGES.timeInvalid })
        .check(
          z.trim(),
          z.regex(/^$|^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: ADMIN_MESSAGES.timeInvalid }),
        ),
      z.transform((s: string) => (s === "" ? null : s.slice(0, 5))),
    ),
  ),
);

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
    /** When the show starts on its first day (KST); absent keeps the stored one (older clients). */
    startTime: timeInput,
    /** When the doors open on its first day (KST). */
    doorsTime: timeInput,
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
    z.refine((c) => !c.startTime || !c.doorsTime || c.doorsTime < c.startTime, {
      error: ADMIN_MESSAGES.doorsAfterStart,
      path: ["doorsTime"],
    }),
  );
export type ConcertInput = z.infer<typeof concertInput>;
/** What the concert form holds before parsing (dates as `YYYY-MM-DD` strings). */
export type ConcertFormValues = z.input<typeof concertInput>;

/** `GET /api/admin/setlistfm/artists?name=`: setlist.fm's artists of that name, for the MBID. */
export const setlistFmArtist = z.object({
  mbid: z.string(),
  name: z.string(),
  /** What tells two artists of one name apart; "" when none. */
  disambiguation: z.string(),
});
export const setlistFmArtistList = z.array(setlistFmArtist);
export type SetlistFmArtist = z.infer<typeof setlistFmArtist>;

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

/** A song of an artist as the admin edits it: its title and its Korean reading or translation. */
export const adminSong = z.object({
  songId: z.int(),
  title: z.string(),
  /** 한글 독음/번역 shown beside the title (夜に駆ける · 밤을 달리다); null for none. */
  reading: z.nullable(z.string()),
});
export type AdminSong = z.infer<typeof adminSong>;
export const adminSongList = z.array(adminSong);

/** `PUT /api/admin/songs/{id}`: a song's Korean reading; empty or null clears it. */
export const songReadingInput = z.object({
  reading: z.nullable(
    z.pipe(
      z
        .string({ error: ADMIN_MESSAGES.readingInvalid })
        .check(z.trim(), z.maxLength(100, { error: ADMIN_MESSAGES.readingInvalid })),
      z.transform((s: string) => (s === "" ? null : s)),
    ),
  ),
});
export type SongReadingInput = z.input<typeof songReadingInput>;
