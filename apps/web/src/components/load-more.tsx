import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { Page } from "../lib/api-client";
import { useLoadMore } from "../lib/use-load-more";
import type { StateTexts } from "./state-texts";
import { ErrorState, LoadingState } from "./states";

/**
 * The end of a cursor list: the next page loads as it comes near the viewport, with the spec's
 * loading text while it does and its failure text, with a retry, if it fails.
 */
export function LoadMore({
  query,
  texts,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<unknown>, unknown>>;
  texts: StateTexts;
}) {
  const sentinel = useLoadMore(query);
  return (
    <>
      <div ref={sentinel} />
      {query.isFetchingNextPage && <LoadingState label={texts.loading} />}
      {query.isFetchNextPageError && (
        <ErrorState
          error={query.error}
          message={texts.failed}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
    </>
  );
}
