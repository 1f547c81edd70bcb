import { type Concert, type PageHead, addresses, urlOf } from "@naehan/contract";
import { formatDateRange } from "../../../lib/format";

/**
 * A concert page's head: its link-preview card (title, artist, dates, place, where to book, the
 * poster), and its poster and first answers to fetch early.
 */
export function concertHead(concert: Concert): PageHead {
  const params = { id: concert.newConcertId };
  // Spaced, as a preview card's one line reads it.
  const when = formatDateRange(concert.startDate, concert.endDate).replace("~", " ~ ");
  const place = concert.cityName ? `${concert.venueName}, ${concert.cityName}` : concert.venueName;
  return {
    title: `${concert.title} | 내한`,
    description: [
      concert.artistName,
      when,
      place,
      concert.ticketPlatforms && `예매 ${concert.ticketPlatforms}`,
    ]
      .filter(Boolean)
      .join(" · "),
    image: concert.ogImageUrl,
    type: "website",
    preloads: {
      images: concert.posterUrl ? [concert.posterUrl] : [],
      fetches: [
        urlOf(addresses.getConcert, { params }),
        urlOf(addresses.getPredictedSetlist, { params }),
      ],
    },
  };
}
