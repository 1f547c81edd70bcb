import * as z from "zod/mini";

/** A calendar date on the wire: `[year, month, day]` (month 1–12), as the spec's clients read it. */
export const dateTuple = z.tuple([z.int(), z.int(), z.int()]);
export type DateTuple = z.infer<typeof dateTuple>;

/** Post and comment timestamps: ISO-8601 with offset. */
export const isoDateTime = z.string();

export const id = z.int().check(z.positive());

/** Ids are PostgreSQL `integer`s. */
export const ID_MAX = 2_147_483_647;
const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/**
 * The one reading of an id written as text (a path segment, a query value, a cursor part, a body
 * field sent as a string): decimal digits without sign, leading zero, space or exponent, at most
 * ID_MAX. Anything else names nothing: null.
 */
export function parseIdText(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !ID_TEXT.test(raw)) return null;
  const value = Number(raw);
  return value <= ID_MAX ? value : null;
}

/** A JSON number or a string read by `parseIdText`; 0 (or "0") only where it means none. */
function bodyIdValue(value: number | string, zeroMeansNone: boolean): number | null {
  if (typeof value === "string") return zeroMeansNone && value === "0" ? 0 : parseIdText(value);
  if (!Number.isInteger(value) || value > ID_MAX) return null;
  if (value > 0) return value;
  return zeroMeansNone && value === 0 ? 0 : null;
}

/**
 * A numeric id field of a request body (JSON or a multipart's JSON part). Clients written from the
 * spec send what an HTML `<select>` or a URL gave them, so a decimal string is read like the
 * number; `"01"`, `" 1"`, `"1e3"` and `"0x1"` are not ids. With `zeroMeansNone`, 0 is "none".
 */
export const bodyId = (message: string, zeroMeansNone = false) =>
  z.pipe(
    z.union([z.number({ error: message }), z.string({ error: message })], { error: message }),
    z.transform((value: number | string, ctx) => {
      const parsed = bodyIdValue(value, zeroMeansNone);
      if (parsed !== null) return parsed;
      ctx.issues.push({ code: "custom", message, input: value });
      return z.NEVER;
    }),
  );

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
  "BUSY",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** `GET /api/health`: the process answers. */
export const health = z.object({ status: z.literal("ok") });

/** Every non-2xx answer has this body. `message` is Korean and fit to show a user. */
export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Lists that can grow: the body stays a plain array, the next page's cursor travels here. */
export const NEXT_CURSOR_HEADER = "x-next-cursor";
/** A page's size with `?cursor=` and no `?limit=`. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/**
 * Without `?limit=` and `?cursor=` a list is answered whole (the spec's clients never page), up to
 * this many items; past it, the first this-many and `x-next-cursor`.
 */
export const WHOLE_LIST_MAX = 500;
