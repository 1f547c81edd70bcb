import { memo } from "react";
import { HydrateNear } from "../../../components/hydrate-near";
import { ConcertRow } from "../../../features/concerts/components/concert-row";
import { BannerSlider } from "../../../features/concerts/components/banner-slider";
import { HOME_ROWS } from "../../../features/concerts/model/home-rows";
import { TicketOpeningRow } from "../../../features/concerts/components/ticket-opening-row";
import { RoundAlarm } from "../../alarms/round-alarm";

export function Component() {
  return (
    <>
      <h1 className="visually-hidden">내한 공연</h1>
      <BannerSlider />
      <TicketOpeningRow
        alarm={(round) => (
          <RoundAlarm
            concertId={round.concert.newConcertId}
            round={round}
            name={`${round.concert.title} ${round.label}`}
          />
        )}
      />
      {HOME_ROWS.slice(0, 1).map((slug) => (
        <ConcertRow key={slug} slug={slug} priority />
      ))}
      <LowerRows />
    </>
  );
}

/**
 * The rows after the first, taken over as the fan nears them. Memoised, with no props: when home
 * renders again (a query or the session settling), React does not hand the waiting rows new
 * children, which would make it take them over there and then.
 */
const LowerRows = memo(function LowerRows() {
  return HOME_ROWS.slice(1).map((slug) => (
    <HydrateNear key={slug}>
      <ConcertRow slug={slug} />
    </HydrateNear>
  ));
});
