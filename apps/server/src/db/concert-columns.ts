import { artists, newConcerts } from "./schema";

/**
 * A concert as every list shows it, with its artist's name: the columns of a select that joins
 * `newConcerts` to `artists` (the concert lists, and the concert of each upcoming ticket round).
 */
export const concertSummaryColumns = {
  id: newConcerts.id,
  artistId: newConcerts.artistId,
  artistName: artists.name,
  title: newConcerts.title,
  posterUrl: newConcerts.posterUrl,
  startDate: newConcerts.startDate,
  endDate: newConcerts.endDate,
  genre: newConcerts.genre,
  status: newConcerts.status,
};
