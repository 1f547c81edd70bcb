import { useLocation, useParams } from "react-router";
import { readConcertPreview } from "../../../components/concert-card";
import { ConcertDetail } from "../../../features/concerts/components/concert-detail";
import { FavoriteButton } from "../../../features/favorites/components/favorite-button";
import { ResaleWatch } from "../../../features/alerts/components/resale-watch";
import { parseRouteId } from "../../route-params";
import { NotFound } from "../not-found/not-found";
import { RoundAlarm } from "../../alarms/round-alarm";

export function Component() {
  const concertId = parseRouteId(useParams().concertId);
  const state: unknown = useLocation().state;
  if (concertId === null) return <NotFound />;
  return (
    <ConcertDetail
      key={concertId}
      concertId={concertId}
      preview={readConcertPreview(state, concertId)}
      favorite={<FavoriteButton target="concert" id={concertId} label="공연" />}
      resaleWatch={<ResaleWatch concertId={concertId} />}
      roundAlarm={(round) => <RoundAlarm concertId={concertId} round={round} />}
    />
  );
}
