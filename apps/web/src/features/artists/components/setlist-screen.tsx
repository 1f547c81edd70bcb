import type { PastConcert } from "@naehan/contract";
import { Link } from "../../../components/link";
import { QueryState } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { ShareButton } from "../../../components/share-button";
import { EmptyState } from "../../../components/states";
import { formatDateWithWeekday } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useArtist } from "../api/get-artist";
import { usePastConcert } from "../api/get-past-concert";
import { setlistFmSearchUrl } from "../model/external-links";
import { showPlace } from "../model/korea-places";
import { ArtistBadge } from "./artist-badge";
import { SetlistSongs } from "./setlist-songs";
import styles from "./setlist-screen.module.css";

/** The setlist of one past concert: where and when, then the songs in the order they were played. */
export function SetlistScreen({
  artistId,
  pastConcertId,
}: {
  artistId: number;
  pastConcertId: number;
}) {
  const query = usePastConcert(artistId, pastConcertId);
  // A past concert that is not there has no setlist to show: said as the empty setlist is.
  const texts = { ...STATE_TEXTS.setlist, notFound: STATE_TEXTS.setlist.empty };
  return (
    <article className={styles.page}>
      <ArtistBadge artistId={artistId} />
      <QueryState
        query={query}
        texts={texts}
        notFound={(message) => (
          <div className={styles.missing}>
            <EmptyState>{message}</EmptyState>
            <Link to={paths.pastConcerts(artistId)} className={styles.button}>
              지난 공연 목록
            </Link>
          </div>
        )}
      >
        {(concert) => <SetlistBody artistId={artistId} concert={concert} />}
      </QueryState>
    </article>
  );
}

function SetlistBody({ artistId, concert }: { artistId: number; concert: PastConcert }) {
  const { data: artist } = useArtist(artistId);
  const where = showPlace(concert);
  const place = where.place;
  const elsewhere =
    concert.setlistUrl ?? (artist ? setlistFmSearchUrl(artist.name) : "https://www.setlist.fm/");
  const date = formatDateWithWeekday(concert.date);
  const artistName = artist ? `${artist.krName ?? artist.name} ` : "";

  return (
    <>
      <header className={styles.heading}>
        <div className={styles.titles}>
          <p className={styles.dateRow}>
            <span className={`${styles.date} tabular`}>{date}</span>
            {where.korea && <span className={styles.naehan}>내한</span>}
          </p>
          <h1 className={styles.venue}>{where.venue}</h1>
          {place && <p className={styles.place}>{place}</p>}
          {where.original && <p className={styles.original}>{where.original}</p>}
          {concert.tourName && <p className={styles.tour}>{concert.tourName}</p>}
        </div>
        <ShareButton
          label="셋리스트"
          target={{
            title: `${artistName}셋리스트 — ${where.venue}`,
            text: [date, place].filter(Boolean).join(" · "),
            path: paths.setlist(artistId, concert.pastConcertId),
          }}
        />
      </header>

      {concert.setlists.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>아직 업데이트되지 않았어요</p>
          <a className={styles.button} href={elsewhere} target="_blank" rel="noopener noreferrer">
            {concert.setlistUrl ? "setlist.fm에서 보기" : "setlist.fm에서 찾아보기"}
          </a>
        </div>
      ) : (
        <SetlistSongs entries={concert.setlists} />
      )}

      {concert.setlistUrl && concert.setlists.length > 0 && (
        <p className={styles.source}>
          출처:{" "}
          <a href={concert.setlistUrl} target="_blank" rel="noopener noreferrer">
            setlist.fm
          </a>
        </p>
      )}
    </>
  );
}
