import type { PastConcert, SongRankingItem } from "@naehan/contract";
import { toDateTuple } from "../../lib/dates";
import type { PastConcertRow } from "./past-concerts.queries";
import type { SongRankingRow } from "./song-ranking.query";

export function presentPastConcert(row: PastConcertRow): PastConcert {
  return {
    pastConcertId: row.id,
    date: toDateTuple(row.eventDate),
    venueName: row.venueName,
    cityName: row.cityName,
    city: row.cityName,
    country: row.countryName,
    tourName: row.tourName,
    setlistUrl: row.setlistUrl,
    setlists: row.setlist.map((entry) => ({
      order: entry.order,
      encore: entry.encore,
      tape: entry.tape,
      cover: entry.cover,
      with: entry.with,
      info: entry.info,
      song: { songId: entry.songId, title: entry.title },
    })),
  };
}

export function presentSongRankingItem(row: SongRankingRow): SongRankingItem {
  return { songId: row.songId, title: row.title, count: row.count };
}
