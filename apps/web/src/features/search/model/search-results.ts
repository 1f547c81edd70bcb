import type { SearchRow } from "@naehan/contract";

/** How the search page compares a query with a name: case-insensitive, spaces ignored. */
export const sameName = (name: string | null, query: string) =>
  name !== null && fold(name) === fold(query) && fold(query) !== "";

const fold = (text: string) => text.replace(/\s+/g, "").toLowerCase();

export interface SearchView {
  /** The artist the query names, when the first result is that artist; shown as a block. */
  artist: SearchRow | null;
  /** With an artist: that artist's concerts. Otherwise every row, as concerts or artists. */
  items: SearchRow[];
  /** Whether more rows may still belong to what is shown. */
  hasMore: boolean;
}

/**
 * The search page's rule: if the first row's Korean name or name equals the query, that artist is
 * the match and its concerts are shown under it; otherwise every row is shown, with no artist.
 */
export function searchView(rows: SearchRow[], query: string, hasNextPage: boolean): SearchView {
  const first = rows[0];
  if (!first || !(sameName(first.artistkrName, query) || sameName(first.artistName, query))) {
    return { artist: null, items: rows, hasMore: hasNextPage };
  }
  const own = rows.filter((row) => row.artistId === first.artistId);
  // The server sends the matched artist's rows first: once another artist's row has arrived,
  // every row of this one has.
  const complete = own.length < rows.length;
  return {
    artist: first,
    items: own.filter((row) => row.newConcertId !== null),
    hasMore: hasNextPage && !complete,
  };
}
