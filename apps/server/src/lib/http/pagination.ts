import {
  NEXT_CURSOR_HEADER,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  WHOLE_LIST_MAX,
  parseIdText,
} from "@naehan/contract";
import type { Context } from "hono";
import {
  type Column,
  type SQL,
  type SQLWrapper,
  and,
  asc,
  desc,
  gt,
  gte,
  lt,
  lte,
} from "drizzle-orm";
import { fromDateTuple, isValidDateTuple } from "../dates";
import { AppError, invalidFields } from "./errors";

/**
 * The sort key of the last row of a page, as it travels inside a cursor: a few short parts
 * (no `:`), and back. `fromParts` answers null for anything a server never wrote.
 */
export interface CursorKey<K> {
  toParts(key: K): string[];
  fromParts(parts: string[]): K | null;
}

/** Lists ordered by id alone. */
export const idKey: CursorKey<number> = {
  toParts: (id) => [String(id)],
  fromParts: (parts) => (parts.length === 1 ? parseIdText(parts[0]) : null),
};

export interface DateIdKey {
  /** `YYYY-MM-DD` */
  date: string;
  id: number;
}

/** Lists ordered by a calendar date, ties broken by id. */
export const dateIdKey: CursorKey<DateIdKey> = {
  toParts: ({ date, id }) => [date, String(id)],
  fromParts: (parts) => {
    if (parts.length !== 2) return null;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(parts[0] ?? "");
    const id = parseIdText(parts[1]);
    if (!match || id === null) return null;
    const tuple: [number, number, number] = [Number(match[1]), Number(match[2]), Number(match[3])];
    return isValidDateTuple(tuple) ? { date: fromDateTuple(tuple), id } : null;
  },
};

export interface PageRequest<K = number> {
  limit: number;
  /** The sort key of the last row of the previous page, or null for the first page. */
  after: K | null;
  key: CursorKey<K>;
}

/** Reads `?limit=` and the opaque `?cursor=` of a list ordered by id (see readKeysetPage). */
export function readPage(c: Context): PageRequest<number> {
  return readKeysetPage(c, idKey);
}

/**
 * Reads `?limit=` and `?cursor=` of a list ordered by the given key. Without either, the whole
 * list (up to WHOLE_LIST_MAX items, then a cursor): the spec's clients never page. With either, a
 * page: `limit` items (default 20, at most 100) after the cursor.
 */
export function readKeysetPage<K>(c: Context, key: CursorKey<K>): PageRequest<K> {
  const rawCursor = c.req.query("cursor");
  const rawLimit = c.req.query("limit");
  if (!rawCursor && !rawLimit) return { limit: WHOLE_LIST_MAX, after: null, key };
  return {
    limit: readLimit(rawLimit),
    after: rawCursor ? decodeCursor(rawCursor, key) : null,
    key,
  };
}

/** `?limit=`: default 20, at most 100. */
function readLimit(rawLimit: string | undefined): number {
  if (rawLimit === undefined || rawLimit === "") return PAGE_SIZE_DEFAULT;
  if (!/^\d{1,6}$/.test(rawLimit) || Number(rawLimit) < 1) {
    throw invalidFields({ limit: `limit은 1에서 ${PAGE_SIZE_MAX} 사이의 정수여야 합니다.` });
  }
  return Math.min(Number(rawLimit), PAGE_SIZE_MAX);
}

const invalidCursor = () => new AppError(400, "BAD_REQUEST", "페이지 커서가 올바르지 않습니다.");

export function encodeCursor(after: number): string;
export function encodeCursor<K>(after: K, key: CursorKey<K>): string;
export function encodeCursor(after: unknown, key: CursorKey<unknown> = idKey) {
  return Buffer.from(`v1:${key.toParts(after).join(":")}`).toString("base64url");
}

function decodeCursor<K>(cursor: string, key: CursorKey<K>): K {
  const decoded = /^[\w-]{1,96}$/.test(cursor) ? Buffer.from(cursor, "base64url").toString() : "";
  const [version, ...parts] = decoded.split(":");
  const after = version === "v1" ? key.fromParts(parts) : null;
  if (after === null) throw invalidCursor();
  return after;
}

/**
 * Given up to `limit + 1` rows, returns the page and sets `x-next-cursor` when there is more.
 */
export function takePage<T, K>(
  c: Context,
  rows: T[],
  page: PageRequest<K>,
  keyOf: (row: T) => K,
): T[] {
  if (rows.length <= page.limit) return rows;
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  if (last !== undefined) c.header(NEXT_CURSOR_HEADER, encodeCursor(keyOf(last), page.key));
  return items;
}

/**
 * One owner's rows (an artist's posts, an article's comments …) a page at a time, newest or oldest
 * first, read along the (owner, id) index.
 *
 * Written `owner between v and v` and ordered by (owner, id), not `owner = v` ordered by id: with
 * an equality PostgreSQL drops the owner from the sort order and may walk the primary key instead,
 * filtering out every other owner's rows. On a large table that is tens of milliseconds for an
 * owner whose rows are all old (a quiet artist's board); along the index it is a few rows.
 */
export function ownerPage(
  owner: Column,
  id: Column,
  value: number | SQLWrapper,
  after: number | SQLWrapper | null,
  direction: "newest" | "oldest",
): { where: SQL; orderBy: [SQL, SQL] } {
  const newest = direction === "newest";
  const bound = after === null ? undefined : newest ? lt(id, after) : gt(id, after);
  const where = and(gte(owner, value), lte(owner, value), bound) as SQL;
  return {
    where,
    orderBy: newest ? [desc(owner), desc(id)] : [asc(owner), asc(id)],
  };
}
