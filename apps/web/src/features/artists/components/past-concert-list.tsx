import { useRef } from "react";
import { EmptyState, ErrorState, LoadingState } from "../../../components/states";
import { ApiError } from "../../../lib/api-client";
import { useLoadMore } from "../../../lib/use-load-more";
import { usePastConcerts } from "../api/get-past-concerts";
import { PastConcertItem } from "./past-concert-item";
import styles from "./past-concert-list.module.css";

/**
 * The artist's past concerts, newest first. With `visible`, only that many are shown; without it,
 * every concert, the next page loading as the end of the list comes into view.
 */
export function PastConcertList({
  artistId,
  visible,
  listId,
}: {
  artistId: number;
  visible?: number;
  listId?: string;
}) {
  const query = usePastConcerts(artistId);
  const sentinel = useRef<HTMLDivElement>(null);
  useLoadMore(sentinel, {
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    fetchNextPage: query.fetchNextPage,
    enabled: visible === undefined,
  });

  if (query.isPending) return <LoadingState />;
  if (query.isError && !query.isFetchNextPageError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <ErrorState message="아티스트를 찾을 수 없습니다." />;
    }
    return (
      <ErrorState
        error={query.error}
        message="Unable to load the past concerts."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const concerts = query.data.pages.flatMap((page) => page.items);
  if (concerts.length === 0) return <EmptyState>No past concerts available.</EmptyState>;

  return (
    <>
      <ul id={listId} className={styles.list}>
        {concerts.slice(0, visible).map((concert) => (
          <li key={concert.pastConcertId}>
            <PastConcertItem artistId={artistId} concert={concert} />
          </li>
        ))}
      </ul>
      {visible === undefined && (
        <>
          <div ref={sentinel} />
          {query.isFetchingNextPage && <LoadingState />}
          {query.isFetchNextPageError && (
            <ErrorState
              error={query.error}
              message="Unable to load the past concerts."
              onRetry={() => void query.fetchNextPage()}
            />
          )}
        </>
      )}
    </>
  );
}

/** Whether the list holds more than `count` concerts, loaded or not. */
export function usePastConcertsBeyond(artistId: number, count: number): boolean {
  const query = usePastConcerts(artistId);
  const loaded = query.data?.pages.reduce((n, page) => n + page.items.length, 0) ?? 0;
  return loaded > count || query.hasNextPage;
}
