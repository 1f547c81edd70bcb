import { Link } from "../../../components/link";
import { Poster } from "../../../components/poster";
import { QueryState } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { formatDateRange } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useArtistConcerts } from "../api/get-artist-concerts";
import { dDay } from "../model/d-day";
import { todayInSeoul } from "../../../lib/format";
import styles from "./upcoming-concerts.module.css";

/** 내한 예정: the artist's concerts still to come, soonest first; each opens the concert. */
export function UpcomingConcerts({ artistId }: { artistId: number }) {
  const query = useArtistConcerts(artistId);
  const today = todayInSeoul();
  return (
    <section className={styles.section} aria-labelledby="upcoming-title">
      <h2 id="upcoming-title" className={styles.title}>
        내한 예정
      </h2>
      <QueryState
        query={query}
        texts={STATE_TEXTS.concerts}
        isEmpty={(concerts) => concerts.length === 0}
      >
        {(concerts) => (
          <ul className={styles.list}>
            {concerts.map((concert) => {
              const badge = dDay(concert.startDate, concert.endDate, today);
              return (
                <li key={concert.newConcertId}>
                  <Link to={paths.concert(concert.newConcertId)} className={styles.concert}>
                    <div className={styles.poster}>
                      <Poster src={concert.posterUrl} alt="" sizes="72px" />
                    </div>
                    <div className={styles.text}>
                      {badge && <span className={styles.badge}>{badge}</span>}
                      <span className={styles.concertTitle}>{concert.title}</span>
                      <span className={`${styles.date} tabular`}>
                        {formatDateRange(concert.startDate, concert.endDate)}
                      </span>
                    </div>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
