import { ConcertCard, type ConcertCardData } from "../../../components/concert-card";
import { Link } from "../../../components/link";
import { LoadMore } from "../../../components/load-more";
import { QueryState, itemsOf, noItems } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { GENRE_SLUGS, type GenreSlug, paths } from "../../../lib/paths";
import { useSearchParams } from "react-router";
import { type ConcertSort, useConcertList } from "../api/get-concerts";
import { SAMPLE_CONCERTS } from "../model/sample-concerts";
import styles from "./concert-grid.module.css";

/** The list's orders: the spec's newest first stays the default. */
const SORTS: { sort: ConcertSort; label: string; search: string }[] = [
  { sort: "latest", label: "최신 등록순", search: "" },
  { sort: "soon", label: "공연 임박순", search: "?sort=soon" },
];

/** `?sort=soon` is 공연 임박순; anything else the spec's order. */
export const readConcertSort = (params: URLSearchParams): ConcertSort =>
  params.get("sort") === "soon" ? "soon" : "latest";

/**
 * A genre list: two columns, newest first or 공연 임박순 (upcoming soonest first, ended ones after),
 * the next page loading as the end scrolls into view.
 */
export function ConcertGrid({ slug }: { slug: GenreSlug }) {
  const { label, genre } = GENRE_SLUGS[slug];
  const [params] = useSearchParams();
  const sort = readConcertSort(params);
  const query = useConcertList(genre, sort);
  return (
    <section className={styles.page} aria-labelledby="genre-title">
      <div className={styles.head}>
        <h1 id="genre-title" className={styles.title}>
          {label}
        </h1>
        <nav className={styles.sorts} aria-label="정렬">
          {SORTS.map((option) => (
            <Link
              key={option.sort}
              to={`${paths.genre(slug)}${option.search}`}
              replace
              className={styles.sort}
              aria-current={option.sort === sort ? "true" : undefined}
            >
              {option.label}
            </Link>
          ))}
        </nav>
      </div>
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

/** Two rows of two: about what a phone's first screen shows of the grid. */
const FIRST_ROWS_CARDS = 4;

/**
 * The cards; placeholders keep the page's shape while the first page loads. The first two rows'
 * posters load with the page (the first row's first); the rest as the fan scrolls near them, not
 * all at once with the page as the browser's own lazy loading would (it starts well over a
 * screen ahead).
 */
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
          <ConcertCard
            concert={concert}
            placeholder={placeholder}
            priority={index < 2}
            offscreen={index >= FIRST_ROWS_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}
