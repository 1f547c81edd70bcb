import * as z from "zod/mini";
import { concertStatus, dateTuple, genre, id } from "./common";

const optionalText = (max: number) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));

/** JSON part `artist` of the artist create/update multipart. */
export const artistInput = z.object({
  mbid: optionalText(64),
  name: z
    .string()
    .check(z.trim(), z.minLength(1, { error: "아티스트 이름을 입력하세요." }), z.maxLength(200)),
  krName: optionalText(200),
  snsUrl: optionalText(2000),
  mediaUrl: optionalText(2000),
});
export type ArtistInput = z.infer<typeof artistInput>;

/** A date as `[y, m, d]` or `"YYYY-MM-DD"`; both reach the server as the tuple. */
export const dateInput = z.union([
  dateTuple,
  z.pipe(
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: "날짜 형식이 올바르지 않습니다." })),
    z.transform((s) => s.split("-").map(Number) as [number, number, number]),
  ),
]);

/** JSON part `newConcert` of the concert create/update multipart. */
export const concertInput = z.object({
  artistId: id,
  title: z
    .string()
    .check(z.trim(), z.minLength(1, { error: "공연 제목을 입력하세요." }), z.maxLength(200)),
  subTitle: optionalText(300),
  startDate: dateInput,
  endDate: z.optional(dateInput),
  venueName: z
    .string()
    .check(z.trim(), z.minLength(1, { error: "공연장을 입력하세요." }), z.maxLength(200)),
  cityName: z
    .string()
    .check(z.trim(), z.minLength(1, { error: "도시를 입력하세요." }), z.maxLength(100)),
  countryName: z._default(z.string().check(z.trim(), z.maxLength(100)), "대한민국"),
  countryCode: z._default(z.string().check(z.trim(), z.maxLength(2)), "KR"),
  ticketPlatforms: optionalText(200),
  ticketUrl: optionalText(2000),
  genre,
  concertStatus: z._default(concertStatus, "UPCOMING"),
});
export type ConcertInput = z.infer<typeof concertInput>;

export const syncResult = z.object({
  imported: z.int(),
  updated: z.int(),
  skipped: z.int(),
  pages: z.int(),
});
export type SyncResult = z.infer<typeof syncResult>;
