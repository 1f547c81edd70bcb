import { NEXT_CURSOR_HEADER, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "@naehan/contract";
import type { Context } from "hono";
import { AppError, invalidFields } from "./errors";

export interface PageRequest {
  limit: number;
  /** The last id of the previous page, or null for the first page. */
  after: number | null;
}

/** Reads `?limit=` (default 20, at most 100) and the opaque `?cursor=` of keyset pagination. */
export function readPage(c: Context, defaultLimit = PAGE_SIZE_DEFAULT): PageRequest {
  const rawCursor = c.req.query("cursor");
  return { limit: readLimit(c, defaultLimit), after: rawCursor ? decodeCursor(rawCursor) : null };
}

/** Reads `?limit=`: default 20, at most 100; lists with their own cursor shape use it alone. */
export function readLimit(c: Context, defaultLimit = PAGE_SIZE_DEFAULT): number {
  const rawLimit = c.req.query("limit");
  if (rawLimit === undefined || rawLimit === "") return defaultLimit;
  if (!/^\d{1,6}$/.test(rawLimit) || Number(rawLimit) < 1) {
    throw invalidFields({ limit: `limit은 1에서 ${PAGE_SIZE_MAX} 사이의 정수여야 합니다.` });
  }
  return Math.min(Number(rawLimit), PAGE_SIZE_MAX);
}

export const invalidCursor = () =>
  new AppError(400, "BAD_REQUEST", "페이지 커서가 올바르지 않습니다.");

export function encodeCursor(after: number): string {
  return Buffer.from(`v1:${after}`).toString("base64url");
}

function decodeCursor(cursor: string): number {
  const decoded = /^[\w-]{1,64}$/.test(cursor) ? Buffer.from(cursor, "base64url").toString() : "";
  const match = /^v1:([1-9]\d{0,9})$/.exec(decoded);
  if (!match) throw invalidCursor();
  return Number(match[1]);
}

/**
 * Given up to `limit + 1` rows, returns the page and sets `x-next-cursor` when there is more.
 */
export function takePage<T>(
  c: Context,
  rows: T[],
  page: PageRequest,
  idOf: (row: T) => number,
): T[] {
  if (rows.length <= page.limit) return rows;
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  if (last !== undefined) c.header(NEXT_CURSOR_HEADER, encodeCursor(idOf(last)));
  return items;
}
