import { type RefObject, useEffect } from "react";

/**
 * Loads the next page of a cursor list when the element at its end comes near the viewport.
 * `enabled` lets a collapsed list stay put until it is expanded; after a failed page it waits for
 * the fan's retry instead of asking again in a loop.
 */
export function useLoadMore(
  sentinel: RefObject<Element | null>,
  {
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError = false,
    fetchNextPage,
    enabled = true,
  }: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError?: boolean;
    fetchNextPage: () => Promise<unknown>;
    enabled?: boolean;
  },
) {
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !enabled || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, enabled, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
}
