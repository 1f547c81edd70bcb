import { BOARD_PREVIEW_SIZE, PAGE_SIZE_DEFAULT, addresses } from "@naehan/contract";
import {
  type QueryClient,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { apiPage } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export function getArtistArticles({
  artistId,
  cursor,
  limit = PAGE_SIZE_DEFAULT,
  signal,
}: {
  artistId: number;
  cursor?: string | null;
  limit?: number;
  signal?: AbortSignal;
}) {
  return apiPage(addresses.listArtistArticles, {
    params: { artistId },
    query: { limit, cursor },
    signal,
  });
}

/** The artist's board, newest first, one cursor page after another. */
export const artistArticlesQueryOptions = (artistId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.board.artistArticles(artistId),
    queryFn: ({ pageParam, signal }) => getArtistArticles({ artistId, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useArtistArticles = (artistId: number) =>
  useInfiniteQuery(artistArticlesQueryOptions(artistId));

/** The newest few for the artist page's preview. */
export const artistPreviewQueryOptions = (artistId: number) =>
  queryOptions({
    queryKey: queryKeys.board.artistPreview(artistId),
    queryFn: async ({ signal }) =>
      (await getArtistArticles({ artistId, limit: BOARD_PREVIEW_SIZE, signal })).items,
  });

export const useArtistPreview = (artistId: number) => useQuery(artistPreviewQueryOptions(artistId));

/** A post already loaded in the artist's board list, to show at once while its own copy loads. */
export function findLoadedArticle(queryClient: QueryClient, artistId: number, articleId: number) {
  const board = queryClient.getQueryData(artistArticlesQueryOptions(artistId).queryKey);
  const preview = queryClient.getQueryData(artistPreviewQueryOptions(artistId).queryKey);
  return [...(board?.pages.flatMap((page) => page.items) ?? []), ...(preview ?? [])].find(
    (article) => article.id === articleId,
  );
}
