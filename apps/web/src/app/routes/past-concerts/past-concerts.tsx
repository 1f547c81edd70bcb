import { useParams } from "react-router";
import { PastConcertsPage } from "../../../features/artists/components/past-concerts-page";
import { parseRouteId } from "../../route-params";
import { NotFound } from "../not-found/not-found";

export function Component() {
  const artistId = parseRouteId(useParams().artistId);
  if (artistId === null) return <NotFound />;
  return <PastConcertsPage key={artistId} artistId={artistId} />;
}
