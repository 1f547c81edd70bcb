import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError, type Page } from "../lib/api-client";
import type { StateTexts } from "./state-texts";
import { EmptyState, ErrorState, LoadingState } from "./states";

type Query<T> = UseQueryResult<T> | UseInfiniteQueryResult<T>;

/** The items of a cursor list's pages so far, in order. */
export const itemsOf = <T,>(data: InfiniteData<Page<T>, unknown>): T[] =>
  data.pages.flatMap((page) => page.items);

/** For `isEmpty` of a cursor list: no page holds an item. */
export const noItems = (data: InfiniteData<Page<unknown>, unknown>) =>
  data.pages.every((page) => page.items.length === 0);

/**
 * What a screen shows of its data: loading, the failure (with a retry; the offline state when the
 * request failed for want of a network), the thing not being there (404), the list being empty, or
 * `children` with the data. A cursor list's failed next page is
 * the list end's to show (see LoadMore), not this.
 */
export function QueryState<T>({
  query,
  texts,
  isEmpty,
  pending,
  notFound,
  failed,
  empty,
  children,
}: {
  query: Query<T>;
  texts: StateTexts;
  isEmpty?: (data: T) => boolean;
  /** Drawn while loading instead of the spinner (e.g. placeholders, or what a card knew). */
  pending?: ReactNode;
  /** Drawn for a 404 instead of `texts.notFound` alone (e.g. with a way back). */
  notFound?: (message: string) => ReactNode;
  /** Drawn for any other failure around its error (or offline) state, e.g. what a card knew. */
  failed?: (state: ReactNode) => ReactNode;
  /** Drawn for an empty list instead of `texts.empty` in the shared empty state. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return pending ?? <LoadingState label={texts.loading} />;
  if (query.isError && !("isFetchNextPageError" in query && query.isFetchNextPageError)) {
    const status = query.error instanceof ApiError ? query.error.status : null;
    if (status === 404 && texts.notFound) {
      return notFound ? notFound(texts.notFound) : <ErrorState message={texts.notFound} />;
    }
    if (status === 401 && texts.loginRequired) return <ErrorState message={texts.loginRequired} />;
    const state = (
      <ErrorState error={query.error} message={texts.failed} onRetry={() => void query.refetch()} />
    );
    return failed ? failed(state) : state;
  }
  const data = query.data;
  if (isEmpty?.(data)) return empty ?? <EmptyState>{texts.empty}</EmptyState>;
  return children(data);
}
