import type { SearchRow } from "@naehan/contract";
import type { ReactNode } from "react";
import { QueryState, itemsOf, noItems } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { EmptyState, ErrorState } from "../../../components/states";
import { useSearch } from "../api/search";
import { searchView } from "../model/search-results";
import { ArtistBlock, ArtistShortcut } from "./artist-block";
import { ArtistResult, ConcertResult } from "./result-items";
import styles from "./search-results.module.css";

/**
 * The results of one query: the matched artist with its concerts, or every matching row. When
 * nothing matches, `whenEmpty` draws what the fan can do next under the spec's sentence.
 */
export function SearchResults({
  query,
  whenEmpty,
}: {
  query: string;
  whenEmpty?: (query: string) => ReactNode;
}) {
  const search = useSearch(query);
  return (
    <QueryState
      query={search}
      texts={STATE_TEXTS.search}
      isEmpty={noItems}
      empty={
        <>
          <EmptyState>
            <span className={styles.query}>‘{query}’</span>에 해당하는 아티스트나 공연이 없습니다.
          </EmptyState>
          {whenEmpty?.(query)}
        </>
      }
    >
      {(data) => <Results query={query} rows={itemsOf(data)} search={search} />}
    </QueryState>
  );
}

function Results({
  query,
  rows,
  search,
}: {
  query: string;
  rows: SearchRow[];
  search: ReturnType<typeof useSearch>;
}) {
  const view = searchView(rows, query, search.hasNextPage);
  return (
    <section className={styles.results} aria-label={`‘${query}’ 검색 결과`}>
      {view.artist && <ArtistBlock artist={view.artist} />}
      {view.suggested && <ArtistShortcut artist={view.suggested} />}
      {view.artist ? (
        <h2 className={styles.heading}>내한 예정</h2>
      ) : (
        <h2 className={styles.heading}>
          검색 결과{" "}
          <span className={styles.count}>
            {rows.length}
            {view.hasMore ? "+" : ""}
          </span>
        </h2>
      )}
      {view.artist && view.items.length === 0 ? (
        <p className={styles.none}>예정된 내한 공연이 없습니다.</p>
      ) : (
        <ul className={styles.list}>
          {view.items.map((row) => (
            <li key={row.newConcertId ?? `artist-${row.artistId}`}>
              {row.newConcertId === null ? (
                <ArtistResult row={row} />
              ) : (
                <ConcertResult row={row} showArtist={!view.artist} />
              )}
            </li>
          ))}
        </ul>
      )}
      {search.isFetchNextPageError && (
        <ErrorState
          error={search.error}
          message={STATE_TEXTS.search.failed}
          onRetry={() => void search.fetchNextPage()}
        />
      )}
      {view.hasMore && !search.isFetchNextPageError && (
        <button
          type="button"
          className={styles.more}
          onClick={() => void search.fetchNextPage()}
          disabled={search.isFetchingNextPage}
        >
          {search.isFetchingNextPage ? "불러오는 중…" : "더보기"}
        </button>
      )}
    </section>
  );
}
