import { Link } from "react-router";
import { ConcertCard } from "../../../components/concert-card";
import { ErrorState } from "../../../components/states";
import { GENRE_SLUGS, type GenreSlug, paths } from "../../../lib/paths";
import { useRowScroll } from "../../../lib/use-row-scroll";
import { useConcertRow } from "../api/get-concerts";
import { HOME_ROW_SIZE } from "../model/home-rows";
import { SAMPLE_CONCERTS } from "../model/sample-concerts";
import styles from "./concert-row.module.css";

/**
 * A home row: the newest concerts of one genre, scrolled sideways (where the fan left it when they
 * come back), with a link to the full list.
 */
export function ConcertRow({ slug, priority = false }: { slug: GenreSlug; priority?: boolean }) {
  const { label, genre } = GENRE_SLUGS[slug];
  const query = useConcertRow(genre, HOME_ROW_SIZE);
  const scroll = useRowScroll<HTMLUListElement>(`row-${slug}`);
  const headingId = `row-${slug}`;

  return (
    <section className={styles.row} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {label}
        </h2>
        <Link to={paths.genre(slug)} className={styles.more} aria-label={`${label} 더보기`}>
          더보기
        </Link>
      </div>
      {query.isError ? (
        <ErrorState
          error={query.error}
          message="Failed to load concert data."
          onRetry={() => void query.refetch()}
        />
      ) : query.data && query.data.length === 0 ? (
        <p className={styles.empty}>콘서트 정보가 없습니다.</p>
      ) : (
        <ul className={styles.scroller} {...scroll}>
          {(query.data ?? SAMPLE_CONCERTS).map((concert, index) => (
            <li key={concert.newConcertId} className={styles.item}>
              <ConcertCard
                concert={concert}
                placeholder={!query.data}
                priority={priority && index < 3}
                offscreen={!(priority && index < 3)}
                sizes="138px"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
