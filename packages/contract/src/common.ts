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

/**
 * Top-level names no fan can open from the internet: special-use names (RFC 6761, 6762, 7686,
 * 8375), ICANN's `.internal`, and names private networks use that are not delegated.
 */
const PRIVATE_TLDS = new Set([
  "localhost",
  "localdomain",
  "local",
  "internal",
  "intranet",
  "lan",
  "home",
  "corp",
  "private",
  "test",
  "invalid",
  "example",
  "onion",
  "arpa",
]);
const HOST_LABEL = /^[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/;

/**
 * Whether a link the admin enters for fans points to a site on the internet: a host name of two
 * or more labels under a public top-level name, read as a browser reads it (the WHATWG parser,
 * which turns `http://2130706433/` and `http://0x7f.1/` into 127.0.0.1). IP literals, `localhost`,
 * single-label and private names are refused, and so is user info (`https://ticket.melon.com@host/`
 * opens `host`).
 */
export function isPublicLink(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const labels = url.hostname.replace(/\.$/, "").split(".");
  const top = labels.at(-1) ?? "";
  return (
    labels.length >= 2 &&
    labels.every((label) => HOST_LABEL.test(label)) &&
    TOP_LABEL.test(top) &&
    !PRIVATE_TLDS.has(top)
  );
}

/** http(s), a host, no white space; "" is no link. */
const LINK_FORMAT = /^$|^https?:\/\/[^\s/?#]+\S*$/i;

/**
 * Checks of an optional link field (trimmed text, "" for none): http(s) with a host, then a
 * public site's, each with its form's text. Neither aborts, so the form's other rules still speak.
 */
export const linkChecks = (messages: {
  urlInvalid: string;
  urlNotPublic: string;
}): z.core.$ZodCheck<string>[] => [
  z.regex(LINK_FORMAT, { error: messages.urlInvalid }),
  z.refine((text: string) => text === "" || !LINK_FORMAT.test(text) || isPublicLink(text), {
    error: messages.urlNotPublic,
  }),
];

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
