import type { QueryClient } from "@tanstack/react-query";
import { concertRowQueryOptions } from "../../../features/concerts/api/get-concerts";
import { upcomingRoundsQueryOptions } from "../../../features/concerts/api/get-upcoming-rounds";
import { BANNER_SLIDES } from "../../../features/concerts/model/banners";
import {
  HOME_ROW_SIZE,
  HOME_ROWS,
  UPCOMING_ROUND_DAYS,
} from "../../../features/concerts/model/home-rows";
import { GENRE_SLUGS } from "../../../lib/paths";

export const load = (queryClient: QueryClient) => [
  queryClient.prefetchQuery(upcomingRoundsQueryOptions(UPCOMING_ROUND_DAYS)),
  ...HOME_ROWS.map((slug) =>
    queryClient.prefetchQuery(concertRowQueryOptions(GENRE_SLUGS[slug].genre, HOME_ROW_SIZE)),
  ),
];

export const head = () => ({ preloads: { images: [BANNER_SLIDES[0].src] } });
