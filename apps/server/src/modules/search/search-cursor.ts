import { invalidCursor } from "../../lib/pagination";
import type { SearchSortKey } from "./search.queries";

/** The opaque `?cursor=` of a search page: the sort key of the last row it showed. */
export function encodeSearchCursor(key: SearchSortKey): string {
  const { group, score, date, concertId, artistId } = key;
  return Buffer.from(`s1:${group}:${score}:${date}:${concertId}:${artistId}`).toString("base64url");
}

const SHAPE = /^s1:([01]):(\d{1,6}):(\d{4}-\d{2}-\d{2}):(\d{1,10}):([1-9]\d{0,9})$/;

export function decodeSearchCursor(cursor: string): SearchSortKey {
  const decoded = /^[\w-]{1,96}$/.test(cursor) ? Buffer.from(cursor, "base64url").toString() : "";
  const match = SHAPE.exec(decoded);
  if (!match) throw invalidCursor();
  const [, group, score, date, concertId, artistId] = match;
  return {
    group: Number(group),
    score: Number(score),
    date: date ?? "",
    concertId: Number(concertId),
    artistId: Number(artistId),
  };
}
