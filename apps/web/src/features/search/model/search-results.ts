import type { SearchRow } from "@naehan/contract";

/** How the search page compares a query with a name: case-insensitive, spaces ignored. */
export const sameName = (name: string | null, query: string) =>
  name !== null && fold(name) === fold(query) && fold(query) !== "";

const fold = (text: string) => text.replace(/\s+/g, "").toLowerCase();

export interface SearchView {
  /** The artist the query names, when the first result is that artist; shown as a block. */
  artist: SearchRow | null;
  /**
   * Without a block: the artist the server says the whole query names another way (초성, the
   * other keyboard layout, an alias, a small typo), offered as a way to its page beside the list.
   */
  suggested: SearchRow | null;
  /** With an artist: that artist's concerts. Otherwise every row, as concerts or artists. */
  items: SearchRow[];
  /** Whether more rows may still belong to what is shown. */
  hasMore: boolean;
}

/**
 * The search page's rule (the spec's): if the first row's Korean name or name equals the query,
 * that artist is the match and its concerts are shown under it; otherwise every row is shown,
 * with no artist, and the artist the query names another way is offered beside them.
 */
export function searchView(rows: SearchRow[], query: string, hasNextPage: boolean): SearchView {
  const first = rows[0];
  if (!first || !(sameName(first.artistkrName, query) || sameName(first.artistName, query))) {
    return {
      artist: null,
      suggested: first?.namesArtist ? first : null,
      items: rows,
      hasMore: hasNextPage,
    };
  }
  const own = rows.filter((row) => row.artistId === first.artistId);
  // The server sends the matched artist's rows first: once another artist's row has arrived,
  // every row of this one has.
  const complete = own.length < rows.length;
  return {
    artist: first,
    suggested: null,
    items: own.filter((row) => row.newConcertId !== null),
    hasMore: hasNextPage && !complete,
  };
}
