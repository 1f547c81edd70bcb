import { ConcertCard, type ConcertCardData } from "../../../components/concert-card";
import { Link } from "../../../components/link";
import { QueryState } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
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
      <QueryState
        query={query}
        texts={STATE_TEXTS.concerts}
        isEmpty={(concerts) => concerts.length === 0}
        pending={<Row concerts={SAMPLE_CONCERTS} priority={priority} scroll={scroll} placeholder />}
        empty={<p className={styles.empty}>{STATE_TEXTS.concerts.empty}</p>}
      >
        {(concerts) => <Row concerts={concerts} priority={priority} scroll={scroll} />}
      </QueryState>
    </section>
  );
}

/**
 * The cards, scrolled sideways; placeholders keep the row's shape while it loads (the same list,
 * so the position kept in `scroll` holds through the swap).
 */
function Row({
  concerts,
  priority,
  scroll,
  placeholder = false,
}: {
  concerts: ConcertCardData[];
  priority: boolean;
  scroll: ReturnType<typeof useRowScroll<HTMLUListElement>>;
  placeholder?: boolean;
}) {
  return (
    <ul className={styles.scroller} {...scroll}>
      {concerts.map((concert, index) => (
        <li key={concert.newConcertId} className={styles.item}>
          <ConcertCard
            concert={concert}
            placeholder={placeholder}
            priority={priority && index < 3}
            offscreen={!(priority && index < 3)}
            sizes="138px"
          />
        </li>
      ))}
    </ul>
  );
}
