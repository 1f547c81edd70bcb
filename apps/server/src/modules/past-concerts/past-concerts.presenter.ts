import type { SongRankingItem } from "@naehan/contract";
import type { SongRankingRow } from "./song-ranking.query";

// Past concerts leave the database as wire JSON (past-concerts.queries.ts): only the ranking is
// presented here.
export function presentSongRankingItem(row: SongRankingRow): SongRankingItem {
  const { songId, title, count } = row;
  return { songId, title, ...(row.reading === undefined ? {} : { reading: row.reading }), count };
}
