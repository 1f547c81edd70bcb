import type { PastConcert } from "@naehan/contract";
import { Link } from "react-router";
import { ChevronRightIcon } from "../../../components/icons";
import { formatDateWithWeekday } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { songCount } from "../model/setlist-parts";
import styles from "./past-concert-item.module.css";

/** One past concert in a list: date, venue, place and how many songs; opens its setlist. */
export function PastConcertItem({ artistId, concert }: { artistId: number; concert: PastConcert }) {
  const songs = songCount(concert.setlists);
  const place = [concert.cityName, concert.country].filter(Boolean).join(", ");
  return (
    <Link to={paths.setlist(artistId, concert.pastConcertId)} className={styles.item}>
      <div className={styles.text}>
        <span className={`${styles.date} tabular`}>{formatDateWithWeekday(concert.date)}</span>
        <span className={styles.venue}>{concert.venueName}</span>
        <span className={styles.place}>
          {place}
          {songs > 0 ? (
            <span className={styles.songs}> · {songs}곡</span>
          ) : (
            <span className={styles.pending}> · 셋리스트 준비 중</span>
          )}
        </span>
      </div>
      <ChevronRightIcon size={18} className={styles.chevron} />
    </Link>
  );
}
