import type { SearchRow } from "@naehan/contract";
import { ChevronRightIcon, InstagramIcon, LinkIcon } from "../../../components/icons";
import { Link } from "../../../components/link";
import { paths } from "../../../lib/paths";
import { ArtistAvatar } from "./artist-avatar";
import styles from "./artist-block.module.css";

/** The artist the query names: image, Korean name and name (to the artist page), social link. */
export function ArtistBlock({ artist }: { artist: SearchRow }) {
  const title = artist.artistkrName ?? artist.artistName;
  const instagram = artist.snsUrl?.includes("instagram.com") ?? false;
  return (
    <article className={styles.block} aria-labelledby="search-artist-name">
      <Link to={paths.artist(artist.artistId)} className={styles.identity}>
        <ArtistAvatar src={artist.imgUrl} size={84} name={title} />
        <span className={styles.names}>
          <span id="search-artist-name" className={styles.krName}>
            {title}
          </span>
          {artist.artistkrName && <span className={styles.name}>{artist.artistName}</span>}
          <span className={styles.more}>
            아티스트 정보
            <ChevronRightIcon size={14} />
          </span>
        </span>
      </Link>
      {artist.snsUrl && (
        <a
          className={styles.social}
          href={artist.snsUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${title} 공식 SNS`}
        >
          {instagram ? <InstagramIcon size={22} /> : <LinkIcon size={22} />}
        </a>
      )}
    </article>
  );
}

/**
 * The artist a query names other than by its exact name (초성, an alias, a typo): one tap to its
 * page, above the list the spec shows for such a query.
 */
export function ArtistShortcut({ artist }: { artist: SearchRow }) {
  const title = artist.artistkrName ?? artist.artistName;
  return (
    <nav className={styles.shortcut} aria-label="찾는 아티스트">
      <Link to={paths.artist(artist.artistId)} className={styles.shortcutLink}>
        <ArtistAvatar src={artist.imgUrl} size={44} name={title} />
        <span className={styles.names}>
          <span className={styles.shortcutName}>{title}</span>
          {artist.artistkrName && <span className={styles.name}>{artist.artistName}</span>}
        </span>
        <span className={styles.more}>
          아티스트 페이지
          <ChevronRightIcon size={14} />
        </span>
      </Link>
    </nav>
  );
}
