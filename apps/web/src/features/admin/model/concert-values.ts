import type { Concert, ConcertFormValues, DateTuple } from "@naehan/contract";

const pad = (n: number) => String(n).padStart(2, "0");

/** `[2027, 4, 16]` → `2027-04-16`, what a date input holds. */
export const toDateInput = ([y, m, d]: DateTuple) => `${y}-${pad(m)}-${pad(d)}`;

/**
 * The concert form's starting values: the concert's own when editing, otherwise empty selects
 * (the admin must choose an artist and a genre), UPCOMING and Korea.
 */
export function concertFormValues(concert: Concert | null): ConcertFormValues {
  return {
    // An empty select until chosen; the contract then reads it as "choose an artist".
    artistId: concert?.artistId ?? "",
    title: concert?.title ?? "",
    subTitle: concert?.subTitle ?? "",
    startDate: concert ? toDateInput(concert.startDate) : "",
    endDate: concert ? toDateInput(concert.endDate) : "",
    startTime: concert?.startTime ?? "",
    doorsTime: concert?.doorsTime ?? "",
    venueName: concert?.venueName ?? "",
    cityName: concert?.cityName ?? "",
    countryName: concert?.countryName ?? "대한민국",
    countryCode: concert?.countryCode ?? "KR",
    ticketPlatforms: concert?.ticketPlatforms ?? "",
    ticketUrl: concert?.ticketUrl ?? "",
    genre: concert?.genre ?? ("" as ConcertFormValues["genre"]),
    concertStatus: concert?.concertStatus ?? "UPCOMING",
  };
}
