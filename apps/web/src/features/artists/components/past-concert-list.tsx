import { LoadMore } from "../../../components/load-more";
import { QueryState, itemsOf, noItems } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
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
  return (
    <QueryState query={query} texts={STATE_TEXTS.pastConcerts} isEmpty={noItems}>
      {(data) => (
        <>
          <ul id={listId} className={styles.list}>
            {itemsOf(data)
              .slice(0, visible)
              .map((concert) => (
                <li key={concert.pastConcertId}>
                  <PastConcertItem artistId={artistId} concert={concert} />
                </li>
              ))}
          </ul>
          {visible === undefined && <LoadMore query={query} texts={STATE_TEXTS.pastConcerts} />}
        </>
      )}
    </QueryState>
  );
}

/** Whether the list holds more than `count` concerts, loaded or not. */
export function usePastConcertsBeyond(artistId: number, count: number): boolean {
  const query = usePastConcerts(artistId);
  const loaded = query.data?.pages.reduce((n, page) => n + page.items.length, 0) ?? 0;
  return loaded > count || query.hasNextPage;
}
