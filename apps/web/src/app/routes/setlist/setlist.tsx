import { useParams } from "react-router";
import { SetlistScreen } from "../../../features/artists/components/setlist-screen";
import { parseRouteId } from "../../route-params";
import { NotFound } from "../not-found/not-found";

export function Component() {
  const params = useParams();
  const artistId = parseRouteId(params.artistId);
  const pastConcertId = parseRouteId(params.pastConcertId);
  if (artistId === null || pastConcertId === null) return <NotFound />;
  return (
    <SetlistScreen
      key={`${artistId}-${pastConcertId}`}
      artistId={artistId}
      pastConcertId={pastConcertId}
    />
  );
}
