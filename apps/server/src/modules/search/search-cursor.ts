import type { CursorKey } from "../../lib/pagination";
import type { SearchSortKey } from "./search.queries";

const PARTS = [/^[01]$/, /^\d{1,6}$/, /^\d{4}-\d{2}-\d{2}$/, /^\d{1,10}$/, /^[1-9]\d{0,9}$/];

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
    const [group, score, date, concertId, artistId] = parts;
    return {
      group: Number(group),
      score: Number(score),
      date: date ?? "",
      concertId: Number(concertId),
      artistId: Number(artistId),
    };
  },
};
