import type { PastConcert } from "@naehan/contract";
import { ChevronRightIcon } from "../../../components/icons";
import { Link } from "../../../components/link";
import { formatDateWithWeekday } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { showPlace } from "../model/korea-places";
import { songCount } from "../model/setlist-parts";
import styles from "./past-concert-item.module.css";

/** One past concert in a list: date, venue, place and how many songs; opens its setlist. */
export function PastConcertItem({ artistId, concert }: { artistId: number; concert: PastConcert }) {
  const songs = songCount(concert.setlists);
  const where = showPlace(concert);
  return (
    <Link to={paths.setlist(artistId, concert.pastConcertId)} className={styles.item}>
      <div className={styles.text}>
        <span className={styles.dateRow}>
          <span className={`${styles.date} tabular`}>{formatDateWithWeekday(concert.date)}</span>
          {where.korea && <span className={styles.naehan}>내한</span>}
        </span>
        <span className={styles.venue}>{where.venue}</span>
        <span className={styles.place}>
          {where.place}
          {songs > 0 ? (
            <span className={styles.songs}> · {songs}곡</span>
          ) : (
            <span className={styles.pending}> · 셋리스트 준비 중</span>
          )}
        </span>
        {where.original && <span className={styles.original}>{where.original}</span>}
      </div>
      <ChevronRightIcon size={18} className={styles.chevron} />
    </Link>
  );
}
