import * as z from "zod/mini";
import { CONCERT_STATUSES, GENRES, ID_MAX, parseIdText } from "./constants";

/** A calendar date on the wire: `[year, month, day]` (month 1–12), as the spec's clients read it. */
export const dateTuple = z.tuple([z.int(), z.int(), z.int()]);
export type DateTuple = z.infer<typeof dateTuple>;

/** Post and comment timestamps: ISO-8601 with offset. */
export const isoDateTime = z.string();

export const id = z.int().check(z.positive());

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

export const genre = z.enum(GENRES);
export type Genre = z.infer<typeof genre>;

export const concertStatus = z.enum(CONCERT_STATUSES);
export type ConcertStatus = z.infer<typeof concertStatus>;

/** `GET /api/health`: the process answers. */
export const health = z.object({ status: z.literal("ok") });

/** Every non-2xx answer has this body. `message` is Korean and fit to show a user. */
export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ErrorBody = z.infer<typeof errorBody>;
