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
      {/* The first row shows on the first screen; the rest are taken over as the fan nears them. */}
      {HOME_ROWS.map((slug, index) =>
        index === 0 ? (
          <ConcertRow key={slug} slug={slug} priority />
        ) : (
          <HydrateNear key={slug}>
            <ConcertRow slug={slug} />
          </HydrateNear>
        ),
      )}
    </>
  );
}
