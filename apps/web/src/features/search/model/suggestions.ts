import type { SearchRow } from "@naehan/contract";

export const SUGGESTIONS_SHOWN = 5;

export interface SuggestedArtist {
  artistId: number;
  /** The name a Korean fan reads first: the Korean name when there is one. */
  title: string;
  /** The other name, when the artist has both. */
  subtitle: string | null;
  imgUrl: string | null;
}

/** The artists of a search's rows, once each, in the search's order, at most five. */
export function suggestedArtists(rows: readonly SearchRow[]): SuggestedArtist[] {
  const seen = new Set<number>();
  const artists: SuggestedArtist[] = [];
  for (const row of rows) {
    if (seen.has(row.artistId)) continue;
    seen.add(row.artistId);
    artists.push({
      artistId: row.artistId,
      title: row.artistkrName ?? row.artistName,
      subtitle: row.artistkrName ? row.artistName : null,
      imgUrl: row.imgUrl,
    });
    if (artists.length === SUGGESTIONS_SHOWN) break;
  }
  return artists;
}
