import { useParams } from "react-router";
import { HydrateNear } from "../../../components/hydrate-near";
import { ArtistDetail } from "../../../features/artists/components/artist-detail";
import { PastConcertsPreview } from "../../../features/artists/components/past-concerts-preview";
import { SongRanking } from "../../../features/artists/components/song-ranking";
import { BoardPreview } from "../../../features/board/components/board-preview";
import { FavoriteButton } from "../../../features/favorites/components/favorite-button";
import { parseRouteId } from "../../route-params";
import { NotFound } from "../not-found/not-found";

export function Component() {
  const artistId = parseRouteId(useParams().artistId);
  if (artistId === null) return <NotFound />;
  return (
    <ArtistDetail
      key={artistId}
      artistId={artistId}
      favorite={<FavoriteButton target="artist" id={artistId} label="아티스트" />}
      // The sections after the first are further down: taken over as the fan nears them.
      sections={[
        { id: "song-ranking", label: "곡 랭킹", content: <SongRanking artistId={artistId} /> },
        {
          id: "past-concerts",
          label: "지난 공연",
          content: (
            <HydrateNear>
              <PastConcertsPreview artistId={artistId} />
            </HydrateNear>
          ),
        },
        {
          id: "board",
          label: "게시판",
          content: (
            <HydrateNear>
              <BoardPreview artistId={artistId} />
            </HydrateNear>
          ),
        },
      ]}
    />
  );
}
