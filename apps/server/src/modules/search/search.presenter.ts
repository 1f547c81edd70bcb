import type { Genre, SearchRow } from "@naehan/contract";
import { toDateTuple } from "../../lib/dates";
import type { MediaUrl } from "../../lib/media/media-url";
import type { SearchRowRecord } from "./search.queries";

export function presentSearchRow(row: SearchRowRecord, media: MediaUrl): SearchRow {
  return {
    artistId: row.artistId,
    artistName: row.artistName,
    artistkrName: row.artistKrName,
    imgUrl: media(row.imgUrl),
    snsUrl: row.snsUrl,
    newConcertId: row.concertId,
    title: row.title,
    posterUrl: media(row.posterUrl),
    startDate: row.startDate === null ? null : toDateTuple(row.startDate),
    endDate: row.endDate === null ? null : toDateTuple(row.endDate),
    date: row.startDate,
    venueName: row.venueName,
    genre: row.genre as Genre | null,
    namesArtist: row.namesArtist,
  };
}
