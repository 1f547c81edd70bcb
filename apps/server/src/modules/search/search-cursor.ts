import type { CursorKey } from "../../lib/http/pagination";
import type { SearchSortKey } from "./search.queries";

const PARTS = [/^[01]$/, /^\d{1,6}$/, /^\d{4}-\d{2}-\d{2}$/, /^\d{1,10}$/, /^[1-9]\d{0,9}$/];
/** The id columns are PostgreSQL `integer`s. */
const INT_MAX = 2_147_483_647;

/** A real calendar date PostgreSQL accepts (year 1 up: the sentinel 0001-01-01 is one). */
function isCalendarDate(text: string): boolean {
  const [y = 0, m = 0, d = 0] = text.split("-").map(Number);
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  return (
    y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
  );
}

/** The sort key of a search row inside the shared cursor format: group, score, date, ids. */
export const searchCursorKey: CursorKey<SearchSortKey> = {
  toParts: ({ group, score, date, concertId, artistId }) => [
    String(group),
    String(score),
    date,
    String(concertId),
    String(artistId),
  ],
  fromParts: (parts) => {
    if (parts.length !== PARTS.length || !parts.every((part, i) => PARTS[i]?.test(part)))
      return null;
    const [group, score, date = "", concertId, artistId] = parts;
    if (!isCalendarDate(date) || Number(concertId) > INT_MAX || Number(artistId) > INT_MAX) {
      return null;
    }
    return {
      group: Number(group),
      score: Number(score),
      date,
      concertId: Number(concertId),
      artistId: Number(artistId),
    };
  },
};
