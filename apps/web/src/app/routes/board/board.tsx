import { useParams } from "react-router";
import { STATE_TEXTS } from "../../../components/state-texts";
import { ErrorState } from "../../../components/states";
import { useArtist } from "../../../features/artists/api/get-artist";
import { useArtistConcerts } from "../../../features/artists/api/get-artist-concerts";
import { ArtistHeader } from "../../../features/artists/components/artist-header";
import { BoardPage } from "../../../features/board/components/board-page";
import { FavoriteButton } from "../../../features/favorites/components/favorite-button";
import { ApiError } from "../../../lib/api-client";
import { parseRouteId } from "../../route-params";
import { NotFound } from "../not-found/not-found";

export function Component() {
  const artistId = parseRouteId(useParams().artistId);
  if (artistId === null) return <NotFound />;
  return <Board key={artistId} artistId={artistId} />;
}

/** The board, told who the artist is and which of their concerts a post can name. */
function Board({ artistId }: { artistId: number }) {
  const artist = useArtist(artistId);
  const concerts = useArtistConcerts(artistId);
  if (artist.error instanceof ApiError && artist.error.status === 404) {
    return <ErrorState message={STATE_TEXTS.artist.notFound} />;
  }
  return (
    <BoardPage
      artistId={artistId}
      header={
        <ArtistHeader
          artistId={artistId}
          action={<FavoriteButton target="artist" id={artistId} label="아티스트" />}
        />
      }
      artistName={artist.data ? (artist.data.krName ?? artist.data.name) : null}
      concerts={concerts.data ?? []}
    />
  );
}
