import type { Favorite } from "@naehan/contract";
import { CollapsibleList } from "../../../components/collapsible-list";
import { Link } from "../../../components/link";
import { Poster } from "../../../components/poster";
import { ListSection, ListSections, listSectionListClass } from "../../../components/list-section";
import { QueryState } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { EmptyState } from "../../../components/states";
import { formatDateRange, todayInSeoul } from "../../../lib/format";
import { byShowDate } from "../../../lib/show-order";
import { paths } from "../../../lib/paths";
import { useFavorites } from "../api/get-favorites";
import styles from "./favorite-lists.module.css";

const COLLAPSED = 2;

type ArtistFavorite = Favorite & { artistId: number; artistName: string };
type ConcertFavorite = Favorite & { concertId: number; newConcertTitle: string };

/** The my-page favourites: artists (newest first) and concerts (by date), two of each until expanded. */
export function FavoriteLists() {
  const query = useFavorites(true);
  return (
    <QueryState query={query} texts={STATE_TEXTS.favorites}>
      {(favorites) => <Lists favorites={favorites} />}
    </QueryState>
  );
}

function Lists({ favorites }: { favorites: Favorite[] }) {
  const artists = favorites.filter(
    (f): f is ArtistFavorite => f.artistId !== null && Boolean(f.artistName),
  );
  // By the show's date, the next one first (ended ones after), not by when it was favourited.
  const concerts = byShowDate(
    favorites.filter(
      (f): f is ConcertFavorite => f.concertId !== null && Boolean(f.newConcertTitle),
    ),
    todayInSeoul(),
  );

  return (
    <ListSections>
      <ListSection id="fav-artists" title="아티스트" count={artists.length}>
        {artists.length === 0 ? (
          <EmptyState>즐겨찾기한 아티스트가 없습니다.</EmptyState>
        ) : (
          <CollapsibleList
            items={artists}
            collapsed={COLLAPSED}
            label="즐겨찾는 아티스트"
            className={listSectionListClass}
            getKey={(f) => f.id}
            renderItem={(f) => (
              <Link to={paths.artist(f.artistId)} className={styles.item}>
                <img
                  className={styles.avatar}
                  src={f.imgUrl ?? undefined}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                />
                {/* Korean name first, the artist's own below, as on the artist page. */}
                <span className={styles.text}>
                  <span className={styles.name}>{f.krName ?? f.artistName}</span>
                  {f.krName && <span className={styles.meta}>{f.artistName}</span>}
                </span>
              </Link>
            )}
          />
        )}
      </ListSection>
      <ListSection id="fav-concerts" title="공연" count={concerts.length}>
        {concerts.length === 0 ? (
          <EmptyState>즐겨찾기한 공연이 없습니다.</EmptyState>
        ) : (
          <CollapsibleList
            items={concerts}
            collapsed={COLLAPSED}
            label="즐겨찾는 공연"
            className={listSectionListClass}
            getKey={(f) => f.id}
            renderItem={(f) => (
              <Link to={paths.concert(f.concertId)} className={styles.item}>
                <div className={styles.thumb}>
                  <Poster src={f.posterUrl} alt="" sizes="56px" />
                </div>
                <span className={styles.text}>
                  <span className={styles.name}>{f.newConcertTitle}</span>
                  {f.concertArtistName && (
                    <span className={styles.meta}>{f.concertArtistName}</span>
                  )}
                  {f.startDate && f.endDate && (
                    <span className={`${styles.meta} tabular`}>
                      {formatDateRange(f.startDate, f.endDate)}
                    </span>
                  )}
                </span>
              </Link>
            )}
          />
        )}
      </ListSection>
    </ListSections>
  );
}
