import type { QueryClient } from "@tanstack/react-query";
import {
  type ConcertSort,
  concertListQueryOptions,
  concertListUrl,
} from "../../../features/concerts/api/get-concerts";
import { GENRE_SLUGS, type GenreSlug, isGenreSlug } from "../../../lib/paths";
import type { ScreenArgs } from "../../screen";

/** The genre a list's URL names (`/rock`), or null. */
function slugOf({ request }: ScreenArgs): GenreSlug | null {
  const slug = new URL(request.url).pathname.slice(1).toLowerCase();
  return isGenreSlug(slug) ? slug : null;
}

/** `?sort=soon` (공연 임박순), else the spec's newest first. */
const sortOf = ({ request }: ScreenArgs): ConcertSort =>
  new URL(request.url).searchParams.get("sort") === "soon" ? "soon" : "latest";

export function load(queryClient: QueryClient, args: ScreenArgs) {
  const slug = slugOf(args);
  return slug === null
    ? []
    : [
        queryClient.prefetchInfiniteQuery(
          concertListQueryOptions(GENRE_SLUGS[slug].genre, sortOf(args)),
        ),
      ];
}

export function head(_queryClient: QueryClient, args: ScreenArgs) {
  const slug = slugOf(args);
  return slug === null
    ? {}
    : { preloads: { fetches: [concertListUrl(GENRE_SLUGS[slug].genre, sortOf(args))] } };
}
