import { type Location, matchPath } from "react-router";
import { readConcertPreview } from "../components/concert-card";
import { ConcertFrame } from "../features/concerts/components/concert-frame";
import { paths } from "../lib/paths";
import { parseRouteId } from "./route-params";

/**
 * The frame of the screen a tap leads to, drawn from what the tapped card knew while the screen's
 * code loads; null keeps the current screen until the next one is ready.
 */
export function pendingScreen(location: Location) {
  const concertId = parseRouteId(
    matchPath(paths.concert.pattern, location.pathname)?.params.concertId,
  );
  const preview = concertId === null ? null : readConcertPreview(location.state, concertId);
  return preview ? <ConcertFrame preview={preview} /> : null;
}
