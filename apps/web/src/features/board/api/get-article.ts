import { type Article, addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const getArticle = (articleId: number, signal?: AbortSignal) =>
  apiRequest(addresses.getArticle, { params: { id: articleId }, signal });

export const articleQueryOptions = (articleId: number) =>
  queryOptions({
    queryKey: queryKeys.board.article(articleId),
    queryFn: ({ signal }) => getArticle(articleId, signal),
  });

/** One post; `shown` (the row the fan tapped) fills the popup while the fresh copy loads. */
export const useArticle = (articleId: number, shown?: Article) =>
  useQuery({ ...articleQueryOptions(articleId), placeholderData: shown });
