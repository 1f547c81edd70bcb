import { Link } from "../../../components/link";
import { paths } from "../../../lib/paths";
import { useArtist } from "../api/get-artist";
import { ArtistImage } from "./artist-image";
import styles from "./artist-badge.module.css";

/** A small artist line (image and names) linking to the artist page, atop the history screens. */
export function ArtistBadge({ artistId }: { artistId: number }) {
  const { data: artist } = useArtist(artistId);
  return (
    <Link to={paths.artist(artistId)} className={styles.badge} aria-busy={!artist}>
      <ArtistImage
        src={artist?.imgUrl ?? null}
        alt={artist ? `${artist.name} 이미지` : ""}
        className={styles.image}
        priority
      />
      <span className={styles.names}>
        <span className={styles.krName}>{artist ? (artist.krName ?? artist.name) : "\u00a0"}</span>
        {artist?.krName && <span className={styles.name}>{artist.name}</span>}
      </span>
    </Link>
  );
}
