import type { DateTuple } from "@naehan/contract";
import { Link } from "react-router";
import { formatDateRange } from "../lib/format";
import { paths } from "../lib/paths";
import styles from "./concert-card.module.css";
import { Poster } from "./poster";

export interface ConcertCardData {
  newConcertId: number;
  artistId: number;
  artistName: string;
  title: string;
  posterUrl: string | null;
  startDate: DateTuple;
  endDate: DateTuple;
  concertStatus?: "UPCOMING" | "COMPLETED";
}

/**
 * Poster, title, artist and dates. The poster and title open the concert; the artist name is its own
 * link to the artist (links cannot nest). A placeholder card (sample data) links nowhere.
 */
export function ConcertCard({
  concert,
  placeholder = false,
  priority = false,
}: {
  concert: ConcertCardData;
  placeholder?: boolean;
  priority?: boolean;
}) {
  const dates = formatDateRange(concert.startDate, concert.endDate);
  const completed = concert.concertStatus === "COMPLETED";
  const body = (
    <>
      <div className={styles.posterBox}>
        <Poster src={concert.posterUrl} alt="" priority={priority} />
        {completed && <span className={styles.badge}>공연 종료</span>}
      </div>
      <span className={styles.title}>{concert.title}</span>
    </>
  );
  return (
    <article className={styles.card} aria-busy={placeholder || undefined}>
      {placeholder ? (
        <div className={styles.main}>{body}</div>
      ) : (
        <Link to={paths.concert(concert.newConcertId)} className={styles.main}>
          {body}
        </Link>
      )}
      {placeholder ? (
        <span className={styles.artist}>{concert.artistName}</span>
      ) : (
        <Link to={paths.artist(concert.artistId)} className={styles.artist}>
          {concert.artistName}
        </Link>
      )}
      <span className={`${styles.date} tabular`}>{dates}</span>
    </article>
  );
}
