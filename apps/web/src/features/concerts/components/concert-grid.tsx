import { useRef } from "react";
import { ConcertCard } from "../../../components/concert-card";
import { EmptyState, ErrorState, LoadingState } from "../../../components/states";
import { GENRE_SLUGS, type GenreSlug } from "../../../lib/paths";
import { useLoadMore } from "../../../lib/use-load-more";
import { useConcertList } from "../api/get-concerts";
import { SAMPLE_CONCERTS } from "../model/sample-concerts";
import styles from "./concert-grid.module.css";

/** A genre list: two columns, newest first, the next page loading as the end scrolls into view. */
export function ConcertGrid({ slug }: { slug: GenreSlug }) {
  const { label, genre } = GENRE_SLUGS[slug];
  const query = useConcertList(genre);
  const sentinel = useRef<HTMLDivElement>(null);
  const { isFetchingNextPage, fetchNextPage } = query;
  useLoadMore(sentinel, query);

  const concerts = query.data?.pages.flatMap((page) => page.items);

  return (
    <section className={styles.page} aria-labelledby="genre-title">
      <h1 id="genre-title" className={styles.title}>
        {label}
      </h1>
      {query.isError && !concerts ? (
        <ErrorState
          error={query.error}
          message="Failed to load concert data."
          onRetry={() => void query.refetch()}
        />
      ) : concerts && concerts.length === 0 ? (
        <EmptyState>콘서트 정보가 없습니다.</EmptyState>
      ) : (
        <>
          <ul className={styles.grid} aria-busy={!concerts}>
            {(concerts ?? SAMPLE_CONCERTS).map((concert, index) => (
              <li key={concert.newConcertId}>
                <ConcertCard concert={concert} placeholder={!concerts} priority={index < 2} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} />
          {isFetchingNextPage && <LoadingState />}
          {query.isFetchNextPageError && (
            <ErrorState
              error={query.error}
              message="Failed to load concert data."
              onRetry={() => void fetchNextPage()}
            />
          )}
        </>
      )}
    </section>
  );
}
