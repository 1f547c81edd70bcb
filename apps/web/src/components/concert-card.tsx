import type { DateTuple } from "@naehan/contract";
import { formatDateRange } from "../lib/format";
import { paths } from "../lib/paths";
import styles from "./concert-card.module.css";
import { Link } from "./link";
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
  /** Shown after the dates, so a tour's cities tell apart when the title is cut short. */
  cityName?: string;
}

/** What a card knows of its concert, carried to the concert page to draw it at once. */
export type ConcertPreview = Pick<
  ConcertCardData,
  "newConcertId" | "artistName" | "title" | "posterUrl" | "startDate" | "endDate"
>;

const isDate = (value: unknown) =>
  Array.isArray(value) && value.length === 3 && value.every((n) => typeof n === "number");

/** The preview a card put in the navigation state, if it is about this concert. */
export function readConcertPreview(state: unknown, concertId: number): ConcertPreview | null {
  const preview = (state as { concertPreview?: Partial<ConcertPreview> } | null)?.concertPreview;
  if (
    preview?.newConcertId !== concertId ||
    typeof preview.title !== "string" ||
    typeof preview.artistName !== "string" ||
    !(typeof preview.posterUrl === "string" || preview.posterUrl === null) ||
    !isDate(preview.startDate) ||
    !isDate(preview.endDate)
  )
    return null;
  return preview as ConcertPreview;
}

/**
 * Poster, title, artist, dates and city. The poster and title open the concert; the artist name is its own
 * link to the artist (links cannot nest). A placeholder card (sample data) links nowhere.
 */
const preview = ({
  newConcertId,
  artistName,
  title,
  posterUrl,
  startDate,
  endDate,
}: ConcertCardData): ConcertPreview => ({
  newConcertId,
  artistName,
  title,
  posterUrl,
  startDate,
  endDate,
});

export function ConcertCard({
  concert,
  placeholder = false,
  priority = false,
  offscreen = false,
  sizes,
}: {
  concert: ConcertCardData;
  placeholder?: boolean;
  priority?: boolean;
  /** Off to the side in a row (see Poster). */
  offscreen?: boolean;
  /** The poster's width on screen, when not a grid's half (see Poster). */
  sizes?: string;
}) {
  const dates = formatDateRange(concert.startDate, concert.endDate);
  const completed = concert.concertStatus === "COMPLETED";
  const body = (
    <>
      <div className={styles.posterBox}>
        <Poster
          src={concert.posterUrl}
          alt=""
          priority={priority}
          offscreen={offscreen}
          sizes={sizes}
        />
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
        <Link
          to={paths.concert(concert.newConcertId)}
          state={{ concertPreview: preview(concert) }}
          className={styles.main}
        >
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
      <span className={`${styles.date} tabular`}>
        {dates}
        {concert.cityName && ` · ${concert.cityName}`}
      </span>
    </article>
  );
}
