import { ArtistBadge } from "./artist-badge";
import { PastConcertList } from "./past-concert-list";
import styles from "./past-concerts-page.module.css";

/** /past-concerts/{artistId}: every past concert of the artist; each opens its setlist. */
export function PastConcertsPage({ artistId }: { artistId: number }) {
  return (
    <section className={styles.page} aria-labelledby="past-concerts-title">
      <ArtistBadge artistId={artistId} />
      <h1 id="past-concerts-title" className={styles.title}>
        지난 공연
      </h1>
      <PastConcertList artistId={artistId} />
    </section>
  );
}
