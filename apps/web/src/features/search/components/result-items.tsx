import type { SearchRow } from "@naehan/contract";
import { useId } from "react";
import { Link } from "../../../components/link";
import { Poster } from "../../../components/poster";
import { formatDateRange } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { ArtistAvatar } from "./artist-avatar";
import { InitialThumb } from "./initial-thumb";
import styles from "./result-items.module.css";

/** A concert result: poster, genre, title, (artist,) date and venue; opens the concert. */
export function ConcertResult({ row, showArtist }: { row: SearchRow; showArtist: boolean }) {
  const titleId = useId();
  const metaId = useId();
  if (row.newConcertId === null) return null;
  const dates = row.startDate && row.endDate ? formatDateRange(row.startDate, row.endDate) : null;
  return (
    <Link
      to={paths.concert(row.newConcertId)}
      className={styles.item}
      aria-labelledby={titleId}
      aria-describedby={metaId}
    >
      <InitialThumb name={row.artistkrName ?? row.artistName} shape="poster" size={72}>
        <Poster src={row.posterUrl} alt="" sizes="72px" />
      </InitialThumb>
      <span className={styles.body}>
        {row.genre && <span className={styles.genre}>{row.genre}</span>}
        <span id={titleId} className={styles.title}>
          {row.title}
        </span>
        <span id={metaId} className={styles.meta}>
          {showArtist && (
            <span className={styles.artist}>{row.artistkrName ?? row.artistName}</span>
          )}
          {dates && <span className="tabular">{dates}</span>}
          {row.venueName && <span className={styles.venue}>{row.venueName}</span>}
        </span>
      </span>
    </Link>
  );
}

/** An artist with no upcoming concert: image and names; opens the artist. */
export function ArtistResult({ row }: { row: SearchRow }) {
  const title = row.artistkrName ?? row.artistName;
  return (
    <Link to={paths.artist(row.artistId)} className={styles.item}>
      <ArtistAvatar src={row.imgUrl} size={72} name={title} />
      <span className={styles.body}>
        <span className={styles.title}>{title}</span>
        <span className={styles.meta}>
          {row.artistkrName && <span className={styles.artist}>{row.artistName}</span>}
          <span>예정된 내한 공연이 없어요</span>
        </span>
      </span>
    </Link>
  );
}
