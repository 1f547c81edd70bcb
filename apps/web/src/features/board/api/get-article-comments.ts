import { PAGE_SIZE_DEFAULT, addresses } from "@naehan/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiPage } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export function getArticleComments({
  articleId,
  cursor,
  signal,
}: {
  articleId: number;
  cursor?: string | null;
  signal?: AbortSignal;
}) {
  return apiPage(addresses.listArticleComments, {
    params: { articleId },
    query: { limit: PAGE_SIZE_DEFAULT, cursor },
    signal,
  });
}

/** A post's comments, oldest first, one cursor page after another. */
export const articleCommentsQueryOptions = (articleId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.board.articleComments(articleId),
    queryFn: ({ pageParam, signal }) =>
      getArticleComments({ articleId, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useArticleComments = (articleId: number) =>
  useInfiniteQuery(articleCommentsQueryOptions(articleId));
