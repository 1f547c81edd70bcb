import type { ReactNode } from "react";
import { Link } from "../../../components/link";
import { paths } from "../../../lib/paths";
import { useArtist } from "../api/get-artist";
import { ArtistImage } from "./artist-image";
import styles from "./artist-header.module.css";

/**
 * The artist atop a page about them (the board): image and names leading to the artist page,
 * and a control the app composes at the right (the favourite heart).
 */
export function ArtistHeader({ artistId, action }: { artistId: number; action?: ReactNode }) {
  const { data: artist } = useArtist(artistId);
  return (
    <div className={styles.header} aria-busy={!artist}>
      <Link to={paths.artist(artistId)} className={styles.artist}>
        <ArtistImage
          src={artist?.imgUrl ?? null}
          alt={artist ? `${artist.name} 이미지` : ""}
          className={styles.image}
          priority
        />
        <span className={styles.names}>
          <span className={styles.krName}>
            {artist ? (artist.krName ?? artist.name) : "\u00a0"}
          </span>
          {artist?.krName && <span className={styles.name}>{artist.name}</span>}
        </span>
      </Link>
      {action}
    </div>
  );
}
