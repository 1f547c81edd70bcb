import * as z from "zod/mini";

/** A calendar date on the wire: `[year, month, day]` (month 1–12), as the spec's clients read it. */
export const dateTuple = z.tuple([z.int(), z.int(), z.int()]);
export type DateTuple = z.infer<typeof dateTuple>;

/** Post and comment timestamps: ISO-8601 with offset. */
export const isoDateTime = z.string();

export const id = z.int().check(z.positive());

export const GENRES = ["POP", "ROCK", "HIPHOP", "R&B", "JPOP"] as const;
export const genre = z.enum(GENRES);
export type Genre = z.infer<typeof genre>;

export const CONCERT_STATUSES = ["UPCOMING", "COMPLETED"] as const;
export const concertStatus = z.enum(CONCERT_STATUSES);
export type ConcertStatus = z.infer<typeof concertStatus>;

export const ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "EMAIL_TAKEN",
  "NICKNAME_TAKEN",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "VALIDATION_FAILED",
  "RATE_LIMITED",
  "BAD_GATEWAY",
  "SERVICE_UNAVAILABLE",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every non-2xx answer has this body. `message` is Korean and fit to show a user. */
export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Lists that can grow: the body stays a plain array, the next page's cursor travels here. */
export const NEXT_CURSOR_HEADER = "x-next-cursor";
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
