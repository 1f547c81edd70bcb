import { ConcertCard, type ConcertCardData } from "../../../components/concert-card";
import { LoadMore } from "../../../components/load-more";
import { QueryState, itemsOf, noItems } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { GENRE_SLUGS, type GenreSlug } from "../../../lib/paths";
import { useConcertList } from "../api/get-concerts";
import { SAMPLE_CONCERTS } from "../model/sample-concerts";
import styles from "./concert-grid.module.css";

/** A genre list: two columns, newest first, the next page loading as the end scrolls into view. */
export function ConcertGrid({ slug }: { slug: GenreSlug }) {
  const { label, genre } = GENRE_SLUGS[slug];
  const query = useConcertList(genre);
  return (
    <section className={styles.page} aria-labelledby="genre-title">
      <h1 id="genre-title" className={styles.title}>
        {label}
      </h1>
      <QueryState
        query={query}
        texts={STATE_TEXTS.concerts}
        isEmpty={noItems}
        pending={<Grid concerts={SAMPLE_CONCERTS} placeholder />}
      >
        {(data) => (
          <>
            <Grid concerts={itemsOf(data)} />
            <LoadMore query={query} texts={STATE_TEXTS.concerts} />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** The cards; placeholders keep the page's shape while the first page loads. */
function Grid({
  concerts,
  placeholder = false,
}: {
  concerts: ConcertCardData[];
  placeholder?: boolean;
}) {
  return (
    <ul className={styles.grid} aria-busy={placeholder}>
      {concerts.map((concert, index) => (
        <li key={concert.newConcertId}>
          <ConcertCard concert={concert} placeholder={placeholder} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
