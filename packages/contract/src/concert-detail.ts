import * as z from "zod/mini";
import { concert, predictionSummary } from "./concerts";
import { ticketPriceList, ticketRoundList } from "./ticket-rounds";

/**
 * `GET /api/new-concerts/{id}`: the concert, what its prediction is worth (null: none), and its
 * ticket rounds (soonest first) and seat prices.
 */
export const concertDetail = z.extend(concert, {
  prediction: z.nullable(predictionSummary),
  /**
   * Whether the artist has a show with a setlist before this concert: without one there is
   * nothing to predict from (the page says why it has no prediction).
   */
  hasEarlierSetlists: z.boolean(),
  ticketRounds: ticketRoundList,
  prices: ticketPriceList,
  /** Each vendor's sales page (a concert approved from KOPIS); empty for one typed in. */
  ticketLinks: z.optional(z.array(z.object({ vendor: z.string(), url: z.string() }))),
  /** The venue's street address and coordinates, for a map link; null when not known. */
  venueAddress: z.optional(z.nullable(z.string())),
  venueLocation: z.optional(z.nullable(z.object({ lat: z.number(), lng: z.number() }))),
});
export type ConcertDetail = z.infer<typeof concertDetail>;
