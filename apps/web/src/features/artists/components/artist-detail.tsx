import type { Artist } from "@naehan/contract";
import type { ReactNode } from "react";
import { type PageSection, SectionTabs } from "../../../components/section-tabs";
import { QueryState } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { ShareButton } from "../../../components/share-button";
import { NotFoundScreen } from "../../../components/not-found-screen";
import { BlurredHero } from "../../../components/blurred-hero";
import { paths } from "../../../lib/paths";
import { useArtist } from "../api/get-artist";
import styles from "./artist-detail.module.css";
import { ArtistImage } from "./artist-image";
import { ArtistLinks } from "./artist-links";
import { UpcomingConcerts } from "./upcoming-concerts";

/**
 * The artist page: image, names, links and the favourite heart, the concerts to come, then the
 * tabbed sections the app composes (ranking, past concerts, and whatever joins them).
 */
export function ArtistDetail({
  artistId,
  favorite,
  sections,
}: {
  artistId: number;
  favorite?: ReactNode;
  sections: PageSection[];
}) {
  const query = useArtist(artistId);
  return (
    <QueryState
      query={query}
      texts={STATE_TEXTS.artist}
      notFound={(message) => <NotFoundScreen title={message} />}
    >
      {(artist) => <ArtistPage artist={artist} favorite={favorite} sections={sections} />}
    </QueryState>
  );
}

function ArtistPage({
  artist,
  favorite,
  sections,
}: {
  artist: Artist;
  favorite?: ReactNode;
  sections: PageSection[];
}) {
  const title = artist.krName ?? artist.name;
  return (
    <article className={styles.page}>
      <BlurredHero image={artist.imgUrl} className={styles.hero}>
        <ArtistImage
          src={artist.imgUrl}
          alt={`${artist.name} 이미지`}
          className={styles.image}
          priority
          sizes="(max-width: 480px) 52vw, 240px"
        />
      </BlurredHero>

      <header className={styles.heading}>
        <div className={styles.names}>
          <h1 className={styles.title}>{title}</h1>
          {artist.krName && <p className={styles.name}>{artist.name}</p>}
        </div>
        <ShareButton
          label="아티스트"
          target={{
            title,
            text: `${artist.krName ? `${title} (${artist.name})` : title} 내한 공연 일정과 셋리스트`,
            path: paths.artist(artist.artistId),
          }}
        />
        {favorite}
      </header>
      <div className={styles.links}>
        <ArtistLinks name={title} snsUrl={artist.snsUrl} mediaUrl={artist.mediaUrl} />
      </div>

      <UpcomingConcerts artistId={artist.artistId} />
      <SectionTabs label="아티스트 정보 바로가기" sections={sections} />
    </article>
  );
}
